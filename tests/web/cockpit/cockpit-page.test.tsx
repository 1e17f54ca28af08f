import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../shared/constants';
import { addDaysToLocalDate, todayIn } from '../../../shared/domain/zoned';
import type { LocalCheckin } from '../../../web/data/db';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));
// uPlot needs a canvas; the chart is decorative (the cards carry the same figures as text).
vi.mock('../../../web/features/cockpit/cockpit-chart', () => ({
  default: ({ spec }: { spec: { series: { label: string }[] } }) => (
    <div data-testid="cockpit-chart">{spec.series.map((s) => s.label).join(', ')}</div>
  ),
}));

const { db } = await import('../../../web/data/db');
const { CockpitPage } = await import('../../../web/features/cockpit/cockpit-page');

const USER = 'user-cockpit';
const TZ = 'America/Sao_Paulo';
const today = todayIn(TZ);
let seq = 0;

/** A stored check-in; `tags` is spelled out for stores written before the field was typed. */
function row(daysAgo: number, patch: Partial<LocalCheckin> & { tags?: string[] } = {}): LocalCheckin {
  seq += 1;
  const date = addDaysToLocalDate(today, -daysAgo);
  const stored = {
    id: `ck-${String(seq).padStart(4, '0')}`,
    userId: USER,
    date,
    recordedAt: `${date}T23:00:00.000Z`,
    hadRelapse: false,
    amountSpentCents: 0,
    mood: 3,
    notes: null,
    tags: [],
    syncState: 'synced',
    syncMessage: null,
    version: 1,
    ...patch,
  };
  return stored as LocalCheckin;
}

/** Eight days: a relapse with "Dia de pagamento" every other day, clean days between. */
const eightDays = () =>
  Array.from({ length: 8 }, (_, k) =>
    k % 2 === 0
      ? row(k, { hadRelapse: true, amountSpentCents: 5000, mood: 2, tags: ['pagamento'] })
      : row(k, { mood: 4 }),
  );

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      id: USER,
      email: 'ana@exemplo.com',
      name: 'Ana',
      userType: 'client',
      createdAt: `${addDaysToLocalDate(today, -30)}T12:00:00.000Z`,
      timezone: TZ,
    }),
  );
});
afterEach(cleanup);

/** The first read opens IndexedDB; on a busy machine that takes longer than findBy's 1 s. */
const SLOW = { timeout: 10_000 };

describe('CockpitPage', () => {
  it('explains what will appear when there are fewer than three check-ins, with the help lines', async () => {
    await db.checkins.put(row(1));
    render(<CockpitPage />);
    expect(
      await screen.findByRole('heading', { name: 'Seu painel começa com alguns check-ins' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText(/Você já fez 1 de 3 check-ins/)).toBeTruthy();
    expect(screen.getByText(/os gatilhos mais presentes antes de uma recaída/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CVV: 188' }).getAttribute('href')).toBe('tel:188');
    expect(screen.getByRole('link', { name: 'SAMU: 192' }).getAttribute('href')).toBe('tel:192');
  });

  it('shows the trigger, its sentence, the tables and the charts from local data', async () => {
    await db.checkins.bulkPut(eightDays());
    render(<CockpitPage />);
    const sentence =
      'Nos dias com “Dia de pagamento” você registrou mais recaídas: em 4 de 4 dias, contra 0 de 3 dias sem esse gatilho.';
    const triggers = await screen.findByRole('region', { name: 'Gatilhos' }, SLOW);
    expect(within(triggers).getByText(sentence)).toBeTruthy();
    expect(within(triggers).getByText('Dia de pagamento')).toBeTruthy();
    expect(within(triggers).getByText('4 de 4 recaídas com gatilhos (100%)')).toBeTruthy();
    // The sentence is also among the highlights.
    const highlights = screen.getByRole('region', { name: 'O que seus registros mostram' });
    expect(within(highlights).getByText(sentence)).toBeTruthy();
    // Each chart has its table equivalent.
    const weekday = screen.getByRole('region', { name: 'Dias da semana' });
    expect(within(weekday).getByRole('table', { name: 'Recaídas por dia da semana' })).toBeTruthy();
    expect(await within(weekday).findByTestId('cockpit-chart', {}, SLOW)).toBeTruthy();
    const money = screen.getByRole('region', { name: 'Dinheiro por mês' });
    expect(within(money).getAllByText('R$ 200,00').length).toBeGreaterThan(0);
  });

  it('follows new check-ins: from the empty state to the insights', async () => {
    await db.checkins.bulkPut([row(1), row(2)]);
    render(<CockpitPage />);
    await screen.findByText(/Você já fez 2 de 3 check-ins/, {}, SLOW);
    await act(async () => {
      await db.checkins.put(row(0, { hadRelapse: true, tags: ['tedio'] }));
    });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Gatilhos' })).toBeTruthy(), SLOW);
    expect(screen.queryByText(/Seu painel começa/)).toBeNull();
  });

  it('says plainly when there are no relapses', async () => {
    await db.checkins.bulkPut([row(0), row(1), row(2)]);
    render(<CockpitPage />);
    expect(await screen.findByText(/Você não registrou recaídas/, {}, SLOW)).toBeTruthy();
  });
});
