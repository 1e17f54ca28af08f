import { Toast, Toaster } from '@ark-ui/react/toast';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { toaster, toasterMounted } from './toast-store';

/** Renders the toasts created with showToast(); one at a time, announced politely. */
export default function AppToaster() {
  // Runs after the Toaster's own effects (children first), i.e. once it listens to the store.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root key={toast.id}>
          <Toast.Title>{toast.title}</Toast.Title>
          {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          {toast.action && (
            <Toast.ActionTrigger className="btn btn-secondary">{toast.action.label}</Toast.ActionTrigger>
          )}
          <Toast.CloseTrigger aria-label="Fechar aviso">
            <X size={18} aria-hidden="true" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
