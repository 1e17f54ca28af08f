import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assessment } from '../../../shared/domain/types';

vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const { db } = await import('../../../web/data/db');
const { track } = await import('../../../web/lib/analytics');
const { AssessmentFlow } = await import('../../../web/features/assessment/assessment-flow');

const USER = 'user-1';

beforeEach(async () => {
  await db.assessments.clear();
  await db.outbox.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** Ark UI reports a radio choice after the click's task; a person never submits within it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Answers question `index` (0–8) with `value` (0–3). By name: role queries over 36 radios are slow. */
const answer = (index: number, value: number) =>
  fireEvent.click(document.querySelector(`input[name="pgsi-${index}"][value="${value}"]`)!);

async function fillHabits(days: string, spend: string) {
  fireEvent.click(screen.getByRole('radio', { name: days }));
  await settle();
  fireEvent.change(screen.getByLabelText(/Quanto você gasta por semana/), { target: { value: spend } });
  click('Continuar');
  await screen.findByText(/Algumas perguntas/);
}

// Rendering nine Ark UI radio groups in jsdom takes a few seconds per test.
describe('assessment steps', { timeout: 20_000 }, () => {
  it('checks the habits, asks the nine questions, saves and shows the band with help', async () => {
    render(<AssessmentFlow userId={USER} previous={null} />);
    click('Continuar');
    expect(await screen.findByText('Informe quantos dias por semana você aposta, de 0 a 7')).toBeTruthy();
    expect(screen.getByText('Informe quanto você gasta por semana com apostas')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('daysPerWeek');

    await fillHabits('4 dias', '1.234,56');
    expect(document.activeElement?.tagName).toBe('H2');
    click('Ver meu resultado');
    expect(await screen.findByText('Responda todas as 9 perguntas')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('pgsi-0');

    for (let i = 0; i < 9; i++) answer(i, i < 5 ? 1 : 0);
    await settle();
    expect(screen.getByText('9 de 9 respondidas')).toBeTruthy();
    click('Ver meu resultado');

    expect(await screen.findByText('Risco moderado')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ligar para o 188' }).getAttribute('href')).toBe('tel:188');
    expect(screen.getByRole('link', { name: 'Conhecer os psicólogos' }).getAttribute('href')).toBe(
      '/therapists',
    );
    expect(screen.getByText(/Procure o CAPS mais próximo/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Definir minha meta' }).getAttribute('href')).toBe('/goals');

    const [row] = await db.assessments.toArray();
    expect(row).toMatchObject({
      userId: USER,
      daysPerWeek: 4,
      weeklySpendingCents: 123456,
      syncState: 'pending',
    });
    expect(row?.pgsiAnswers).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(await db.outbox.count()).toBe(1);
    expect(track).toHaveBeenCalledWith('assessment_completed');
  });

  it('lets the member skip the questionnaire; the habits are still saved', async () => {
    render(<AssessmentFlow userId={USER} previous={null} />);
    await fillHabits('0 dias', '0');
    click('Pular o questionário');
    expect(await screen.findByText(/preferiu não responder o questionário/)).toBeTruthy();
    expect(screen.queryByText('Onde encontrar apoio')).toBeNull();
    const [row] = await db.assessments.toArray();
    expect(row).toMatchObject({ daysPerWeek: 0, weeklySpendingCents: 0, pgsiAnswers: null });
  });

  it('shows no help block for a low score', async () => {
    render(<AssessmentFlow userId={USER} previous={null} />);
    await fillHabits('1 dia', '50');
    for (let i = 0; i < 9; i++) answer(i, i === 0 ? 1 : 0);
    await settle();
    click('Ver meu resultado');
    expect(await screen.findByText('Risco baixo')).toBeTruthy();
    expect(screen.queryByText('Onde encontrar apoio')).toBeNull();
  });

  it('starts a retake from the last answers, keeps them when going back, and shows the last summary', async () => {
    const previous: Assessment = {
      id: 'a1',
      completedAt: '2026-11-20T12:00:00.000Z',
      daysPerWeek: 3,
      weeklySpendingCents: 150000,
      pgsiAnswers: null,
    };
    render(<AssessmentFlow userId={USER} previous={previous} />);
    expect(screen.getByText('Sua última avaliação')).toBeTruthy();
    expect(screen.getByText('3 dias e R$ 1.500,00 por semana')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '3 dias' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Quanto você gasta/) as HTMLInputElement).value).toBe('1.500,00');
    click('Continuar');
    await screen.findByText(/Algumas perguntas/);
    click('Voltar');
    await waitFor(() =>
      expect((screen.getByLabelText(/Quanto você gasta/) as HTMLInputElement).value).toBe('1.500,00'),
    );
  });
});
