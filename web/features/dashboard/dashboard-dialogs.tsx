import { lazy, memo, Suspense, useCallback, useState } from 'react';
import type { LocalDate } from '../../../shared/domain/types';
import { CheckinDialog } from '../checkin/checkin-dialog';

/*
 * The relapse dialog carries the calendar (Ark UI date picker, ~30 kB gzip): it loads on first
 * use, from the service worker's precache when offline, so the dashboard's first load stays
 * within its JavaScript budget.
 */
const RelapseDialog = lazy(() =>
  import('../relapse/relapse-dialog').then((m) => ({ default: m.RelapseDialog })),
);

/** Opened from the blocker card only: it loads on first use too. */
const BlockerDialog = lazy(() =>
  import('../blocker/blocker-dialog').then((m) => ({ default: m.BlockerDialog })),
);

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
  const [relapseLoaded, setRelapseLoaded] = useState(false);
  const [blockerLoaded, setBlockerLoaded] = useState(false);
  if (open === 'relapse' && !relapseLoaded) setRelapseLoaded(true);
  if (open === 'blocker' && !blockerLoaded) setBlockerLoaded(true);
  const onOpenChange = useCallback(
    (value: boolean) => {
      if (!value) onClose();
    },
    [onClose],
  );
  return (
    <>
      <CheckinDialog
        open={open === 'checkin'}
        onOpenChange={onOpenChange}
        userId={userId}
        today={today}
        deviceDay={deviceDay}
      />
      {/* A relapse is dated by the member on the calendar (up to today): no question about the day. */}
      {relapseLoaded && (
        <Suspense fallback={null}>
          <RelapseDialog
            open={open === 'relapse'}
            onOpenChange={onOpenChange}
            userId={userId}
            today={today}
          />
        </Suspense>
      )}
      {blockerLoaded && (
        <Suspense fallback={null}>
          <BlockerDialog open={open === 'blocker'} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
});
