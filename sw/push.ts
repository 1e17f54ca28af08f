/// <reference lib="WebWorker" />
/**
 * Push reminders (issue 5): a `push` shows the server's notification; a click focuses an open
 * window of the app (navigating it to the notification's page) or opens one. The dashboard opens
 * the check-in dialog for `/dashboard?checkin=1`.
 */
import { notificationTexts, REMINDER_URL } from '../shared/texts/notification.texts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

/** The message's JSON, or the reminder's own text when it cannot be read. */
function readMessage(event: PushEvent): PushMessage {
  try {
    return (event.data?.json() as PushMessage | undefined) ?? {};
  } catch {
    return {};
  }
}

/** Only same-app paths are opened. */
const safeUrl = (url: unknown) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : REMINDER_URL;

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const message = readMessage(event);
    event.waitUntil(
      self.registration.showNotification(message.title || notificationTexts.reminderTitle, {
        body: message.body || notificationTexts.reminderBody,
        icon: ICON,
        badge: ICON,
        tag: message.tag || 'virada-reminder',
        lang: 'pt-BR',
        data: { url: safeUrl(message.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = safeUrl((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openApp(url));
  });
}

async function openApp(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}
