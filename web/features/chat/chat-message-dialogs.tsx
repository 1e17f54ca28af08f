import { useState } from 'react';
import type { ChatMessageDto } from '../../../shared/community-api-types';
import { chatTexts as c, forumPageTexts as t } from '../../../shared/texts/community.texts';
import { ReportDialog } from '../../components/community/report-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { failureMessage } from '../../lib/api-client';
import { communityCalls } from '../../lib/community-calls';

interface ChatMessageDialogsProps {
  removing: ChatMessageDto | null;
  reporting: ChatMessageDto | null;
  onClose: () => void;
  /** The message was deleted: "mensagem removida" at once (the socket says it to everyone). */
  onRemoved: (id: string) => void;
}

/**
 * One confirmation and one report dialog for the whole room (not one pair per message): deleting
 * one's own message and reporting someone else's go through the forum's post calls.
 */
export function ChatMessageDialogs({ removing, reporting, onClose, onRemoved }: ChatMessageDialogsProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = (open: boolean) => {
    if (open) return;
    setError(undefined);
    onClose();
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await communityCalls.remove(removing.id);
      onRemoved(removing.id);
      close(false);
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={close}
        title={t.removeConfirmTitle}
        description={t.removeConfirmText}
        error={error}
        busy={busy}
        confirmLabel={t.remove}
        busyLabel={c.removing}
        onConfirm={remove}
        danger
      />
      <ReportDialog postId={reporting?.id ?? ''} open={reporting !== null} onOpenChange={close} />
    </>
  );
}
