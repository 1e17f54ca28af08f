import './dialog.css';
import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';
import { dialogOpened } from '../lib/toaster';

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The app's modal dialogs (check-in, relapse, diary, confirmations): the browser's own `<dialog>`
 * opened with `showModal()`. The browser traps focus, makes the rest of the page inert, closes on
 * Escape (the `cancel` event) and draws the backdrop, with no script of ours measuring the page:
 * opening one costs a render of its content and the dialog's own layout (issue 11: Ark UI's
 * dialog spent ~60 ms at 4× CPU in forced style recalculations, scroll locking and focus-trap
 * bookkeeping on every opening). A tap outside the sheet closes it; focus goes back to what had
 * it. The content is mounted only while open, so each opening starts from a fresh form.
 *
 * Toasts shown while a dialog is open are drawn inside it (components/ui/app-toaster.tsx), the
 * only place above a modal dialog that is not inert.
 */
export function AppDialog({ open, onOpenChange, title, description, icon, children }: AppDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Where the press that ends in a click began: a drag from the sheet out to the backdrop
  // (selecting text) is not a tap outside.
  const pressedOnBackdrop = useRef(false);
  // Whether the Escape about to close the dialog was pressed in a field that uses it itself.
  const ownEscape = useRef(false);

  // A layout effect: the dialog is modal, and counted open for the toasts (lib/toaster.ts), in the
  // very commit that mounts its content, and no longer in the commit that closes it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showModal(dialog);
    const closed = dialogOpened(dialog);
    return () => {
      closed();
      closeModal(dialog);
      if (returnFocus?.isConnected && !dialog.contains(returnFocus))
        returnFocus.focus({ preventScroll: true });
    };
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The open state is React's: the dialog closes when it changes, not by itself.
    event.preventDefault();
    // Escape in a field that uses it itself (`data-own-escape`: the tag picker's own-tag field
    // closes on it) does not close the dialog, which would throw away the whole form. Noted as
    // the key went down: by the cancel event the field may be gone.
    if (ownEscape.current) return;
    onOpenChange(false);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) onOpenChange(false);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the tap outside the sheet; from the keyboard the dialog closes on Escape (its cancel event).
    <dialog
      ref={ref}
      className="app-dialog-layer"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={onCancel}
      onKeyDownCapture={(event) => {
        ownEscape.current =
          event.key === 'Escape' &&
          event.target instanceof Element &&
          event.target.closest('[data-own-escape]') !== null;
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onClick}
    >
      {open && (
        <div className="app-dialog">
          <header className="app-dialog-header">
            {icon && (
              <span className="app-dialog-icon" aria-hidden="true">
                {icon}
              </span>
            )}
            <div>
              <h2 id={`${id}-title`} className="app-dialog-title">
                {title}
              </h2>
              <p id={`${id}-description`} className="app-dialog-description">
                {description}
              </p>
            </div>
            <button
              type="button"
              className="app-dialog-close"
              aria-label="Fechar"
              onClick={() => onOpenChange(false)}
            >
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** `showModal()`, or the `open` attribute where the DOM has no dialog support (jsdom in tests). */
function showModal(dialog: HTMLDialogElement): void {
  if (dialog.hasAttribute('open')) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement): void {
  if (!dialog.hasAttribute('open')) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
