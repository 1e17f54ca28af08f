import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../shared/api';
import type { ReminderSettings } from '../../../shared/schemas/notifications.schema';
import { DEFAULT_REMINDER } from '../../../shared/schemas/notifications.schema';
import { notificationTexts, REMINDER_URL } from '../../../shared/texts/notification.texts';
import { apiGet, apiPost, apiRequest, failureMessage } from '../../lib/api-client';
import type { StoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';
import { showTestNotification } from '../../pwa/test-notification';
import { ProfileSection } from './profile-section';
import {
  canEnableReminder,
  type PushPermissionState,
  permissionTexts,
  pushPermissionState,
  vapidKeyBytes,
} from './push-permission';

const currentState = () =>
  pushPermissionState(window as unknown as Parameters<typeof pushPermissionState>[0]);

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Subscribes this browser with the server's VAPID key and sends the subscription (spec §7). */
async function subscribe(user: StoredUser): Promise<void> {
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await apiGet<{ publicKey: string }>(api.notificationsVapidPublicKey);
    subscription = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(publicKey),
    });
  }
  await apiPost(api.notificationsSubscribe, { subscription: subscription.toJSON(), userId: user.id });
}

async function unsubscribe(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  try {
    await apiPost(api.notificationsUnsubscribe, { endpoint: subscription.endpoint });
  } finally {
    await subscription.unsubscribe();
  }
}

/** 'Lembrete diário': a push reminder to check in at a chosen time, and a test notification. */
export function ReminderSection({ user }: { user: StoredUser }) {
  const [state, setState] = useState<PushPermissionState>(currentState);
  const [settings, setSettings] = useState<ReminderSettings>(DEFAULT_REMINDER);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiGet<ReminderSettings>(api.notificationsReminder).then(
      (saved) => {
        if (!live) return;
        setSettings(saved);
        setLoaded(true);
      },
      () => live && setLoaded(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (settings.enabled) {
        let permission = currentState();
        if (permission === 'default') {
          await Notification.requestPermission();
          permission = currentState();
        }
        setState(permission);
        if (permission !== 'granted') {
          showToast({
            title: 'Lembrete não ligado',
            description: permissionTexts[permission],
            variant: 'destructive',
          });
          return;
        }
        // Spec §7: push failures are only logged; the setting is saved either way.
        await subscribe(user).catch((err) => console.error('push subscribe failed', err));
      } else if (state !== 'unsupported') {
        await unsubscribe().catch((err) => console.error('push unsubscribe failed', err));
      }
      const saved = await apiRequest<ReminderSettings>('PUT', api.notificationsReminder, settings);
      setSettings(saved);
      showToast({
        title: 'Lembrete salvo',
        description: saved.enabled
          ? `Vamos lembrar você todos os dias às ${saved.time}.`
          : 'Lembrete desligado.',
      });
    } catch (err) {
      showToast({
        title: 'Não foi possível salvar o lembrete',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async () => {
    try {
      await showTestNotification({
        title: notificationTexts.testTitle,
        body: notificationTexts.testBody,
        url: REMINDER_URL,
        tag: 'virada-test',
      });
    } catch (err) {
      console.warn('test notification failed', err);
    }
  };

  return (
    <ProfileSection id="lembrete" title="Lembrete diário">
      <p className="muted">Uma notificação por dia, no horário que você escolher, para fazer seu check-in.</p>
      <p className="field-hint" role="status" data-permission={state}>
        {permissionTexts[state]}
      </p>
      <form className="profile-form" onSubmit={save} noValidate>
        <label className="reminder-toggle">
          <input
            type="checkbox"
            checked={settings.enabled}
            disabled={!loaded || busy || (!settings.enabled && !canEnableReminder(state))}
            onChange={(e) => setSettings((s) => ({ ...s, enabled: e.target.checked }))}
          />
          <span>Receber lembrete diário</span>
        </label>
        <label className="field">
          <span className="field-label">Horário</span>
          <input
            type="time"
            className="input"
            value={settings.time}
            required
            disabled={!loaded || busy}
            onChange={(e) => setSettings((s) => ({ ...s, time: e.target.value || s.time }))}
          />
        </label>
        <div className="profile-actions">
          <button type="submit" className="btn btn-primary" disabled={!loaded || busy}>
            {busy ? 'Salvando...' : 'Salvar lembrete'}
          </button>
          {state === 'granted' && (
            <button type="button" className="btn btn-secondary" onClick={sendTest}>
              Enviar notificação de teste
            </button>
          )}
        </div>
      </form>
    </ProfileSection>
  );
}
