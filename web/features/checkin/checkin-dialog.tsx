import './checkin.css';
import { ClipboardCheck } from 'lucide-react';
import type { LocalDate } from '../../../shared/domain/types';
import type { LocalCheckin } from '../../data/db';
import { AppDialog } from './app-dialog';
import { checkinCopy as c } from './checkin-copy';
import { CheckinForm } from './checkin-form';

interface CheckinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The member's today ('yyyy-MM-dd' in their time zone). */
  today: LocalDate;
  /** The day being checked in; today when not given. */
  initialDate?: LocalDate;
  onRecorded?: (checkin: LocalCheckin) => void;
}

/**
 * The daily check-in over the dashboard. Closing or cancelling discards the form (it is mounted
 * only while open); a failed save keeps the dialog open with what was typed.
 */
export function CheckinDialog({
  open,
  onOpenChange,
  userId,
  today,
  initialDate,
  onRecorded,
}: CheckinDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title}
      description={c.description}
      icon={<ClipboardCheck size={22} />}
    >
      <CheckinForm
        userId={userId}
        today={today}
        date={initialDate ?? today}
        onCancel={() => onOpenChange(false)}
        onRecorded={(checkin) => {
          onOpenChange(false);
          onRecorded?.(checkin);
        }}
      />
    </AppDialog>
  );
}
