import { type MouseEvent, type ReactNode, useCallback } from 'react';
import type { LocalCheckin } from '../data/db';
import { AppDialog } from './app-dialog';

/** How the form inside a RecordDialog ends: cancelled, or with its record saved. */
export interface RecordFormEnds {
  onCancel: () => void;
  onRecorded: (checkin: LocalCheckin) => void;
}

interface RecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  icon: ReactNode;
  onRecorded?: (checkin: LocalCheckin) => void;
  /** The form, given how to end. */
  children: (ends: RecordFormEnds) => ReactNode;
}

/**
 * The frame of the check-in and relapse dialogs: cancelling or dismissing discards the form (it
 * is mounted only while open), a saved record closes the dialog, and a failed save keeps it open
 * with what was typed. The form's callbacks are stable, so a memoised part of it is left alone
 * while the form alone re-renders.
 */
export function RecordDialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  onRecorded,
  children,
}: RecordDialogProps) {
  const onCancel = useCallback(() => onOpenChange(false), [onOpenChange]);
  const recorded = useCallback(
    (checkin: LocalCheckin) => {
      onOpenChange(false);
      onRecorded?.(checkin);
    },
    [onOpenChange, onRecorded],
  );
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={title} description={description} icon={icon}>
      {children({ onCancel, onRecorded: recorded })}
    </AppDialog>
  );
}

interface RecordActionsProps {
  busy: boolean;
  /** useRecordSubmit's `onSubmitClick`. */
  onSubmitClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onCancel: () => void;
  /** The buttons' words: cancel, submit, and submit while saving. */
  copy: { cancel: string; submit: string; busy: string };
}

/** Cancel and submit, both disabled while saving (the submit then says so). */
export function RecordActions({ busy, onSubmitClick, onCancel, copy }: RecordActionsProps) {
  return (
    <div className="app-dialog-actions">
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        {copy.cancel}
      </button>
      <button
        type="submit"
        className="btn btn-primary"
        onClick={onSubmitClick}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? copy.busy : copy.submit}
      </button>
    </div>
  );
}
