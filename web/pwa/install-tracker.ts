import { api } from '../../shared/api';
import type { InstallType, Platform, PwaInstallPayload } from '../../shared/schemas/tracking.schema';
import { readStoredUser } from '../lib/stored-user';
import { currentPlatform } from './detection';
import { httpTransport, type TrackingTransport, USER_AGENT_MAX } from './tracking-transport';

/** localStorage flag: the install was reported, never report it again (spec §4). */
export const INSTALL_TRACKED_KEY = 'virada:install-tracked';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: readonly string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<void>;
}

export interface InstallTrackerEnv {
  transport: TrackingTransport;
  storage(): Storage | null;
  userAgent(): string;
  platform(): Platform;
  currentUserId(): string | null;
}

export function browserInstallEnv(): InstallTrackerEnv {
  return {
    transport: httpTransport,
    storage: () => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    },
    userAgent: () => navigator.userAgent,
    platform: currentPlatform,
    currentUserId: () => readStoredUser()?.id ?? null,
  };
}

/**
 * Reports the app's installation once per browser (POST /api/pwa/install): 'beforeinstallprompt'
 * when the person accepts the browser's install prompt, 'add_to_homescreen' on `appinstalled`.
 * Keeps the prompt event so that an install button can show it later (`promptInstall`).
 */
export class InstallTracker {
  private deferredPrompt: BeforeInstallPromptEvent | null = null;
  private sending = false;
  private readonly listeners = new Set<() => void>();
  private removeListeners: (() => void) | null = null;

  constructor(private readonly env: InstallTrackerEnv = browserInstallEnv()) {}

  attach(): void {
    if (this.removeListeners) return;
    const onPrompt = (event: Event) => this.handlePrompt(event as BeforeInstallPromptEvent);
    const onInstalled = () => {
      this.setPrompt(null);
      this.track('add_to_homescreen');
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    this.removeListeners = () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }

  detach(): void {
    this.removeListeners?.();
    this.removeListeners = null;
  }

  /** True while the browser offers an install prompt that the app may show. */
  get canPromptInstall(): boolean {
    return this.deferredPrompt !== null;
  }

  /** Notifies when `canPromptInstall` changes (/app's install button: useInstallPrompt). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Shows the kept install prompt; the outcome is tracked by the prompt's own handler. */
  async promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const event = this.deferredPrompt;
    if (!event) return 'unavailable';
    this.setPrompt(null);
    await event.prompt();
    return (await event.userChoice).outcome;
  }

  /** Sends the install record unless it was already sent from this browser. */
  track(installType: InstallType): void {
    if (this.sending || this.alreadyTracked()) return;
    this.sending = true;
    const { env } = this;
    const userId = env.currentUserId();
    const payload: PwaInstallPayload = {
      ...(userId ? { userId } : {}),
      userAgent: env.userAgent().slice(0, USER_AGENT_MAX),
      platform: env.platform(),
      installType,
    };
    void env.transport.send('POST', api.pwaInstall, payload).then((sent) => {
      this.sending = false;
      if (sent) this.markTracked();
    });
  }

  private handlePrompt(event: BeforeInstallPromptEvent): void {
    // No preventDefault(): the browser's own install UI stays; /app's "Instalar" shows this same prompt.
    this.setPrompt(event);
    event.userChoice.then(
      (choice) => {
        if (this.deferredPrompt === event) this.setPrompt(null);
        if (choice.outcome === 'accepted') this.track('beforeinstallprompt');
      },
      () => {},
    );
  }

  private setPrompt(event: BeforeInstallPromptEvent | null): void {
    if (this.deferredPrompt === event) return;
    this.deferredPrompt = event;
    for (const listener of this.listeners) listener();
  }

  private alreadyTracked(): boolean {
    try {
      const storage = this.env.storage();
      return storage !== null && storage.getItem(INSTALL_TRACKED_KEY) !== null;
    } catch {
      return false;
    }
  }

  private markTracked(): void {
    try {
      this.env.storage()?.setItem(INSTALL_TRACKED_KEY, new Date().toISOString());
    } catch (error) {
      console.warn('[virada] não foi possível guardar o registro de instalação', error);
    }
  }
}
