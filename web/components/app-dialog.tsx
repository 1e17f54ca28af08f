import './dialog.css';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { type ReactNode, useLayoutEffect } from 'react';
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
 * Escape in a field that uses it itself (`data-own-escape`: the tag picker's own-tag field closes
 * on it) does not close the dialog, which would throw away the whole form.
 */
const keepOwnEscape = (event: KeyboardEvent) => {
  if (event.target instanceof Element && event.target.closest('[data-own-escape]')) event.preventDefault();
};

/**
 * Toasts shown while a dialog is open sit above it: tapping one must not close the dialog. The
 * toaster mounts with the first toast, so it may not exist when a dialog opens; Zag then waits
 * for the element with a promise nobody handles, which rejects (an unhandled error) when the
 * dialog closes or a second goes by. A detached element stands in meanwhile: it contains nothing,
 * and Zag asks again on every tap, by which time the toaster is there.
 */
const noToasterYet = typeof document === 'undefined' ? null : document.createElement('div');
const toastsAboveDialog = [
  () =>
    document.querySelector('[data-scope="toast"][data-part="group"][data-placement="top"]') ?? noToasterYet,
];

/**
 * The dashboard's modal dialogs (check-in, relapse, blocker app): Ark UI traps focus, names the
 * dialog by its title and description, and closes on Escape or a tap outside. Its content is
 * mounted only while open, so each opening starts from a fresh form.
 */
export function AppDialog({ open, onOpenChange, title, description, icon, children }: AppDialogProps) {
  // While open, toasts move above the sheet instead of over its buttons (lib/toaster.ts). A layout
  // effect: the count follows the very commit that closes the dialog, so a toast shown once the
  // closed dialog is painted (e.g. "Check-in registrado") always goes to the bottom. A passive
  // effect's cleanup may run after that paint when the browser draws a frame in between.
  useLayoutEffect(() => (open ? dialogOpened() : undefined), [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      persistentElements={toastsAboveDialog}
      onEscapeKeyDown={keepOwnEscape}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="app-dialog-backdrop" />
        <Dialog.Positioner className="app-dialog-positioner">
          <Dialog.Content className="app-dialog">
            <header className="app-dialog-header">
              {icon && (
                <span className="app-dialog-icon" aria-hidden="true">
                  {icon}
                </span>
              )}
              <div>
                <Dialog.Title className="app-dialog-title">{title}</Dialog.Title>
                <Dialog.Description className="app-dialog-description">{description}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger className="app-dialog-close" aria-label="Fechar">
                <X size={20} aria-hidden="true" />
              </Dialog.CloseTrigger>
            </header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
