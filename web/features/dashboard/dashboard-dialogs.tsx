import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from 'react';
import type { LocalDate } from '../../../shared/domain/types';
import { afterPaint } from '../../lib/after-paint';
import { whenSettled } from '../../lib/when-settled';

/*
 * The record dialogs (the check-in's and the relapse's forms, ~13 kB gzip each beyond the
 * dashboard's own code) are not part of the dashboard's first screen: their code loads once the
 * page has settled (painted, then idle: lib/when-settled.ts) or at the member's first touch,
 * whichever comes first, and at the latest when one opens (from the service worker's precache
 * when offline). So the dashboard paints sooner (issue 11) and a tap finds them loaded.
 */
const loadCheckinDialog = () => import('../checkin/checkin-dialog');
const loadRelapseDialog = () => import('../relapse/relapse-dialog');
const CheckinDialog = lazy(() => loadCheckinDialog().then((m) => ({ default: m.CheckinDialog })));
const RelapseDialog = lazy(() => loadRelapseDialog().then((m) => ({ default: m.RelapseDialog })));

/**
 * Whether the record dialogs' code has loaded. They are then mounted, closed (an empty
 * `<dialog>`): React has resolved their lazy components, so the first opening is a render like
 * any other, not a suspended one whose content React reveals in a later frame (~300 ms later).
 */
function useDialogPreload(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    let active = true;
    let cancelPaint = () => {};
    const preload = () => {
      stop();
      void Promise.all([loadCheckinDialog(), loadRelapseDialog()]).then(
        () => active && startTransition(() => setLoaded(true)),
        // Not loaded (offline before the worker had them): each loads again when it opens.
        () => undefined,
      );
    };
    // Settled already (the member came from another page): after this page's own paint.
    const cancelSettled = whenSettled(() => {
      cancelPaint = afterPaint(preload);
    });
    const stop = () => {
      cancelSettled();
      cancelPaint();
      for (const type of events) window.removeEventListener(type, preload, true);
    };
    for (const type of events) window.addEventListener(type, preload, true);
    return () => {
      active = false;
      stop();
    };
  }, []);
  return loaded;
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
  const loaded = useDialogPreload();
  // Each dialog is mounted from its first opening on (its code loads then at the latest), the
  // check-in and relapse ones as soon as their code has loaded.
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
      <MountedOnceOpened when={loaded || opened.has('checkin')}>
        <CheckinDialog
          open={open === 'checkin'}
          onOpenChange={onOpenChange}
          userId={userId}
          today={today}
          deviceDay={deviceDay}
        />
      </MountedOnceOpened>
      {/* A relapse is dated by the member on the calendar (up to today): no question about the day. */}
      <MountedOnceOpened when={loaded || opened.has('relapse')}>
        <RelapseDialog open={open === 'relapse'} onOpenChange={onOpenChange} userId={userId} today={today} />
      </MountedOnceOpened>
      <MountedOnceOpened when={opened.has('blocker')}>
        <BlockerDialog open={open === 'blocker'} onOpenChange={onOpenChange} />
      </MountedOnceOpened>
    </>
  );
});
