import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 19: when this device's calendar is more than a day away from the server's, the daily
 * check-in asks which day it is for before saving; the relapse dialog never asks.
 */

vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));

const { db } = await import('../../../web/data/db');
const { CheckinDialog } = await import('../../../web/features/checkin/checkin-dialog');
const { RelapseDialog } = await import('../../../web/features/relapse/relapse-dialog');
const { dayDisagreement, deviceToday, memberToday } = await import('../../../web/lib/member-today');
const { StreakTimerCard } = await import('../../../web/features/dashboard/streak-timer-card');
const clock = await import('../../../web/lib/server-clock');

const USER = 'user-1';
const SERVER_TODAY = '2026-11-22';
const QUESTION = 'De que dia é este check-in?';
const DAY = 86_400_000;

beforeEach(async () => {
  await db.checkins.clear();
  await db.outbox.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
async function choose(label: string | RegExp) {
  fireEvent.click(screen.getByText(label));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the daily check-in asks which day it is', { timeout: 20_000 }, () => {
  it('device three days behind: both days offered, none chosen, and nothing saved until one is', async () => {
    const onOpenChange = vi.fn();
    render(
      <CheckinDialog
        open
        onOpenChange={onOpenChange}
        userId={USER}
        today={SERVER_TODAY}
        deviceDay="2026-11-19"
      />,
    );
    const group = await screen.findByRole('radiogroup', { name: QUESTION });
    expect(group.textContent).toContain(
      'Este aparelho marca 19/11/2026, e pelo relógio do Virada hoje é 22/11/2026. Acontece com qualquer celular: é só escolher o dia certo.',
    );
    const server = screen.getByRole('radio', { name: '22/11/2026, hoje pelo relógio do Virada' });
    const device = screen.getByRole('radio', { name: '19/11/2026, a data deste aparelho' });
    expect(server).toHaveProperty('checked', false);
    expect(device).toHaveProperty('checked', false);
    expect(device).toHaveProperty('disabled', false);
    expect(screen.getByText('Você apostou nesse dia?')).toBeTruthy();

    await choose('Não');
    submit(/Registrar check-in/);
    expect(await screen.findByText('Escolha de que dia é este check-in')).toBeTruthy();
    expect(await db.checkins.count()).toBe(0);
    expect(onOpenChange).not.toHaveBeenCalled();

    await choose('19/11/2026, a data deste aparelho');
    expect(screen.queryByText('Escolha de que dia é este check-in')).toBeNull();
    expect(screen.getByText('Você apostou em 19/11/2026?')).toBeTruthy();
    submit(/Registrar check-in/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.toArray()).toMatchObject([{ date: '2026-11-19', hadRelapse: false }]);
  });

  it('the server’s day, when chosen, is the date saved', async () => {
    const onOpenChange = vi.fn();
    render(
      <CheckinDialog
        open
        onOpenChange={onOpenChange}
        userId={USER}
        today={SERVER_TODAY}
        deviceDay="2026-11-19"
      />,
    );
    await screen.findByRole('radiogroup', { name: QUESTION });
    await choose('22/11/2026, hoje pelo relógio do Virada');
    expect(screen.getByText('Você apostou hoje?')).toBeTruthy();
    await choose('Sim');
    fireEvent.change(screen.getByLabelText('Quanto foi gasto? (R$)'), { target: { value: '20' } });
    submit(/Registrar check-in/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.toArray()).toMatchObject([
      { date: SERVER_TODAY, hadRelapse: true, amountSpentCents: 2000 },
    ]);
  });

  it('device three days ahead: its day is shown but cannot be chosen (the server refuses future days)', async () => {
    const onOpenChange = vi.fn();
    render(
      <CheckinDialog
        open
        onOpenChange={onOpenChange}
        userId={USER}
        today={SERVER_TODAY}
        deviceDay="2026-11-25"
      />,
    );
    await screen.findByRole('radiogroup', { name: QUESTION });
    const device = screen.getByRole('radio', {
      name: '25/11/2026, a data deste aparelho (esse dia ainda não chegou)',
    });
    expect(device).toHaveProperty('disabled', true);
    await choose('Não');
    submit(/Registrar check-in/);
    expect(await screen.findByText('Escolha de que dia é este check-in')).toBeTruthy();
    await choose('22/11/2026, hoje pelo relógio do Virada');
    submit(/Registrar check-in/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.toArray()).toMatchObject([{ date: SERVER_TODAY }]);
  });

  it('clocks that agree ask nothing', async () => {
    const onOpenChange = vi.fn();
    render(
      <CheckinDialog open onOpenChange={onOpenChange} userId={USER} today={SERVER_TODAY} deviceDay={null} />,
    );
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    expect(screen.queryByRole('radiogroup', { name: QUESTION })).toBeNull();
    expect(screen.getByText('Você apostou hoje?')).toBeTruthy();
    await choose('Não');
    submit(/Registrar check-in/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.toArray()).toMatchObject([{ date: SERVER_TODAY }]);
  });

  it('a check-in opened for a given day asks nothing', async () => {
    render(
      <CheckinDialog
        open
        onOpenChange={() => {}}
        userId={USER}
        today={SERVER_TODAY}
        initialDate="2026-11-20"
        deviceDay="2026-11-19"
      />,
    );
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    expect(screen.queryByRole('radiogroup', { name: QUESTION })).toBeNull();
    expect(screen.getByText('Você apostou em 20/11/2026?')).toBeTruthy();
  });

  it('the relapse dialog never asks: the member dates it on the calendar', async () => {
    const onOpenChange = vi.fn();
    // RelapseDialog takes no device day at all; it starts from the (server's) today.
    render(<RelapseDialog open onOpenChange={onOpenChange} userId={USER} today={SERVER_TODAY} />);
    await screen.findByRole('dialog', { name: 'Registrar Recaída' });
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(screen.getByText('22/11/2026')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quanto foi gasto? (R$)'), { target: { value: '10' } });
    submit(/^Registrar$/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.toArray()).toMatchObject([{ date: SERVER_TODAY, hadRelapse: true }]);
  });
});

describe('the member’s today and the streak timer follow the server’s clock', () => {
  const TZ = 'America/Sao_Paulo';
  // 2026-11-22 15:00 in São Paulo (UTC−3).
  const DEVICE_NOW = Date.UTC(2026, 10, 22, 18, 0, 0);

  it('days more than one apart disagree; one day apart (a few minutes around midnight) does not', () => {
    expect(dayDisagreement('2026-11-22', '2026-11-22')).toBe(false);
    expect(dayDisagreement('2026-11-22', '2026-11-23')).toBe(false);
    expect(dayDisagreement('2026-11-22', '2026-11-21')).toBe(false);
    expect(dayDisagreement('2026-11-22', '2026-11-24')).toBe(true);
    expect(dayDisagreement('2026-11-22', '2026-11-19')).toBe(true);
    expect(dayDisagreement('2026-12-31', '2027-01-02')).toBe(true);
  });

  it('today is the server’s day in the member’s zone once the device is known to be off', () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    clock.noteServerTime(DEVICE_NOW, DEVICE_NOW);
    expect(memberToday(TZ)).toBe('2026-11-22');
    // The server says it is three days earlier than this device thinks.
    clock.noteServerTime(DEVICE_NOW - 3 * DAY, DEVICE_NOW);
    expect(memberToday(TZ)).toBe('2026-11-19');
    expect(deviceToday(TZ)).toBe('2026-11-22');
    clock.noteServerTime(DEVICE_NOW, DEVICE_NOW);
  });

  it('the timer counts to the server’s now', async () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    // The server's now is the device's minus three days; the streak started 2 days and 5 h before it.
    clock.noteServerTime(DEVICE_NOW - 3 * DAY, DEVICE_NOW);
    const start = new Date(DEVICE_NOW - 3 * DAY - 2 * DAY - 5 * 3_600_000).toISOString();
    render(<StreakTimerCard streakStartTime={start} bestStreak={2} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('2 dias sem apostar');
    cleanup();
    clock.noteServerTime(DEVICE_NOW, DEVICE_NOW);
    render(<StreakTimerCard streakStartTime={start} bestStreak={2} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('5 dias sem apostar');
  });
});
