import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastRequested } from '../../lib/toaster';

const AppToaster = lazy(() => import('./app-toaster'));

/** Mounts the toaster when the first toast is requested (see lib/toaster.ts). */
export function ToastHost() {
  const needed = useSyncExternalStore(onFirstToast, toastRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
