import './relapse.css';
import { HeartHandshake } from 'lucide-react';
import type { LocalDate } from '../../../shared/domain/types';
import type { LocalCheckin } from '../../data/db';
import { AppDialog } from '../checkin/app-dialog';
import { relapseCopy as c } from './relapse-copy';
import { RelapseForm } from './relapse-form';

interface RelapseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  today: LocalDate;
  onRecorded?: (checkin: LocalCheckin) => void;
}

/**
 * 'Registrar Recaída' (spec §2, §4): open state belongs to the parent. Each opening starts from
 * today, an empty amount and note and no errors (the form mounts fresh); cancel or dismiss
 * discards it; a failed save keeps it open with what was typed.
 */
export function RelapseDialog({ open, onOpenChange, userId, today, onRecorded }: RelapseDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title}
      description={c.description}
      icon={<HeartHandshake size={22} />}
    >
      <RelapseForm
        userId={userId}
        today={today}
        onCancel={() => onOpenChange(false)}
        onRecorded={(checkin) => {
          onOpenChange(false);
          onRecorded?.(checkin);
        }}
      />
    </AppDialog>
  );
}
