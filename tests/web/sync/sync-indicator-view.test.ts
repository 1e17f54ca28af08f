import { describe, expect, it } from 'vitest';
import { indicatorView } from '../../../web/features/sync/sync-indicator-view';
import type { SyncStatus } from '../../../web/sync/sync-status';

const status = (patch: Partial<SyncStatus>): SyncStatus => ({
  state: 'idle',
  pendingCount: 0,
  rejectedCount: 0,
  lastSyncedAt: null,
  ...patch,
});

describe('indicatorView', () => {
  it.each<[string, Partial<SyncStatus>, boolean, string]>([
    ['all saved', {}, true, 'Tudo salvo'],
    ['one waiting', { pendingCount: 1 }, true, '1 registro aguardando conexão'],
    ['two waiting', { pendingCount: 2 }, true, '2 registros aguardando conexão'],
    ['sending', { pendingCount: 2, state: 'syncing' }, true, 'Enviando seus registros…'],
    [
      'offline',
      { pendingCount: 2, state: 'offline' },
      true,
      'Sem conexão — seus registros estão salvos neste aparelho',
    ],
    [
      'browser offline',
      { pendingCount: 0 },
      false,
      'Sem conexão — seus registros estão salvos neste aparelho',
    ],
    [
      'session ended',
      { pendingCount: 2, state: 'needs-sign-in' },
      true,
      'Entre de novo para enviar seus registros',
    ],
    ['refused', { rejectedCount: 3, pendingCount: 1 }, true, '3 registros não foram aceitos'],
    ['one refused', { rejectedCount: 1 }, true, '1 registro não foi aceito'],
  ])('%s', (_name, patch, online, message) => {
    expect(indicatorView(status(patch), online).message).toBe(message);
  });

  it('links to sign-in only when the session ended', () => {
    expect(indicatorView(status({ state: 'needs-sign-in' }), true).needsSignIn).toBe(true);
    expect(indicatorView(status({ state: 'error', pendingCount: 1 }), true).needsSignIn).toBe(false);
  });
});
