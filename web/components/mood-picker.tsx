import './mood-picker.css';
import { memo } from 'react';
import type { Mood } from '../../shared/domain/types';
import { MOOD_FACES } from './mood-faces';
import { RadioOption } from './ui/radio-option';

interface MoodPickerProps {
  name: string;
  label: string;
  value: Mood | null;
  onValueChange: (value: Mood | null) => void;
  /** Shown when a mood is chosen: takes the choice back (an optional mood). */
  clearLabel: string;
}

/**
 * An optional mood, 1 to 5, as five faces (native radios in a fieldset named by its legend, arrow
 * keys move between faces). A chosen mood can be taken back with the clear button.
 */
export const MoodPicker = memo(function MoodPicker({
  name,
  label,
  value,
  onValueChange,
  clearLabel,
}: MoodPickerProps) {
  const chosen = value === null ? '' : String(value);
  return (
    <div className="field mood-picker">
      <fieldset
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: HTML allows role=radiogroup on a fieldset; its legend names the group of native radios.
        role="radiogroup"
        className="mood-picker-group"
      >
        <legend className="mood-picker-legend">
          <span className="field-label">{label}</span>
        </legend>
        <div className="mood-picker-options">
          {MOOD_FACES.map((option) => (
            <RadioOption
              key={option.value}
              name={name}
              value={String(option.value)}
              checked={chosen === String(option.value)}
              onChoose={() => onValueChange(option.value)}
              className="mood-picker-option"
            >
              <span className="mood-picker-icon" aria-hidden="true">
                {option.icon}
              </span>
              <span className="mood-picker-text">{option.label}</span>
            </RadioOption>
          ))}
        </div>
      </fieldset>
      {/* Outside the fieldset (its name stays the legend alone), drawn on the legend's line. */}value !==
      null && (
      <button type="button" className="mood-picker-clear" onClick={() => onValueChange(null)}>
        {clearLabel}
      </button>
      )
    </div>
  );
});
