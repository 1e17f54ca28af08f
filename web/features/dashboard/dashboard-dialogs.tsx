import { memo, useCallback, useEffect, useState } from 'react';
import type { LocalDate } from '../../../shared/domain/types';
import { toastTexts } from '../../../shared/texts/toast.texts';
import { onDemandModule, useOnDemandModule } from '../../lib/on-demand-module';
import { showToast } from '../../lib/toaster';

/*
 * The record dialogs (the check-in's and the relapse's forms, ~13 kB gzip each beyond the
 * dashboard's own code) are not part of the dashboard's first screen: their code loads 3 s after
 * it appears or at the member's first touch, whichever comes first, and at the latest when one
 * opens (from the service worker's precache when offline). So the dashboard paints sooner and is
 * idle sooner (issue 11), and a tap finds them loaded; a tap that comes first shows its dialog as
 * soon as its code arrives.
 */
const checkinDialog = onDemandModule(() => import('../checkin/checkin-dialog'));
const relapseDialog = onDemandModule(() => import('../relapse/relapse-dialog'));
/** Opened from the blocker card only: it loads on first use. */
const blockerDialog = onDemandModule(() => import('../blocker/blocker-dialog'));

/** How long after the dashboard appears its dialogs' code is fetched, if no touch came first. */
const DIALOG_PRELOAD_MS = 3000;

function useDialogPreload(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const preload = () => {
      stop();
      void checkinDialog.load().catch(() => undefined);
      void relapseDialog.load().catch(() => undefined);
    };
    const timer = setTimeout(preload, DIALOG_PRELOAD_MS);
    const stop = () => {
      clearTimeout(timer);
      for (const type of events) window.removeEventListener(type, preload, true);
    };
    for (const type of events) window.addEventListener(type, preload, true);
    return stop;
  }, []);
}

export type DialogKind = 'checkin' | 'relapse' | 'blocker';

interface DashboardDialogsProps {
  open: DialogKind | null;
  onClose: () => void;
  userId: string;
  /** The member's today by the server's clock. */
  today: LocalDate;
  /** This device's today when it is more than a day away from `today` (the check-in asks), else null. */
  deviceDay: LocalDate | null;
}

/**
 * The dashboard's three dialogs; at most one is open. A saved check-in or relapse needs no
 * reload: the dashboard follows IndexedDB's writes, so the new record shows as it is submitted.
 * Memoised with stable callbacks: a dashboard update does not re-render an open dialog.
 */
export const DashboardDialogs = memo(function DashboardDialogs({
  open,
  onClose,
  userId,
  today,
  deviceDay,
}: DashboardDialogsProps) {
  useDialogPreload();
  // Each dialog is mounted from its first opening on, then kept (so it can close gently).
  const [opened, setOpened] = useState<ReadonlySet<DialogKind>>(() => new Set());
  if (open && !opened.has(open)) setOpened(new Set([...opened, open]));
  const onOpenChange = useCallback(
    (value: boolean) => {
      if (!value) onClose();
    },
    [onClose],
  );
  // Its code could not be fetched (offline before the app was installed): nothing to open.
  const onLoadFailure = useCallback(() => {
    onClose();
    showToast({
      title: toastTexts.connectionError,
      description: toastTexts.connectionErrorDescription,
      variant: 'destructive',
    });
  }, [onClose]);
  const checkin = useOnDemandModule(checkinDialog, open === 'checkin', onLoadFailure);
  const relapse = useOnDemandModule(relapseDialog, open === 'relapse', onLoadFailure);
  const blocker = useOnDemandModule(blockerDialog, open === 'blocker', onLoadFailure);
  return (
    <>
      {checkin && opened.has('checkin') && (
        <checkin.CheckinDialog
          open={open === 'checkin'}
          onOpenChange={onOpenChange}
          userId={userId}
          today={today}
          deviceDay={deviceDay}
        />
      )}
      {/* A relapse is dated by the member on the calendar (up to today): no question about the day. */}
      {relapse && opened.has('relapse') && (
        <relapse.RelapseDialog
          open={open === 'relapse'}
          onOpenChange={onOpenChange}
          userId={userId}
          today={today}
        />
      )}
      {blocker && opened.has('blocker') && (
        <blocker.BlockerDialog open={open === 'blocker'} onOpenChange={onOpenChange} />
      )}
    </>
  );
});
