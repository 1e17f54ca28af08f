import { useEffect } from 'react';
import { toastTexts } from '../../shared/texts/toast.texts';
import { showToast, showToastIfIdle } from '../lib/toaster';
import { activateWaitingWorker, afterPageLoad, registerServiceWorker } from './service-worker-registration';

/** How often a long-open page (an installed app stays open for days) asks for a new worker. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

function showUpdateToast(onUpdate: () => void): void {
  showToast({
    title: toastTexts.updateAvailableTitle,
    description: toastTexts.updateAvailableDescription,
    duration: Number.POSITIVE_INFINITY,
    action: { label: toastTexts.updateAction, onClick: onUpdate },
  });
}

// Once per page: React's remounts (and StrictMode's double effects) never register twice.
let started = false;

/**
 * Registers /sw.js (registerType 'prompt') and asks before updating: when a new version is
 * waiting, a toast that stays offers "Atualizar"; only that tap activates the new worker and
 * reloads. The page never reloads on its own. Registration errors are only logged.
 */
export function useServiceWorkerUpdates(): void {
  useEffect(() => {
    if (started || !('serviceWorker' in navigator)) return;
    started = true;
    // True once the person tapped "Atualizar" in this tab.
    let updateRequested = false;
    let registration: ServiceWorkerRegistration | undefined;
    const applyUpdate = () => {
      updateRequested = true;
      // Already activated (e.g. from another tab): the new version only needs a reload.
      if (!activateWaitingWorker(registration)) reloadOnce();
    };
    afterPageLoad(() => {
      registerServiceWorker({
        // Shown once, when the app first becomes usable offline, unless another toast is on screen.
        onOfflineReady: () =>
          showToastIfIdle({
            title: toastTexts.offlineReadyTitle,
            description: toastTexts.offlineReadyDescription,
          }),
        onUpdateWaiting: () => showUpdateToast(applyUpdate),
        // The new worker took control. Reload only if this tab asked for it; a tab updated from
        // another tab asks its person first.
        onControllerReplaced: () => (updateRequested ? reloadOnce() : showUpdateToast(reloadOnce)),
      })
        .then((registered) => {
          registration = registered;
          setInterval(() => {
            if (!navigator.onLine || registered.installing) return;
            registered.update().catch((error: unknown) => {
              console.warn('[virada] verificação de atualização do service worker falhou', error);
            });
          }, UPDATE_CHECK_INTERVAL_MS);
        })
        .catch((error: unknown) => {
          console.warn('[virada] registro do service worker falhou', error);
        });
    });
  }, []);
}
