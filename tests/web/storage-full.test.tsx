import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 19: a write that IndexedDB refuses for lack of space says so, in every form that writes
 * the member's records, and the form keeps what was typed. Dexie's own write is made to reject
 * the way it does when the device is full.
 */

const navigate = vi.fn();
vi.mock('../../web/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const { db } = await import('../../web/data/db');
type LocalJournalEntry = import('../../web/data/db').LocalJournalEntry;
type JournalEntryDto = import('../../shared/schemas/journal.schema').JournalEntryDto;
const { showToast } = await import('../../web/lib/toaster');
const { CheckinDialog } = await import('../../web/features/checkin/checkin-dialog');
const { RelapseDialog } = await import('../../web/features/relapse/relapse-dialog');
const { GoalForm } = await import('../../web/features/goals/goal-form');
const { AssessmentFlow } = await import('../../web/features/assessment/assessment-flow');
const { JournalEditorForm } = await import('../../web/features/journal/journal-editor-form');
const { deleteWithUndo } = await import('../../web/features/journal/journal-delete');
const { JournalConflict } = await import('../../web/features/journal/journal-conflict');

const FULL = 'Não há espaço no aparelho para salvar; libere espaço e tente de novo';
const USER = 'user-1';
const TODAY = '2026-11-22';

/** The ways Dexie rejects a write the device has no room for. */
const quotaErrors = {
  'an AbortError wrapping the browser’s QuotaExceededError (aborted on commit)': () =>
    new Dexie.AbortError(
      new DOMException('The current transaction exceeded its quota limitations.', 'QuotaExceededError'),
    ),
  'Dexie’s QuotaExceededError': () => new Dexie.QuotaExceededError('Quota exceeded'),
};
const cases = Object.entries(quotaErrors);

beforeEach(async () => {
  await Promise.all([
    db.checkins.clear(),
    db.assessments.clear(),
    db.goals.clear(),
    db.journal.clear(),
    db.outbox.clear(),
  ]);
  vi.clearAllMocks();
  vi.restoreAllMocks();
  // The forms log what failed; the test checks what the member sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(cleanup);

function diaryEntry(patch: Partial<LocalJournalEntry> = {}): LocalJournalEntry {
  return {
    id: '00000000-0000-7000-8000-000000000001',
    userId: USER,
    date: TODAY,
    title: null,
    text: 'Hoje foi difícil, mas passou.',
    mood: 3,
    tags: [],
    recordedAt: `${TODAY}T12:00:00.000Z`,
    updatedAt: `${TODAY}T12:00:00.000Z`,
    version: 1,
    revision: 0,
    deleted: false,
    conflict: null,
    syncState: 'synced',
    syncMessage: null,
    ...patch,
  };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

function expectToast(title: string, description?: string) {
  return waitFor(() =>
    expect(showToast).toHaveBeenCalledWith({
      title,
      ...(description === undefined ? {} : { description }),
      variant: 'destructive',
    }),
  );
}

describe('storage full', { timeout: 20_000 }, () => {
  it.each(cases)('the check-in says so and keeps the answers: %s', async (_, error) => {
    const add = vi.spyOn(db.checkins, 'add').mockRejectedValueOnce(error());
    const onOpenChange = vi.fn();
    render(<CheckinDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    fireEvent.click(screen.getByText('Sim'));
    await settle();
    fireEvent.change(screen.getByLabelText('Quanto foi gasto? (R$)'), { target: { value: '45,90' } });
    fireEvent.change(screen.getByLabelText('Anotações (opcional)'), {
      target: { value: 'Jogo do Flamengo' },
    });
    click(/Registrar check-in/);

    await expectToast('Erro no check-in', FULL);
    expect(add).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await db.checkins.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((screen.getByLabelText('Quanto foi gasto? (R$)') as HTMLInputElement).value).toBe('45,90');
    expect((screen.getByLabelText('Anotações (opcional)') as HTMLTextAreaElement).value).toBe(
      'Jogo do Flamengo',
    );
    expect(screen.getByRole('radio', { name: 'Sim' })).toHaveProperty('checked', true);

    // Space freed: the same tap saves what was kept.
    const submit = screen.getByRole('button', { name: /Registrar check-in/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.toArray()).toMatchObject([
      { amountSpentCents: 4590, notes: 'Jogo do Flamengo' },
    ]);
  });

  it.each(cases)('the relapse dialog says so and keeps the amount: %s', async (_, error) => {
    vi.spyOn(db.checkins, 'add').mockRejectedValueOnce(error());
    const onOpenChange = vi.fn();
    render(<RelapseDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    fireEvent.change(await screen.findByLabelText('Quanto foi gasto? (R$)'), { target: { value: '80' } });
    click(/^Registrar$/);
    await expectToast('Erro ao registrar', FULL);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await db.checkins.count()).toBe(0);
    expect((screen.getByLabelText('Quanto foi gasto? (R$)') as HTMLInputElement).value).toBe('80');
    expect((screen.getByRole('button', { name: /^Registrar$/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('another failure keeps the spec’s generic words', async () => {
    vi.spyOn(db.checkins, 'add').mockRejectedValueOnce(new Dexie.ConstraintError('Key already exists'));
    render(<RelapseDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    fireEvent.change(await screen.findByLabelText('Quanto foi gasto? (R$)'), { target: { value: '80' } });
    click(/^Registrar$/);
    await expectToast('Erro ao registrar', 'Algo deu errado. Tente novamente.');
  });

  it.each(cases)('the goal form says so and keeps the choice: %s', async (_, error) => {
    vi.spyOn(db.goals, 'add').mockRejectedValueOnce(error());
    render(<GoalForm userId={USER} current={null} assessment={null} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Parar totalmente/ }));
    await settle();
    click('Salvar meta');
    await expectToast('Não foi possível salvar', FULL);
    expect(navigate).not.toHaveBeenCalled();
    expect(await db.goals.count()).toBe(0);
    expect(screen.getByRole('radio', { name: /^Parar totalmente/ })).toHaveProperty('checked', true);
    expect((screen.getByRole('button', { name: 'Salvar meta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each(cases)('the assessment says so and stays on its step with the answers: %s', async (_, error) => {
    vi.spyOn(db.assessments, 'add').mockRejectedValueOnce(error());
    render(<AssessmentFlow userId={USER} previous={null} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 dias' }));
    await settle();
    fireEvent.change(screen.getByLabelText(/Quanto você gasta por semana/), { target: { value: '350' } });
    click('Continuar');
    await screen.findByText(/Algumas perguntas/);
    click('Pular o questionário');
    await expectToast('Não foi possível salvar', FULL);
    expect(await db.assessments.count()).toBe(0);
    expect(screen.getByText(/Algumas perguntas/)).toBeTruthy();
    // Back to the habits: what was typed is still there.
    click(/Voltar/);
    expect(((await screen.findByLabelText(/Quanto você gasta por semana/)) as HTMLInputElement).value).toBe(
      '350',
    );
    expect(screen.getByRole('radio', { name: '4 dias' })).toHaveProperty('checked', true);
  });

  it.each(cases)('the diary editor says so and keeps the text: %s', async (_, error) => {
    vi.spyOn(db.journal, 'add').mockRejectedValueOnce(error());
    const onSaved = vi.fn();
    render(
      <JournalEditorForm userId={USER} entry={null} today={TODAY} onCancel={() => {}} onSaved={onSaved} />,
    );
    fireEvent.change(screen.getByLabelText('Título (opcional)'), { target: { value: 'Domingo' } });
    fireEvent.change(screen.getByLabelText('O que você quer escrever?'), {
      target: { value: 'Hoje senti vontade, mas liguei para minha irmã.' },
    });
    click('Salvar');
    await expectToast(FULL);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await db.journal.count()).toBe(0);
    expect((screen.getByLabelText('Título (opcional)') as HTMLInputElement).value).toBe('Domingo');
    expect((screen.getByLabelText('O que você quer escrever?') as HTMLTextAreaElement).value).toBe(
      'Hoje senti vontade, mas liguei para minha irmã.',
    );
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each(cases)('deleting a diary entry says so and keeps the entry: %s', async (_, error) => {
    const entry = diaryEntry();
    await db.journal.add(entry);
    vi.spyOn(db.journal, 'put').mockRejectedValueOnce(error());
    await deleteWithUndo(entry);
    await expectToast(FULL);
    expect(await db.journal.get(entry.id)).toMatchObject({ deleted: false, text: entry.text });
    expect(await db.outbox.count()).toBe(0);
  });

  it.each(cases)('choosing a version of a diary conflict says so and keeps both: %s', async (_, error) => {
    const theirs: JournalEntryDto = {
      type: 'journal',
      id: '00000000-0000-7000-8000-000000000001',
      version: 2,
      deleted: false,
      date: TODAY,
      title: null,
      text: 'A versão do outro aparelho.',
      mood: 2,
      tags: [],
      recordedAt: `${TODAY}T13:00:00.000Z`,
      updatedAt: `${TODAY}T13:00:00.000Z`,
    };
    const mine = diaryEntry({ syncState: 'conflict', conflict: theirs });
    await db.journal.add(mine);
    vi.spyOn(db.journal, 'put').mockRejectedValueOnce(error());
    render(<JournalConflict entry={mine} current={theirs} />);
    const keepMine = screen.getAllByRole('button', { name: 'Ficar com este' })[0] as HTMLButtonElement;
    fireEvent.click(keepMine);
    await expectToast(FULL);
    expect(await db.journal.get(mine.id)).toMatchObject({ text: mine.text, conflict: theirs });
    await waitFor(() => expect(keepMine.disabled).toBe(false));
  });
});
