import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '../../shared/constants';

export const toaster = createToaster({
  placement: 'bottom',
  overlap: false,
  gap: 12,
  duration: TOAST_DURATION_MS,
});

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds; Infinity keeps it until dismissed. Default 5000 (spec §9). */
  duration?: number;
}

/**
 * Shows a toast. One at a time (spec §9): a new toast replaces the one on screen, so a stale
 * message never sits under a fresh one. Errors use the destructive variant.
 */
export function showToast({ title, description, variant = 'default', action, duration }: ToastInput): void {
  toaster.remove();
  toaster.create({
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'info',
    duration: duration ?? TOAST_DURATION_MS,
    action,
  });
}
