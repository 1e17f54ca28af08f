import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster, type ToastOptions } from '@ark-ui/react/toast';
import { X } from 'lucide-react';
import { useCallback, useEffect } from 'react';
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
  // In <body> itself: a modal dialog hides everything else from assistive technology except live
  // regions that are children of <body>, so a toast shown over a dialog is still announced and
  // its buttons still reachable.
  return (
    <Portal>
      <Toaster toaster={toaster} aria-label="Avisos">
        {(toast) => <ToastBody key={toast.id} toast={toast} />}
      </Toaster>
      <Toaster toaster={dialogToaster} aria-label="Avisos">
        {(toast) => <ToastBody key={toast.id} toast={toast} keepsRoom />}
      </Toaster>
    </Portal>
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
