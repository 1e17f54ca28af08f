import { type FormEvent, useState } from 'react';
import type { ForumWriteResponse } from '../../../shared/community-api-types';
import { POST_TEXT_MAX } from '../../../shared/domain/community';
import { replySchema } from '../../../shared/schemas/community.schema';
import { validate } from '../../../shared/schemas/validate';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { TextAreaField } from '../../components/ui/text-area-field';
import { failureMessage } from '../../lib/api-client';
import { forumApi } from './forum-api';
import { keepIfOffline } from './use-offline-posts';

/** A reply at the end of a thread; its id is made once per reply, so a retry stores one. */
export function ReplyForm({
  threadId,
  onPublished,
}: {
  threadId: string;
  onPublished: (a: ForumWriteResponse) => void;
}) {
  const [id, setId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(replySchema, { id, text });
    if (!checked.ok) return setError(checked.fieldErrors.text ?? checked.fieldErrors.id);
    setBusy(true);
    try {
      onPublished(await forumApi.reply(threadId, checked.value));
      setText('');
      setId(crypto.randomUUID());
    } catch (err) {
      // No connection: a member's reply waits on this device and is published when it returns.
      try {
        if (await keepIfOffline(err, { ...checked.value, threadId, category: null, title: null })) {
          setText('');
          setId(crypto.randomUUID());
          return;
        }
        setError(failureMessage(err));
      } catch (notKept) {
        setError(failureMessage(notKept));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="forum-reply card" onSubmit={submit} noValidate>
      <TextAreaField
        label={t.replyLabel}
        name="text"
        value={text}
        maxLength={POST_TEXT_MAX}
        onValueChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        rows={4}
        placeholder={t.replyPlaceholder}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.publishing : t.reply}
      </button>
    </form>
  );
}
