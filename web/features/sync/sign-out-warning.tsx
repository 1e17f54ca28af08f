import './sync.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import { AppDialog } from '../../components/app-dialog';
import { db } from '../../data/db';
import { flushOutbox } from '../../sync/sync-engine';

interface Props {
  userId: string;
  /** The member keeps their session (dialog dismissed). */
  onCancel: () => void;
  /** Go on signing out: everything was sent, or the member chose to leave anyway. */
  onConfirm: () => void;
}

/**
 * Shown when Sair is pressed with records not yet on the server (DESIGN.md §5.8): leaving clears
 * this device, so those records would be lost. "Esperar sincronizar" sends them now and then
 * completes the sign-out; when that cannot happen (offline, session ended) it says why and waits.
 */
export default function SignOutWarning({ userId, onCancel, onConfirm }: Props) {
  const pending = useLiveQuery(() => db.outbox.where('userId').equals(userId).count(), [userId]);
  const [waiting, setWaiting] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const waitForSync = async () => {
    setWaiting(true);
    setNote(null);
    try {
      const result = await flushOutbox(userId);
      if (result.pending === 0) return onConfirm();
      setNote(
        result.outcome === 'needs-sign-in' || result.outcome === 'not-signed-in'
          ? t.signOutNeedsSignIn
          : result.outcome === 'offline' || result.outcome === 'queued' || !navigator.onLine
            ? t.signOutStillOffline
            : t.signOutStillPending,
      );
    } catch (err) {
      console.error('[virada] flush before sign-out failed', err);
      setNote(t.signOutStillPending);
    } finally {
      setWaiting(false);
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t.signOutTitle}
      description={t.signOutText(pending ?? 1)}
      icon={<CloudUpload size={22} />}
    >
      {note && (
        <p className="sync-signout-note" role="status">
          {note}
        </p>
      )}
      <div className="sync-signout-actions">
        <button type="button" className="btn btn-primary" onClick={waitForSync} disabled={waiting}>
          {waiting ? t.signOutWaiting : t.signOutWait}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onConfirm} disabled={waiting}>
          {t.signOutAnyway}
        </button>
      </div>
    </AppDialog>
  );
}
