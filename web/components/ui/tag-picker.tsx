import './tag-picker.css';
import { ChevronDown, Plus, X } from 'lucide-react';
import { type KeyboardEvent, memo, useId, useRef, useState } from 'react';
import {
  customTags,
  isCatalogueTag,
  MAX_CUSTOM_TAGS,
  normalizeTag,
  normalizeTags,
  TRIGGER_TAGS,
} from '../../../shared/domain/triggers';
import { tagText } from '../../../shared/schemas/tags.schema';
import { validate } from '../../../shared/schemas/validate';
import { tagPickerTexts as t, triggerTexts } from '../../../shared/texts/trigger.texts';

interface TagPickerProps {
  /** Normalised tags (tagsSchema's output): catalogue keys, then the member's own words. */
  value: readonly string[];
  onValueChange: (tags: string[]) => void;
  label?: string;
  hint?: string;
  /** Behind a disclosure button until opened (the daily check-in keeps its one-tap path). */
  collapsible?: boolean;
  /** The form's verdict on the whole list, if any. */
  error?: string;
}

/**
 * Trigger tags, quick to tap (issue 10): the catalogue as toggle chips (`aria-pressed`), the
 * member's own tags as chips that remove themselves, and "+ Outro" to type up to MAX_CUSTOM_TAGS
 * of their own. A typed tag is checked with the wire's rules (tagText, the shared limits), and one
 * that names a catalogue tag ("tédio") marks that chip instead. Enter in the field adds (it never
 * submits the form); Escape closes the field (not the dialog: the field carries
 * `data-own-escape`, see AppDialog).
 */
export const TagPicker = memo(function TagPicker({
  value,
  onValueChange,
  label = t.label,
  hint = t.hint,
  collapsible = false,
  error,
}: TagPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(!collapsible);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const own = customTags(value);
  const full = own.length >= MAX_CUSTOM_TAGS;

  const toggle = (key: string) =>
    onValueChange(value.includes(key) ? value.filter((tag) => tag !== key) : normalizeTags([...value, key]));
  const remove = (tag: string) => onValueChange(value.filter((other) => other !== tag));

  const closeField = () => {
    setAdding(false);
    setDraft('');
    setDraftError(null);
    // The button comes back on the next render; focus it then.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const addDraft = () => {
    const checked = validate(tagText, draft);
    if (!checked.ok) {
      // Only spaces: nothing to add.
      if (!draft.trim()) return closeField();
      return setDraftError(checked.issues[0]?.message ?? triggerTexts.tagInvalid);
    }
    const tag = normalizeTag(checked.value);
    if (tag === null) return closeField();
    const next = normalizeTags([...value, tag]);
    if (customTags(next).length > MAX_CUSTOM_TAGS) return setDraftError(triggerTexts.tooManyTags);
    onValueChange(next);
    setDraft('');
    setDraftError(null);
    if (!isCatalogueTag(tag) && customTags(next).length >= MAX_CUSTOM_TAGS) closeField();
  };

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Implicit submission would send the whole form.
      event.preventDefault();
      addDraft();
    } else if (event.key === 'Escape') {
      closeField();
    }
  };

  const labelId = `${id}-label`;
  const panelId = `${id}-panel`;
  const fieldId = `${id}-own`;
  const draftErrorId = `${id}-own-error`;
  return (
    <fieldset className="field tag-picker" aria-labelledby={labelId}>
      {collapsible ? (
        <button
          type="button"
          className="tag-picker-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span id={labelId} className="field-label">
            {label}
          </span>
          {value.length > 0 && <span className="badge">{t.chosen(value.length)}</span>}
          <ChevronDown className="tag-picker-chevron" size={18} aria-hidden="true" />
        </button>
      ) : (
        <p id={labelId} className="field-label">
          {label}
        </p>
      )}
      {open && (
        <div id={panelId} className="tag-picker-panel">
          <p className="field-hint">{hint}</p>
          <ul className="tag-chips">
            {TRIGGER_TAGS.map(({ key, label: text }) => (
              <li key={key}>
                <button
                  type="button"
                  className="tag-chip"
                  aria-pressed={value.includes(key)}
                  onClick={() => toggle(key)}
                >
                  {text}
                </button>
              </li>
            ))}
            {own.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className="tag-chip tag-chip-own"
                  aria-label={t.remove(tag)}
                  onClick={() => remove(tag)}
                >
                  {tag}
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
            {!adding && (
              <li>
                <button
                  ref={addButton}
                  type="button"
                  className="tag-chip tag-chip-add"
                  disabled={full}
                  aria-describedby={full ? `${id}-full` : undefined}
                  onClick={() => setAdding(true)}
                >
                  <Plus size={14} aria-hidden="true" />
                  {t.addOwn}
                </button>
              </li>
            )}
          </ul>
          {full && (
            <p id={`${id}-full`} className="field-hint">
              {triggerTexts.tooManyTags}
            </p>
          )}
          {adding && (
            <div className="tag-picker-own">
              <label className="field-label" htmlFor={fieldId}>
                {t.ownLabel}
              </label>
              <div className="tag-picker-own-row">
                <input
                  id={fieldId}
                  className="input"
                  // biome-ignore lint/a11y/noAutofocus: the member just asked for this field.
                  autoFocus
                  autoComplete="off"
                  enterKeyHint="done"
                  placeholder={t.ownPlaceholder}
                  value={draft}
                  data-own-escape=""
                  onChange={(event) => {
                    setDraft(event.target.value);
                    setDraftError(null);
                  }}
                  onKeyDown={onFieldKey}
                  aria-invalid={draftError ? true : undefined}
                  aria-describedby={draftError ? draftErrorId : undefined}
                />
                <button type="button" className="btn btn-secondary" onClick={addDraft}>
                  {t.add}
                </button>
              </div>
              {draftError && (
                <p id={draftErrorId} className="field-error" role="alert">
                  {draftError}
                </p>
              )}
            </div>
          )}
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
});
