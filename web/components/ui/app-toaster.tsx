import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster, type ToastOptions } from '@ark-ui/react/toast';
import { X } from 'lucide-react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { onDialogChange, topDialog } from '../../lib/toaster';
import { dialogToaster, toaster, toasterMounted } from './toast-store';

/** The CSS variable dialog.css subtracts from an open dialog's height (see toast-store.ts). */
const ROOM = '--toast-room';
/** Who set ROOM: a toast leaving after its replacement arrived must not take the room away. */
const ROOM_OWNER = 'toastRoomOwner';

/**
 * Renders the toasts created with showToast(); one at a time, announced politely: at the bottom
 * of the screen, or at its top while a dialog is open.
 */
export default function AppToaster() {
  // Runs after the Toasters' own effects (children first), i.e. once they listen to the store.
  useEffect(() => toasterMounted(), []);
  // The toasts shown while a dialog is open are drawn inside it: under a modal <dialog> the rest
  // of the page is inert and below its backdrop, so only there are they seen, announced and
  // reachable. With no dialog open they are in <body>.
  const dialog = useSyncExternalStore(onDialogChange, topDialog, () => null);
  return (
    <>
      <Portal>
        <Toaster toaster={toaster} aria-label="Avisos">
          {(toast) => <ToastBody key={toast.id} toast={toast} />}
        </Toaster>
      </Portal>
      {createPortal(
        <Toaster toaster={dialogToaster} aria-label="Avisos">
          {(toast) => <ToastBody key={toast.id} toast={toast} keepsRoom />}
        </Toaster>,
        dialog ?? document.body,
      )}
    </>
  );
}

function ToastBody({ toast, keepsRoom = false }: { toast: ToastOptions; keepsRoom?: boolean }) {
  const id = toast.id ?? '';
  // A ref callback, not an effect: Ark UI mounts the element after the toast's first render.
  const keepRoom = useCallback(
    (element: HTMLDivElement | null) => (keepsRoom && element ? keepRoomFor(element, id) : undefined),
    [keepsRoom, id],
  );
  return (
    <Toast.Root ref={keepRoom}>
      <Toast.Title>{toast.title}</Toast.Title>
      {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      {toast.action && (
        <Toast.ActionTrigger className="btn btn-secondary">{toast.action.label}</Toast.ActionTrigger>
      )}
      <Toast.CloseTrigger aria-label="Fechar aviso">
        <X size={18} aria-hidden="true" />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/**
 * Keeps the height of a toast shown above a dialog, plus the group's offset from the top and a
 * gap, in ROOM while it is on screen; an open dialog's sheet stays below that line.
 */
function keepRoomFor(element: HTMLElement, id: string): () => void {
  const root = document.documentElement;
  const update = () => {
    root.dataset[ROOM_OWNER] = id;
    root.style.setProperty(
      ROOM,
      `calc(${element.offsetHeight}px + max(env(safe-area-inset-top, 0px), 1rem) + var(--space-3))`,
    );
  };
  const observer = new ResizeObserver(update);
  observer.observe(element);
  update();
  return () => {
    observer.disconnect();
    if (root.dataset[ROOM_OWNER] !== id) return;
    delete root.dataset[ROOM_OWNER];
    root.style.removeProperty(ROOM);
  };
}
