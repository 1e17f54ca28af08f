import { TOAST_DURATION_MS } from '../../shared/constants';
import type { ToastStoreModule } from '../components/ui/toast-store';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds; Infinity keeps it until dismissed. Default 5000 (spec §9). */
  duration?: number;
}

/*
 * The toast machinery (Ark UI's toaster) is loaded on the first toast, not with the page: most
 * visits never show one, and it would cost the landing page ~12 kB of gzip JavaScript.
 * Offline, its chunk comes from the service worker's precache like every other one.
 */
let storeModule: Promise<ToastStoreModule> | null = null;
const hostListeners = new Set<() => void>();
let requested = false;
let lastShownAt = Number.NEGATIVE_INFINITY;

function loadStore(): Promise<ToastStoreModule> {
  storeModule ??= import('../components/ui/toast-store');
  return storeModule;
}

/**
 * Shows a toast. One at a time (spec §9): a new toast replaces the one on screen, so a stale
 * message never sits under a fresh one. Errors use the destructive variant.
 */
export function showToast(input: ToastInput): void {
  lastShownAt = Date.now();
  if (!requested) {
    requested = true;
    for (const listener of hostListeners) listener();
  }
  loadStore().then(
    (store) => store.show(input),
    (err: unknown) => console.error('toast could not be shown', input.title, err),
  );
}

/**
 * A toast that matters less than anything the person just did (e.g. "ready to use offline"):
 * shown only when no other toast appeared during the last toast duration, so it never replaces
 * an error or a confirmation.
 */
export function showToastIfIdle(input: ToastInput): void {
  if (Date.now() - lastShownAt < (input.duration ?? TOAST_DURATION_MS)) return;
  showToast(input);
}

/** The open modal dialogs' elements, the last one on top. */
const openDialogs: HTMLElement[] = [];
const layerListeners = new Set<() => void>();

/**
 * Called by a modal dialog when it opens; returns what to call when it closes. While one is open,
 * toasts show at the top of the screen, inside the dialog (the rest of the page is inert under a
 * modal dialog), and the sheet keeps room for them, so a toast never lies over the dialog's
 * buttons (docs/architecture.md, "Toasts and open dialogs").
 */
export function dialogOpened(dialog: HTMLElement): () => void {
  openDialogs.push(dialog);
  for (const listener of layerListeners) listener();
  void storeModule?.then((store) => store.moveAboveDialog());
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openDialogs.splice(openDialogs.indexOf(dialog), 1);
    for (const listener of layerListeners) listener();
  };
}

/** The open dialog toasts are drawn in, or null (useSyncExternalStore's snapshot). */
export const topDialog = (): HTMLElement | null => openDialogs.at(-1) ?? null;

/** Calls `listener` when a dialog opens or closes. */
export function onDialogChange(listener: () => void): () => void {
  layerListeners.add(listener);
  return () => layerListeners.delete(listener);
}

export const isDialogOpen = () => openDialogs.length > 0;

/** Lets the toast host mount the toaster once the first toast is requested. */
export function onFirstToast(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export const toastRequested = () => requested;
