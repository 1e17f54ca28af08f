import { Flag, Heart, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ForumPostDto } from '../../../shared/community-api-types';
import { POST_TEXT_MAX } from '../../../shared/domain/community';
import { editPostSchema } from '../../../shared/schemas/community.schema';
import { validate } from '../../../shared/schemas/validate';
import { HELD_REASON_TEXTS, forumPageTexts as t } from '../../../shared/texts/community.texts';
import { AuthorLine } from '../../components/community/author-line';
import { ReportDialog } from '../../components/community/report-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextAreaField } from '../../components/ui/text-area-field';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { forumApi } from './forum-api';

interface PostCardProps {
  post: ForumPostDto;
  onChange: (post: ForumPostDto) => void;
}

/**
 * One post of a thread: its author by pseudonym, its text as plain text (never HTML), "apoio",
 * and the author's own edit (first 15 minutes) and delete, or a report for anyone else's.
 */
export function PostCard({ post, onChange }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);

  if (post.status === 'removed') {
    return (
      <article className="forum-post forum-post-removed card" aria-label={t.removedPost}>
        <p className="muted">{t.removedPost}</p>
      </article>
    );
  }

  const toggleApoio = async () => {
    const on = !post.apoiado;
    // Shown at once; the server's count replaces it.
    onChange({ ...post, apoiado: on, apoioCount: post.apoioCount + (on ? 1 : -1) });
    try {
      const answer = await forumApi.apoio(post.id, on);
      onChange({ ...post, ...answer });
    } catch (error) {
      onChange(post);
      showToast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      onChange((await forumApi.remove(post.id)).post);
      setConfirmRemove(false);
    } catch (error) {
      showToast({ title: failureMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const canEdit = post.isMine && post.editableUntil !== null && Date.parse(post.editableUntil) > Date.now();

  return (
    <article className="forum-post card" aria-label={`Mensagem de ${post.author.displayName}`}>
      <AuthorLine
        author={post.author}
        isMine={post.isMine}
        createdAt={post.createdAt}
        edited={post.editedAt !== null}
      />
      {post.status === 'held' && post.heldRule && (
        <p className="forum-held" role="status">
          <strong>{t.heldBadge}.</strong> {HELD_REASON_TEXTS[post.heldRule]}
        </p>
      )}
      {editing ? (
        <EditForm
          post={post}
          onDone={(next) => {
            if (next) onChange(next);
            setEditing(false);
          }}
        />
      ) : (
        <p className="forum-text">{post.text}</p>
      )}
      {!editing && (
        <div className="forum-actions">
          <button
            type="button"
            className="btn btn-ghost"
            aria-pressed={post.apoiado}
            onClick={toggleApoio}
            disabled={post.status !== 'published'}
          >
            <Heart size={16} aria-hidden="true" fill={post.apoiado ? 'currentColor' : 'none'} />
            {post.apoiado ? t.apoioGiven : t.apoio}
            {post.apoioCount > 0 && <span className="muted"> · {t.apoios(post.apoioCount)}</span>}
          </button>
          {canEdit && (
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" /> {t.edit}
            </button>
          )}
          {post.isMine ? (
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmRemove(true)}>
              <Trash2 size={16} aria-hidden="true" /> {t.remove}
            </button>
          ) : (
            <button type="button" className="btn btn-ghost" onClick={() => setReporting(true)}>
              <Flag size={16} aria-hidden="true" /> {t.report}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t.removeConfirmTitle}
        description={t.removeConfirmText}
        busy={busy}
        confirmLabel={t.remove}
        busyLabel="Apagando…"
        onConfirm={remove}
        danger
      />
      <ReportDialog postId={post.id} open={reporting} onOpenChange={setReporting} />
    </article>
  );
}

/** The author's edit of their post, checked with the server's own schema before it is sent. */
function EditForm({ post, onDone }: { post: ForumPostDto; onDone: (post: ForumPostDto | null) => void }) {
  const [text, setText] = useState(post.text ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(editPostSchema, { text });
    if (!checked.ok) return setError(checked.fieldErrors.text);
    setBusy(true);
    try {
      onDone((await forumApi.edit(post.id, checked.value.text)).post);
    } catch (err) {
      setError(failureMessage(err));
      setBusy(false);
    }
  };
  return (
    <form className="forum-edit" onSubmit={submit} noValidate>
      <TextAreaField
        label={t.textLabel}
        name="text"
        value={text}
        maxLength={POST_TEXT_MAX}
        onValueChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        rows={4}
      />
      <div className="forum-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Salvando…' : t.save}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
