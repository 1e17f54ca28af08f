import { TEST_NOTIFICATION_MS } from '../features/profile/push-permission';

export interface LocalNotification {
  title: string;
  body: string;
  /** Same-app path opened when the notification is clicked (`sw/push.ts` reads `data.url`). */
  url: string;
  tag: string;
}

/**
 * Shows a notification through the service worker registration (works while the app is open,
 * no push service involved) and closes it after 5 seconds (spec §9). Used by the member's
 * 'Enviar notificação de teste' (profile) and the admin's test on `/admin/notifications`.
 */
export async function showTestNotification(notification: LocalNotification): Promise<void> {
  const reg = await navigator.serviceWorker.ready;
  const { tag } = notification;
  await reg.showNotification(notification.title, {
    body: notification.body,
    icon: '/icons/icon-192.png',
    tag,
    lang: 'pt-BR',
    data: { url: notification.url },
  });
  setTimeout(() => {
    void reg.getNotifications({ tag }).then((list) => {
      for (const n of list) n.close();
    });
  }, TEST_NOTIFICATION_MS);
}
