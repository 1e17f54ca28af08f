import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import type { ToastInput } from '../../lib/toaster';

export const toaster = createToaster({
  placement: 'bottom',
  overlap: false,
  gap: 12,
  duration: TOAST_DURATION_MS,
});

/** Replaces whatever toast is on screen with this one. */
export function show({ title, description, variant = 'default', action, duration }: ToastInput): void {
  toaster.remove();
  toaster.create({
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'info',
    duration: duration ?? TOAST_DURATION_MS,
    action,
  });
}

export type ToastStoreModule = typeof import('./toast-store');
