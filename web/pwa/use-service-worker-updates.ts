import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useRef } from 'react';
import { toastTexts } from '../../shared/texts/toast.texts';
import { showToast, showToastIfIdle } from '../lib/toaster';

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

/**
 * Registers /sw.js (registerType 'prompt') and asks before updating: when a new version is
 * waiting, a toast that stays offers "Atualizar"; only that tap activates the new worker and
 * reloads. The page never reloads on its own. Registration errors are only logged.
 */
export function useServiceWorkerUpdates(): void {
  // True once the person tapped "Atualizar" in this tab.
  const updateRequested = useRef(false);
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        if (!navigator.onLine || registration.installing) return;
        registration.update().catch((error: unknown) => {
          console.warn('[virada] verificação de atualização do service worker falhou', error);
        });
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('[virada] registro do service worker falhou', error);
    },
    // The new worker took control. Reload only if this tab asked for it; a tab updated from
    // another tab asks its person first.
    onNeedReload() {
      if (updateRequested.current) reloadOnce();
      else showUpdateToast(reloadOnce);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    // The person tapped "Atualizar": activate the waiting worker, then reload once it controls
    // the page. workbox-window reports that only when the page was already controlled at load,
    // hence our own controllerchange listener (a first visit that meets an update too).
    const applyUpdate = async () => {
      updateRequested.current = true;
      const container = navigator.serviceWorker;
      container.addEventListener('controllerchange', reloadOnce, { once: true });
      const registration = await container.getRegistration();
      // Already activated (e.g. from another tab): the new version only needs a reload.
      if (!registration?.waiting) reloadOnce();
      else await updateServiceWorker(true);
    };
    showUpdateToast(() => {
      applyUpdate().catch((error: unknown) => {
        console.warn('[virada] atualização do service worker falhou', error);
      });
    });
  }, [needRefresh, updateServiceWorker]);

  // Shown once, when the app first becomes usable offline, unless another toast is on screen.
  const offlineToastShown = useRef(false);
  useEffect(() => {
    if (!offlineReady || needRefresh || offlineToastShown.current) return;
    offlineToastShown.current = true;
    showToastIfIdle({ title: toastTexts.offlineReadyTitle, description: toastTexts.offlineReadyDescription });
  }, [offlineReady, needRefresh]);
}
