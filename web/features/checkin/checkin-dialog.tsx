import './checkin.css';
import { ClipboardCheck } from 'lucide-react';
import { memo } from 'react';
import type { LocalDate } from '../../../shared/domain/types';
import { RecordDialog } from '../../components/record-dialog';
import type { LocalCheckin } from '../../data/db';
import { checkinCopy as c } from './checkin-copy';
import { CheckinForm } from './checkin-form';

interface CheckinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The member's today ('yyyy-MM-dd' in their time zone), by the server's clock. */
  today: LocalDate;
  /**
   * This device's own today, when its clock is more than a day away from the server's: the
   * check-in then asks which of the two days it is for (docs/architecture.md, "Device clocks").
   */
  deviceDay?: LocalDate | null;
  /** The day being checked in; today when not given. */
  initialDate?: LocalDate;
  onRecorded?: (checkin: LocalCheckin) => void;
}

const icon = <ClipboardCheck size={22} />;

/** The daily check-in over the dashboard (see RecordDialog for how it opens and closes). */
export const CheckinDialog = memo(function CheckinDialog({
  initialDate,
  deviceDay,
  ...props
}: CheckinDialogProps) {
  return (
    <RecordDialog {...props} title={c.title} description={c.description} icon={icon}>
      {(ends) => (
        <CheckinForm
          userId={props.userId}
          today={props.today}
          date={initialDate ?? props.today}
          deviceDay={deviceDay}
          {...ends}
        />
      )}
    </RecordDialog>
  );
});
