import { describe, expect, it } from 'vitest';
import {
  canEnableReminder,
  permissionTexts,
  pushPermissionState,
  vapidKeyBytes,
} from '../../../web/features/profile/push-permission';

const browser = (permission: NotificationPermission) => ({
  Notification: { permission },
  PushManager: class {},
  navigator: { serviceWorker: {} },
  isSecureContext: true,
});

describe('pushPermissionState', () => {
  it.each(['default', 'granted', 'denied'] as const)('reads the permission %s', (permission) => {
    expect(pushPermissionState(browser(permission))).toBe(permission);
  });

  it('is unsupported without notifications, push, a service worker or a secure context', () => {
    const { Notification: _n, ...noNotification } = browser('granted');
    const { PushManager: _p, ...noPush } = browser('granted');
    expect(pushPermissionState(noNotification)).toBe('unsupported');
    expect(pushPermissionState(noPush)).toBe('unsupported');
    expect(pushPermissionState({ ...browser('granted'), navigator: {} })).toBe('unsupported');
    expect(pushPermissionState({ ...browser('granted'), isSecureContext: false })).toBe('unsupported');
  });

  it('lets the reminder be switched on only when permission can still be granted', () => {
    expect(canEnableReminder('default')).toBe(true);
    expect(canEnableReminder('granted')).toBe(true);
    expect(canEnableReminder('denied')).toBe(false);
    expect(canEnableReminder('unsupported')).toBe(false);
  });

  it('has a pt-BR text for every state; denied explains how to re-enable', () => {
    expect(permissionTexts.granted).toBe('Notificações permitidas neste aparelho.');
    expect(permissionTexts.denied).toContain('Permitir');
    expect(permissionTexts.unsupported).toContain('não permite notificações');
    expect(permissionTexts.default).toContain('pedir permissão');
  });
});

describe('vapidKeyBytes', () => {
  it('decodes a base64url key to its 65 bytes', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const key = Buffer.from(raw).toString('base64url');
    expect(Array.from(vapidKeyBytes(key))).toEqual(Array.from(raw));
  });
});
