/**
 * The spec's pt-BR texts that exist only in the web app (§2, §4, §8), pinned on what the member
 * sees: busy labels while a request is pending, the sign-up titles, the relapse dialog, the
 * check-in's mood labels, the mood chart's labels and relapse tooltip, the 'Dados não
 * encontrados' screen, and the toasts the forms choose for a failure. Every expected string is a
 * quote from the spec (tests/helpers/spec-quotes.ts, or written out here where the spec lists
 * words without quotes), never the code's own constant.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEC } from '../helpers/spec-quotes';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  useNavigate: () => vi.fn(),
}));
vi.mock('../../web/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../web/lib/toaster', () => ({ showToast: vi.fn(), dialogOpened: vi.fn(() => () => {}) }));
// Requests that stay pending, so the busy state can be seen.
vi.mock('../../web/features/auth/auth-api', () => ({
  loginRequest: vi.fn(() => new Promise(() => {})),
  registerRequest: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../../web/data/member-writes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../web/data/member-writes')>();
  return { ...real, recordCheckin: vi.fn(real.recordCheckin) };
});

const { showToast } = await import('../../web/lib/toaster');
const { recordCheckin } = await import('../../web/data/member-writes');
const { db } = await import('../../web/data/db');
const { ApiError, NetworkError, failureMessage } = await import('../../web/lib/api-client');
const auth = await import('../../web/lib/auth-errors');
const { fullRegistrationFailureToast } = await import('../../web/features/auth/register-form');
const { LoginForm } = await import('../../web/features/auth/login-form');
const { RegisterPage } = await import('../../web/features/auth/register-page');
const { QuickRegisterPage } = await import('../../web/features/auth/quick-register-page');
const { CheckinDialog } = await import('../../web/features/checkin/checkin-dialog');
const { RelapseDialog } = await import('../../web/features/relapse/relapse-dialog');
const { RelapseDateField } = await import('../../web/features/relapse/relapse-date-field');
const { DashboardNoData } = await import('../../web/features/dashboard/dashboard-states');
const { moodChartOptions } = await import('../../web/features/mood-chart/mood-chart-options');

const USER = 'user-1';
const TODAY = '2026-11-22';

beforeEach(async () => {
  await db.checkins.clear();
  await db.outbox.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

const destructive = (title: string, description: string) => ({ title, description, variant: 'destructive' });
const apiError = (status: number, body: Record<string, unknown> | null) =>
  new ApiError(status, body, body ? JSON.stringify(body) : '', 'Status');
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Ark UI reports a choice after the click's task; let it land, as a person's next tap would. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('§8 the text a form reads from a failure', () => {
  it("the body's message; 'Erro de conexão' when the body cannot be read; else 'Erro {status}'", () => {
    expect(failureMessage(apiError(400, { message: 'Nome muito longo' }))).toBe('Nome muito longo');
    expect(failureMessage(apiError(502, null))).toBe(SPEC.connectionError);
    expect(failureMessage(apiError(503, { code: 'x' }))).toBe(
      SPEC.errorWithStatus.replace('{status}', '503'),
    );
    expect(failureMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(SPEC.connectionError);
  });
});

describe('§8 "Registration" toasts', () => {
  it.each([
    ['Email já está cadastrado', SPEC.emailTakenTitle, SPEC.emailTakenText],
    ['Dados inválidos', SPEC.invalidDataTitle, SPEC.invalidDataText],
    ['Erro de conexão', SPEC.connectionError, SPEC.connectionErrorText],
    ['TypeError: network error', SPEC.connectionError, SPEC.connectionErrorText],
    ['Muitas tentativas.', SPEC.registerErrorTitle, 'Muitas tentativas.'],
    ['', SPEC.registerErrorTitle, SPEC.registerErrorDefault],
  ])('message %j → %s', (message, title, description) => {
    expect(auth.registrationFailureToast(message)).toEqual(destructive(title, description));
  });

  it('a server answer goes through the catalogue; an exception is "Erro no envio"', () => {
    expect(fullRegistrationFailureToast(apiError(409, { message: 'Email já está cadastrado' }))).toEqual(
      destructive(SPEC.emailTakenTitle, SPEC.emailTakenText),
    );
    expect(fullRegistrationFailureToast(new NetworkError(new TypeError('offline')))).toEqual(
      destructive(SPEC.connectionError, SPEC.connectionErrorText),
    );
    expect(fullRegistrationFailureToast(new Error('quebrou'))).toMatchObject({
      title: SPEC.submitErrorTitle,
      variant: 'destructive',
    });
  });

  it('an invalid form on submit', () => {
    expect(auth.incompleteFormToast()).toEqual(destructive(SPEC.incompleteTitle, SPEC.incompleteText));
  });
});

describe('§8 "Quick registration" and "Login" toasts', () => {
  it.each([
    ['Email já está cadastrado', SPEC.emailTakenTitle],
    ['Erro de conexão', SPEC.connectionError],
    ['Dados inválidos', SPEC.quickRegisterErrorTitle],
  ])('quick registration, message %j → %s', (message, title) => {
    expect(auth.quickRegistrationFailureToast(message)).toMatchObject({ title, variant: 'destructive' });
  });

  it('login: the server message, or the default, under "Erro no login"', () => {
    expect(auth.loginFailureToast('Muitas tentativas.')).toEqual(
      destructive(SPEC.loginErrorTitle, 'Muitas tentativas.'),
    );
    expect(auth.loginFailureToast('')).toEqual(destructive(SPEC.loginErrorTitle, SPEC.loginErrorDefault));
  });
});

describe('§2 sign-up titles and §4 busy labels', { timeout: 15_000 }, () => {
  it("login: 'Entrando...' on the disabled button while the request is pending", async () => {
    render(<LoginForm />);
    type('Email', 'ana@exemplo.com');
    type('Senha', 'senha123!');
    fireEvent.click(button('Entrar'));
    const busy = await screen.findByRole('button', { name: SPEC.loginBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it("full registration: titled 'Criar Sua Conta', 'Criando...' while pending", async () => {
    render(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SPEC.registerTitle);
    type('Email', 'ana@exemplo.com');
    type('Nome', 'Ana Maria');
    type('Senha', 'senha123!');
    fireEvent.click(screen.getByText(/Li e aceito/));
    await settle();
    fireEvent.click(button('Criar Conta'));
    const busy = await screen.findByRole('button', { name: SPEC.registerBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it("quick registration: titled 'Cadastro Rápido', disabled until the terms are accepted, 'Criando conta...' while pending", async () => {
    render(<QuickRegisterPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SPEC.quickRegisterTitle);
    type('Email', 'ana@exemplo.com');
    type('Nome', 'Ana Maria');
    type('Senha', 'senha1');
    expect((button('Criar conta') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText(/Li e aceito/));
    await settle();
    expect((button('Criar conta') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button('Criar conta'));
    const busy = await screen.findByRole('button', { name: SPEC.quickRegisterBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it("check-in: 'Salvando...' while the record is being saved", async () => {
    vi.mocked(recordCheckin).mockReturnValueOnce(new Promise(() => {}));
    render(<CheckinDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('Não'));
    await settle();
    fireEvent.click(button(/Registrar check-in/));
    const busy = await screen.findByRole('button', { name: SPEC.saveBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it("relapse: 'Salvando...' while the record is being saved", async () => {
    vi.mocked(recordCheckin).mockReturnValueOnce(new Promise(() => {}));
    render(<RelapseDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    type(SPEC.amountLabel, '10');
    fireEvent.click(button(SPEC.relapseSubmit));
    const busy = await screen.findByRole('button', { name: SPEC.saveBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('§2 "Relapse dialog"', { timeout: 15_000 }, () => {
  it('its title, subtitle, fields, boxes and buttons', async () => {
    render(<RelapseDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    const dialog = await screen.findByRole('dialog', { name: SPEC.relapseTitle });
    expect(dialog.textContent).toContain(SPEC.relapseSubtitle);
    expect(screen.getByText(SPEC.relapseDateLabel)).toBeTruthy();
    // The date button shows dd/MM/yyyy, today by default.
    expect(screen.getByText('22/11/2026')).toBeTruthy();
    const amount = screen.getByLabelText(SPEC.amountLabel) as HTMLInputElement;
    expect(amount.placeholder).toBe(SPEC.amountPlaceholder);
    expect(screen.getByLabelText(SPEC.relapseNotesLabel).tagName).toBe('TEXTAREA');
    expect(screen.getByText(SPEC.rememberTitle)).toBeTruthy();
    const help = screen.getByText(SPEC.helpTitle).closest('section')!;
    expect(help.querySelector('a[href="tel:188"]')).toBeTruthy();
    expect(help.querySelector('a[href="tel:192"]')).toBeTruthy();
    expect(button(SPEC.cancel)).toBeTruthy();
    expect(button(SPEC.relapseSubmit)).toBeTruthy();
  });

  it("the date button reads 'Selecione uma data' without a date", () => {
    render(<RelapseDateField name="date" value="" today={TODAY} onValueChange={() => {}} />);
    expect(screen.getByText(SPEC.relapseDatePlaceholder)).toBeTruthy();
  });

  it('a failure: the spec’s error toast, the dialog open with the data kept', async () => {
    vi.mocked(recordCheckin).mockRejectedValueOnce(new Error('disk'));
    const onOpenChange = vi.fn();
    render(<RelapseDialog open onOpenChange={onOpenChange} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    type(SPEC.amountLabel, '80');
    fireEvent.click(button(SPEC.relapseSubmit));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(destructive(SPEC.relapseErrorTitle, SPEC.relapseErrorDefault)),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText(SPEC.amountLabel) as HTMLInputElement).value).toBe('80');
  });

  it('a success: the spec’s toast', async () => {
    render(<RelapseDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    type(SPEC.amountLabel, '0');
    fireEvent.click(button(SPEC.relapseSubmit));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: SPEC.relapseSuccessTitle,
        description: SPEC.relapseSuccessText,
      }),
    );
  });
});

describe('§2 "Daily check-in dialog"', { timeout: 15_000 }, () => {
  it('mood 1 to 5 with the labels Muito difícil, Difícil, Neutro, Bem, Muito bem; 3 by default', async () => {
    render(<CheckinDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    for (const label of ['Muito difícil', 'Difícil', 'Neutro', 'Bem', 'Muito bem'])
      expect(screen.getByText(label)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Neutro' }) as HTMLInputElement).checked).toBe(true);
  });

  it("a failure: 'Erro no check-in' with the default text, destructive", async () => {
    vi.mocked(recordCheckin).mockRejectedValueOnce(new Error('disk'));
    render(<CheckinDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('Não'));
    await settle();
    fireEvent.click(button(/Registrar check-in/));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(destructive(SPEC.checkinErrorTitle, SPEC.checkinErrorDefault)),
    );
  });

  it('a failure the server explained shows its message under the same title', async () => {
    vi.mocked(recordCheckin).mockRejectedValueOnce(
      apiError(400, { message: 'A data do registro não pode…' }),
    );
    render(<CheckinDialog open onOpenChange={() => {}} userId={USER} today={TODAY} />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('Não'));
    await settle();
    fireEvent.click(button(/Registrar check-in/));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        destructive(SPEC.checkinErrorTitle, 'A data do registro não pode…'),
      ),
    );
  });
});

describe('§2 "Mood chart"', () => {
  const window = {
    dates: ['2026-11-21', '2026-11-22'],
    mood: [4, 2],
    hadRelapse: [false, true],
    amountSpent: [0, 35.5],
  };
  const colors = {
    text: '#000',
    grid: '#ccc',
    line: '#00f',
    surface: '#fff',
    font: 'sans-serif',
    relapse: '#f00',
  };

  it('labels 1 to 5: Muito Ruim, Ruim, Neutro, Bom, Muito Bom', () => {
    const options = moodChartOptions(window, colors as never, 600);
    const yAxis = options.axes![1]!;
    const labels = (yAxis.values as (u: unknown, splits: number[]) => string[])(null, [1, 2, 3, 4, 5]);
    expect(labels).toEqual(['Muito Ruim', 'Ruim', 'Neutro', 'Bom', 'Muito Bom']);
  });

  it("a relapse day's tooltip says 'Recaída' with the amount spent", () => {
    // Frames run when the test says, as the browser would run them after the cursor moved.
    const frames: FrameRequestCallback[] = [];
    const nextFrame = () => {
      for (const run of frames.splice(0)) run(0);
    };
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    try {
      const options = moodChartOptions(window, colors as never, 600);
      const hooks = options.plugins![0]!.hooks as Record<string, (u: unknown) => void>;
      const over = document.createElement('div');
      const u = { over, cursor: { idx: 1 }, valToPos: () => 100, width: 600 };
      hooks.init!(u);
      hooks.setCursor!(u);
      nextFrame();
      const tip = over.querySelector('.mood-tip') as HTMLElement;
      expect(tip.hidden).toBe(false);
      expect(tip.textContent).toContain(SPEC.moodChartRelapse);
      expect(tip.textContent).toContain('R$');
      expect(tip.textContent).toContain('35,50');
      // A clean day has no relapse line.
      u.cursor.idx = 0;
      hooks.setCursor!(u);
      nextFrame();
      expect(tip.textContent).not.toContain(SPEC.moodChartRelapse);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('§2 "Dashboard": no data', () => {
  it("'Dados não encontrados', with the way to the assessment", () => {
    render(<DashboardNoData />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SPEC.noDashboardData);
    expect(document.querySelector('a[href="/assessment"]')).toBeTruthy();
  });
});
