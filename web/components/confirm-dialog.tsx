import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** The last failure of `onConfirm`, shown above the buttons. */
  error?: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  danger?: boolean;
}

/** An app dialog that asks to confirm one action: its error, 'Cancelar' and the busy-aware button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, icon, error, busy } = props;
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={title} description={description} icon={icon}>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="app-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
          Cancelar
        </button>
        <button
          type="button"
          className={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
          onClick={props.onConfirm}
          disabled={busy}
        >
          {busy ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </AppDialog>
  );
}
