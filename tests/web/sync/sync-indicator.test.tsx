import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SyncIndicator from '../../../web/features/sync/sync-indicator';
import { getSyncEngine } from '../../../web/sync/sync-engine';
import { ALICE } from './sync-test-kit';

afterEach(() => {
  cleanup();
  getSyncEngine().status.reset();
  vi.useRealTimers();
});

describe('SyncIndicator', () => {
  it('says everything is saved, in a polite status region', () => {
    render(<SyncIndicator userId={ALICE} />);
    expect(screen.getByRole('button', { name: 'Sincronização: Tudo salvo' })).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Tudo salvo');
  });

  it('shows the waiting count at once and announces it once it settles', () => {
    vi.useFakeTimers();
    render(<SyncIndicator userId={ALICE} />);
    act(() => getSyncEngine().status.update({ pendingCount: 2 }));
    expect(
      screen.getByRole('button', { name: 'Sincronização: 2 registros aguardando conexão' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Tudo salvo');
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.getByRole('status').textContent).toBe('2 registros aguardando conexão');
  });
});
