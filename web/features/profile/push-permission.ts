/**
 * Push notifications in this browser (spec §4: unsupported; permission default, granted or
 * denied; subscribed or unsubscribed) and what /profile says about each state. Pure, so it is
 * unit-tested without a browser.
 */
export type PushPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

/** The parts of `window` this looks at (tests pass a fake). */
export interface PushEnvironment {
  Notification?: { permission: NotificationPermission };
  PushManager?: unknown;
  navigator?: { serviceWorker?: unknown };
  isSecureContext?: boolean;
}

export function pushPermissionState(env: PushEnvironment): PushPermissionState {
  const supported =
    env.isSecureContext !== false &&
    env.Notification !== undefined &&
    env.PushManager !== undefined &&
    env.navigator?.serviceWorker !== undefined;
  if (!supported) return 'unsupported';
  const permission = env.Notification?.permission;
  return permission === 'granted' || permission === 'denied' ? permission : 'default';
}

export const permissionTexts: Record<PushPermissionState, string> = {
  default: 'Ao ligar o lembrete, o navegador vai pedir permissão para mostrar notificações.',
  granted: 'Notificações permitidas neste aparelho.',
  denied:
    'As notificações estão bloqueadas neste navegador. Para reativar, toque no cadeado ao lado do ' +
    'endereço do site (ou abra as configurações do app no celular), procure "Notificações", ' +
    'escolha "Permitir" e volte a esta página.',
  unsupported:
    'Este navegador não permite notificações. Instale o app na tela inicial ou use um navegador ' +
    'atualizado (Chrome, Edge, Firefox ou Safari 16.4+) para receber lembretes.',
};

/** Can the reminder be switched on from this state (a denied permission cannot be asked again)? */
export const canEnableReminder = (state: PushPermissionState) => state === 'default' || state === 'granted';

/** The VAPID public key (base64url) as `applicationServerKey` bytes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The test notification closes by itself after 5 seconds (spec §9). */
export const TEST_NOTIFICATION_MS = 5000;
