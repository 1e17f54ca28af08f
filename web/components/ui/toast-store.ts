import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import type { ToastInput } from '../../lib/toaster';

export const toaster = createToaster({
  placement: 'bottom',
  overlap: false,
  gap: 12,
  duration: TOAST_DURATION_MS,
});

// A toast created before the <Toaster> has subscribed to the store would never be drawn, so
// toasts wait until the toaster reports that it is mounted.
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterMounted = () => markMounted();

/** Replaces whatever toast is on screen with this one. */
export function show({ title, description, variant = 'default', action, duration }: ToastInput): void {
  void mounted.then(() => {
    toaster.remove();
    toaster.create({
      title,
      description,
      type: variant === 'destructive' ? 'error' : 'info',
      duration: duration ?? TOAST_DURATION_MS,
      action,
    });
  });
}

export type ToastStoreModule = typeof import('./toast-store');
