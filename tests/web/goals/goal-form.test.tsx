import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assessment, Goal } from '../../../shared/domain/types';

const navigate = vi.fn();
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const { db } = await import('../../../web/data/db');
const { track } = await import('../../../web/lib/analytics');
const { showToast } = await import('../../../web/lib/toaster');
const { GoalForm } = await import('../../../web/features/goals/goal-form');

const USER = 'user-1';
const ASSESSMENT: Assessment = {
  id: 'a1',
  completedAt: '2026-11-20T12:00:00.000Z',
  daysPerWeek: 4,
  weeklySpendingCents: 30000,
  pgsiAnswers: null,
};

beforeEach(async () => {
  await db.goals.clear();
  await db.outbox.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
/** Ark UI reports a radio choice after the click's task; a person never submits within it. */
const choose = async (name: string) => {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('goal form', { timeout: 20_000 }, () => {
  it('asks for a type, then both reduction targets, and saves them in centavos', async () => {
    render(<GoalForm userId={USER} current={null} assessment={ASSESSMENT} />);
    save();
    expect(
      await screen.findByText('Escolha a sua meta: parar totalmente ou reduzir aos poucos'),
    ).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('type');

    await choose('Reduzir aos poucos');
    expect(screen.getByText('Hoje: 4 dias e R$ 300,00 por semana')).toBeTruthy();
    save();
    expect(
      await screen.findByText('Informe em quantos dias por semana, no máximo, você quer apostar (0 a 7)'),
    ).toBeTruthy();
    expect(screen.getByText('Informe o limite de gasto por semana')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('targetDaysPerWeek');

    await choose('2 dias');
    const budget = screen.getByLabelText('Qual o limite de gasto por semana?');
    fireEvent.change(budget, { target: { value: 'cem' } });
    save();
    expect(await screen.findByText('Digite um valor válido')).toBeTruthy();
    fireEvent.change(budget, { target: { value: '100,50' } });
    save();

    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/dashboard' }));
    const [row] = await db.goals.toArray();
    expect(row).toMatchObject({
      userId: USER,
      type: 'reduction',
      targetDaysPerWeek: 2,
      targetWeeklySpendingCents: 10050,
    });
    expect(row?.syncState).toBe('pending');
    expect(await db.outbox.count()).toBe(1);
    expect(track).toHaveBeenCalledWith('goal_set', 'reduction');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Meta salva' }));
  });

  it('starts from the current goal and saves a cessation without targets', async () => {
    const current: Goal = {
      id: 'g1',
      setAt: '2026-11-20T12:00:00.000Z',
      type: 'reduction',
      targetDaysPerWeek: 3,
      targetWeeklySpendingCents: 20000,
    };
    render(<GoalForm userId={USER} current={current} assessment={null} />);
    expect((screen.getByRole('radio', { name: /^Reduzir aos poucos/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: '3 dias' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Qual o limite de gasto por semana?') as HTMLInputElement).value).toBe(
      '200,00',
    );
    expect(screen.queryByText(/^Hoje:/)).toBeNull();

    await choose('Parar totalmente');
    expect(screen.queryByLabelText('Qual o limite de gasto por semana?')).toBeNull();
    save();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [row] = await db.goals.toArray();
    expect(row).toMatchObject({
      type: 'cessation',
      targetDaysPerWeek: null,
      targetWeeklySpendingCents: null,
    });
    expect(track).toHaveBeenCalledWith('goal_set', 'cessation');
  });
});
