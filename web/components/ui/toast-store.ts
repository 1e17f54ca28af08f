import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { isDialogOpen, type ToastInput } from '../../lib/toaster';

const options = { overlap: false, gap: 12, duration: TOAST_DURATION_MS } as const;

/** Toasts at the bottom of the screen: where they show when no dialog is open. */
export const toaster = createToaster({ placement: 'bottom', ...options });
/**
 * Toasts shown while a dialog is open: at the top of the screen, above the sheet, which keeps
 * room for them (app-toaster.tsx measures, dialog.css leaves the room), so they never lie over
 * the dialog's buttons (docs/architecture.md, "Toasts and open dialogs").
 */
export const dialogToaster = createToaster({ placement: 'top', ...options });

// A toast created before the <Toaster> has subscribed to the store would never be drawn, so
// toasts wait until the toaster reports that it is mounted.
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterMounted = () => markMounted();

/** The toast on screen, so that a dialog opening over it can move it above the sheet. */
let current: { id: string; input: ToastInput; bottom: boolean } | null = null;

/** Replaces whatever toast is on screen with this one. */
export function show(input: ToastInput): void {
  void mounted.then(() => present(input));
}

/**
 * A dialog has opened: a toast still on screen at the bottom (e.g. "Check-in registrado" when
 * Sair is tapped right after) moves above the sheet, with its full time again, since the person
 * may not have read it yet.
 */
export function moveAboveDialog(): void {
  void mounted.then(() => {
    if (current?.bottom && toaster.isVisible(current.id)) present(current.input);
  });
}

function present({ title, description, variant = 'default', action, duration }: ToastInput): void {
  toaster.remove();
  dialogToaster.remove();
  const bottom = !isDialogOpen();
  const id = (bottom ? toaster : dialogToaster).create({
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'info',
    duration: duration ?? TOAST_DURATION_MS,
    action,
  });
  current = { id, input: { title, description, variant, action, duration }, bottom };
}

export type ToastStoreModule = typeof import('./toast-store');
