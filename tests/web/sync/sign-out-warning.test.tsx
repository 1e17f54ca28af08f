import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../shared/constants';
import { db } from '../../../web/data/db';
import { recordCheckin } from '../../../web/data/member-writes';
import SignOutWarning from '../../../web/features/sync/sign-out-warning';
import { ALICE, checkinInput, fakeFetch, pushAnswer, resetDb } from './sync-test-kit';

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id: ALICE, name: 'Alice', userType: 'client' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show() {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<SignOutWarning userId={ALICE} onCancel={onCancel} onConfirm={onConfirm} />);
  return { onCancel, onConfirm };
}

describe('SignOutWarning', () => {
  it('warns in pt-BR with the number of unsent records', async () => {
    await recordCheckin(ALICE, checkinInput());
    await recordCheckin(ALICE, checkinInput());
    show();
    expect(
      await screen.findByRole('dialog', { name: 'Alguns registros ainda não foram enviados' }),
    ).toBeTruthy();
    await screen.findByText(/Há 2 registros salvos só neste aparelho/);
  });

  it('"Esperar sincronizar" sends them and then goes on signing out', async () => {
    await recordCheckin(ALICE, checkinInput());
    vi.stubGlobal('fetch', fakeFetch(pushAnswer('stored')).fetch);
    const { onConfirm } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Esperar sincronizar' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, it explains and stays open', async () => {
    await recordCheckin(ALICE, checkinInput());
    vi.stubGlobal('fetch', fakeFetch(new TypeError('Failed to fetch')).fetch);
    const { onConfirm } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Esperar sincronizar' }));
    await screen.findByText(/Sem conexão no momento/);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });

  it('"Sair mesmo assim" goes on signing out', async () => {
    await recordCheckin(ALICE, checkinInput());
    const { onConfirm } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sair mesmo assim' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
