import './relapse.css';
import { HeartHandshake } from 'lucide-react';
import { memo } from 'react';
import type { LocalDate } from '../../../shared/domain/types';
import { RecordDialog } from '../../components/record-dialog';
import type { LocalCheckin } from '../../data/db';
import { relapseCopy as c } from './relapse-copy';
import { RelapseForm } from './relapse-form';

interface RelapseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  today: LocalDate;
  onRecorded?: (checkin: LocalCheckin) => void;
}

const icon = <HeartHandshake size={22} />;

/**
 * 'Registrar Recaída' (spec §2, §4): open state belongs to the parent. Each opening starts from
 * today, an empty amount and note and no errors (see RecordDialog for how it opens and closes).
 */
export const RelapseDialog = memo(function RelapseDialog(props: RelapseDialogProps) {
  return (
    <RecordDialog {...props} title={c.title} description={c.description} icon={icon}>
      {(ends) => <RelapseForm userId={props.userId} today={props.today} {...ends} />}
    </RecordDialog>
  );
});
