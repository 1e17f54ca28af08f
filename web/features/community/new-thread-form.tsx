import { type FormEvent, useState } from 'react';
import type { ForumWriteResponse } from '../../../shared/community-api-types';
import { FORUM_CATEGORIES, POST_TEXT_MAX, THREAD_TITLE_MAX } from '../../../shared/domain/community';
import { newThreadSchema } from '../../../shared/schemas/community.schema';
import { validate } from '../../../shared/schemas/validate';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { failureMessage } from '../../lib/api-client';
import { forumApi } from './forum-api';
import { keepIfOffline } from './use-offline-posts';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((c) => ({ value: c.key, label: c.title }));

interface NewThreadFormProps {
  category?: string;
  onPublished: (answer: ForumWriteResponse) => void;
  onCancel: () => void;
}

/**
 * A new conversation: category, title and text, checked with the server's own schema. Its id is
 * made here once, so sending it again after a failed answer stores one thread.
 */
export function NewThreadForm({ category, onPublished, onCancel }: NewThreadFormProps) {
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState({ category: category ?? '', title: '', text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(newThreadSchema, { ...values, id });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      form.querySelector<HTMLElement>(`[name="${Object.keys(checked.fieldErrors)[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      onPublished(await forumApi.newThread(checked.value));
    } catch (error) {
      // No connection: a member's thread waits on this device (listed as waiting) until it returns.
      try {
        if (await keepIfOffline(error, { ...checked.value, threadId: null })) return onCancel();
        setFailure(failureMessage(error));
      } catch (notKept) {
        setFailure(failureMessage(notKept));
      }
      setBusy(false);
    }
  };

  return (
    <form className="forum-compose card" onSubmit={submit} noValidate aria-labelledby="new-thread-title">
      <h2 id="new-thread-title">{t.newThread}</h2>
      <SelectField
        label={t.categoryLabel}
        name="category"
        value={values.category}
        options={[{ value: '', label: 'Escolha…' }, ...CATEGORY_OPTIONS]}
        onValueChange={set('category')}
        error={errors.category}
      />
      <TextField
        label={t.titleLabel}
        name="title"
        value={values.title}
        maxLength={THREAD_TITLE_MAX}
        onValueChange={set('title')}
        error={errors.title}
      />
      <TextAreaField
        label={t.textLabel}
        name="text"
        value={values.text}
        maxLength={POST_TEXT_MAX}
        onValueChange={set('text')}
        error={errors.text}
        rows={6}
        placeholder={t.replyPlaceholder}
      />
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="forum-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.publishing : t.publish}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
