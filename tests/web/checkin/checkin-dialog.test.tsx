import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));
// The dialog holds toasts above itself while open (dialogOpened answers the clean-up).
vi.mock('../../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));
vi.mock('../../../web/data/member-writes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../web/data/member-writes')>();
  return { ...real, recordCheckin: vi.fn(real.recordCheckin) };
});

const { db } = await import('../../../web/data/db');
const { track } = await import('../../../web/lib/analytics');
const { recordCheckin } = await import('../../../web/data/member-writes');
const { showToast } = await import('../../../web/lib/toaster');
const { CheckinDialog } = await import('../../../web/features/checkin/checkin-dialog');
const { RelapseDialog } = await import('../../../web/features/relapse/relapse-dialog');

const USER = 'user-1';
const TODAY = '2026-11-22';

beforeEach(async () => {
  await db.checkins.clear();
  await db.outbox.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** Ark UI reports a radio choice after the click's task; let it land, as a person's next tap would. */
async function choose(label: string) {
  fireEvent.click(screen.getByText(label));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('check-in dialog', { timeout: 15_000 }, () => {
  it('asks for the relapse answer, then the amount, and saves in centavos', async () => {
    const onOpenChange = vi.fn();
    render(<CheckinDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    expect(await screen.findByRole('dialog', { name: 'Check-in diário' })).toBeTruthy();

    submit(/Registrar check-in/);
    expect(await screen.findByText('Por favor, informe se houve recaída hoje')).toBeTruthy();

    await choose('Sim');
    expect(screen.queryByText('Por favor, informe se houve recaída hoje')).toBeNull();
    submit(/Registrar check-in/);
    expect(await screen.findByText('Por favor, informe o valor gasto')).toBeTruthy();

    const amount = screen.getByLabelText('Quanto foi gasto? (R$)');
    fireEvent.change(amount, { target: { value: 'abc' } });
    submit(/Registrar check-in/);
    expect(await screen.findByText('Digite um valor válido')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '12,50' } });
    expect(screen.queryByText('Digite um valor válido')).toBeNull();
    submit(/Registrar check-in/);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [row] = await db.checkins.toArray();
    expect(row).toMatchObject({
      userId: USER,
      date: TODAY,
      hadRelapse: true,
      amountSpentCents: 1250,
      mood: 3,
    });
    expect(row?.syncState).toBe('pending');
    expect(await db.outbox.count()).toBe(1);
    // The confirmation waits for the frame that closed the dialog to be painted.
    await waitFor(() => expect(track).toHaveBeenCalledWith('checkin_completed', 'relapse'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Check-in registrado' }));
  });

  it('saves a clean day with the chosen mood and no amount', async () => {
    render(<CheckinDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    await choose('Não');
    await choose('Muito bem');
    expect(screen.queryByLabelText('Quanto foi gasto? (R$)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Anotações (opcional)'), { target: { value: '  bom dia  ' } });
    submit(/Registrar check-in/);
    await waitFor(async () => expect(await db.checkins.count()).toBe(1));
    const [row] = await db.checkins.toArray();
    expect(row).toMatchObject({ hadRelapse: false, amountSpentCents: 0, mood: 5, notes: 'bom dia' });
    await waitFor(() => expect(track).toHaveBeenCalledWith('checkin_completed', 'clean'));
  });

  it('saves when the form is submitted another way than by its button (e.g. requestSubmit)', async () => {
    const onOpenChange = vi.fn();
    render(<CheckinDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    await choose('Não');
    fireEvent.submit(screen.getByRole('button', { name: /Registrar check-in/ }).closest('form')!);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await db.checkins.count()).toBe(1);
  });
});

describe('relapse dialog', { timeout: 15_000 }, () => {
  it('starts from today, requires the amount, allows zero, saves mood 2', async () => {
    const onOpenChange = vi.fn();
    render(<RelapseDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    expect(await screen.findByRole('dialog', { name: 'Registrar Recaída' })).toBeTruthy();
    expect(screen.getByText('22/11/2026')).toBeTruthy();
    expect(screen.getByText('Lembre-se:')).toBeTruthy();
    expect(screen.getByText('Precisa de apoio imediato?')).toBeTruthy();

    submit(/^Registrar$/);
    expect(await screen.findByText('Por favor, informe o valor gasto')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quanto foi gasto? (R$)'), { target: { value: '0' } });
    expect(screen.queryByText('Por favor, informe o valor gasto')).toBeNull();
    submit(/^Registrar$/);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [row] = await db.checkins.toArray();
    expect(row).toMatchObject({ date: TODAY, hadRelapse: true, amountSpentCents: 0, mood: 2, notes: null });
    await waitFor(() => expect(showToast).toHaveBeenCalled());
    expect(showToast).toHaveBeenCalledWith({
      title: 'Recaída registrada 💙',
      description: 'Obrigado por ser honesto. Lembre-se: recaídas são parte do processo de recuperação.',
    });
  });

  it('keeps the dialog open with the data when saving fails', async () => {
    vi.mocked(recordCheckin).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const onOpenChange = vi.fn();
    render(<RelapseDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    const amount = await screen.findByLabelText('Quanto foi gasto? (R$)');
    fireEvent.change(amount, { target: { value: '80' } });
    submit(/^Registrar$/);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Erro ao registrar',
        description: 'Algo deu errado. Tente novamente.',
        variant: 'destructive',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await db.checkins.count()).toBe(0);
    expect((screen.getByLabelText('Quanto foi gasto? (R$)') as HTMLInputElement).value).toBe('80');
    expect(screen.getByRole('button', { name: /^Registrar$/ })).toBeTruthy();
  });
});

describe('trigger tags in the dialogs', { timeout: 15_000 }, () => {
  it('the check-in keeps them behind a button and saves the chosen ones', async () => {
    const onOpenChange = vi.fn();
    render(<CheckinDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    expect(screen.queryByRole('button', { name: 'Tédio' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Algo mexeu com você\?/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Tédio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Outro' }));
    const own = screen.getByLabelText('Com suas palavras');
    fireEvent.change(own, { target: { value: 'Chefe cobrando' } });
    // Enter adds the tag; it does not save the check-in.
    fireEvent.keyDown(own, { key: 'Enter' });
    expect(await db.checkins.count()).toBe(0);
    // Escape closes the field, not the dialog.
    fireEvent.keyDown(screen.getByLabelText('Com suas palavras'), { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByLabelText('Com suas palavras')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Check-in diário' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await choose('Não');
    submit(/Registrar check-in/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [row] = await db.checkins.toArray();
    expect(row?.tags).toEqual(['tedio', 'Chefe cobrando']);
  });

  it('a check-in without tags saves none', async () => {
    render(<CheckinDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog', { name: 'Check-in diário' });
    await choose('Não');
    submit(/Registrar check-in/);
    await waitFor(async () => expect(await db.checkins.count()).toBe(1));
    expect((await db.checkins.toArray())[0]?.tags).toEqual([]);
  });

  it('the relapse dialog shows them at once and saves them', async () => {
    const onOpenChange = vi.fn();
    render(<RelapseDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog', { name: 'Registrar Recaída' });
    expect(screen.getByRole('group', { name: 'O que estava acontecendo antes?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vontade de recuperar o perdido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dia de pagamento' }));
    fireEvent.change(screen.getByLabelText('Quanto foi gasto? (R$)'), { target: { value: '50' } });
    submit(/^Registrar$/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [row] = await db.checkins.toArray();
    expect(row).toMatchObject({ hadRelapse: true, tags: ['pagamento', 'recuperar'] });
  });
});
