import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import type { LocalDate } from '../../../shared/domain/types';

/*
 * The record dialogs (the check-in's form and Ark UI's dialog, ~30 kB gzip; the relapse's
 * calendar, Ark UI's date picker, ~30 kB more) are not part of the dashboard's first screen: their
 * code loads once the page has settled, or at the member's first touch, whichever comes first,
 * and at the latest when one opens (from the service worker's precache when offline). So the
 * dashboard paints sooner (issue 11) and a tap finds them loaded.
 */
const loadCheckinDialog = () => import('../checkin/checkin-dialog');
const loadRelapseDialog = () => import('../relapse/relapse-dialog');
const CheckinDialog = lazy(() => loadCheckinDialog().then((m) => ({ default: m.CheckinDialog })));
const RelapseDialog = lazy(() => loadRelapseDialog().then((m) => ({ default: m.RelapseDialog })));

/** How long after the dashboard appears its dialogs' code is fetched, if no touch came first. */
const DIALOG_PRELOAD_MS = 3000;

function useDialogPreload(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const preload = () => {
      stop();
      void loadCheckinDialog().catch(() => undefined);
      void loadRelapseDialog().catch(() => undefined);
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

/** Opened from the blocker card only: it loads on first use too. */
const BlockerDialog = lazy(() =>
  import('../blocker/blocker-dialog').then((m) => ({ default: m.BlockerDialog })),
);

export type DialogKind = 'checkin' | 'relapse' | 'blocker';

/** A lazily loaded dialog: nothing until it first opens, then kept (so it can close gently). */
function MountedOnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
  // Each dialog is mounted from its first opening on (its code loads then at the latest).
  const [opened, setOpened] = useState<ReadonlySet<DialogKind>>(() => new Set());
  if (open && !opened.has(open)) setOpened(new Set([...opened, open]));
  const onOpenChange = useCallback(
    (value: boolean) => {
      if (!value) onClose();
    },
    [onClose],
  );
  return (
    <>
      <MountedOnceOpened when={opened.has('checkin')}>
        <CheckinDialog
          open={open === 'checkin'}
          onOpenChange={onOpenChange}
          userId={userId}
          today={today}
          deviceDay={deviceDay}
        />
      </MountedOnceOpened>
      {/* A relapse is dated by the member on the calendar (up to today): no question about the day. */}
      <MountedOnceOpened when={opened.has('relapse')}>
        <RelapseDialog open={open === 'relapse'} onOpenChange={onOpenChange} userId={userId} today={today} />
      </MountedOnceOpened>
      <MountedOnceOpened when={opened.has('blocker')}>
        <BlockerDialog open={open === 'blocker'} onOpenChange={onOpenChange} />
      </MountedOnceOpened>
    </>
  );
});
