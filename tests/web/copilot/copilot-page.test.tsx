import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copilotLlmTexts, copilotTexts as t } from '../../../shared/texts/copilot.texts';
import { db } from '../../../web/data/db';
import { CRISIS_TRIGGERS } from '../../shared/crisis-guardrail-table';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({
  Link: (props: { children: ReactNode; to: string }) => <a href={props.to}>{props.children}</a>,
  useNavigate: () => navigate,
}));
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn(), trackView: vi.fn() }));

const { CopilotPage } = await import('../../../web/features/copilot/copilot-page');
const { track } = await import('../../../web/lib/analytics');

const MEMBER = {
  id: 'membro-1',
  name: 'Ana',
  email: 'ana@exemplo.com',
  userType: 'client',
  timezone: 'America/Sao_Paulo',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server as the page sees it: the status, and the relay's answers in order. */
function server(llmAvailable: boolean, answers: (() => Response)[] = []) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/copilot/status') return json(200, { llmAvailable });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${url}`);
      return next();
    }),
  );
  return { replies: () => calls.filter((c) => c.url === '/api/copilot/reply') };
}

const log = () => screen.getByRole('log', { name: 'Conversa com o copiloto' });
const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
function type(text: string) {
  fireEvent.change(screen.getByLabelText('Sua mensagem'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('user', JSON.stringify(MEMBER));
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('/copiloto, the guided flows on the device', () => {
  it('says it is an assistant with prepared guidance, not a person, and offers the four flows', async () => {
    server(false);
    render(<CopilotPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Copiloto' })).toBeTruthy();
    expect(screen.getByText(/não é uma pessoa nem um terapeuta/)).toBeTruthy();
    expect(screen.getByText(/A conversa fica só neste aparelho/)).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
    const group = screen.getByRole('group', { name: 'Respostas rápidas' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(Object.values(t.flows));
    expect(document.title).toBe('Copiloto · Virada');
    await act(async () => {});
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('walks "acabei de apostar" to its end, with the link that opens the relapse dialog, counting the conversation once', async () => {
    server(false);
    render(<CopilotPage />);
    tap(t.flows.lapse);
    expect(within(log()).getByText(t.lapse.start)).toBeTruthy();
    tap(t.lapse.guilt);
    tap(t.continue);
    const register = within(log()).getByRole('link', { name: t.lapse.registerLink });
    expect(register.getAttribute('href')).toBe('/dashboard?relapse=1');
    fireEvent.click(register);
    expect(navigate).toHaveBeenCalledWith({ href: '/dashboard?relapse=1' });
    tap(t.continue);
    tap(t.lapse.planAgree);
    type('Recebi uma notificação do app de aposta');
    expect(within(log()).getByText(/"Recebi uma notificação do app de aposta"/)).toBeTruthy();
    expect(within(log()).getByText(t.lapse.end)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.backToStart })).toBeTruthy();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('wellness_chat_used');
  });

  it('keeps the keyboard on the next step’s first reply after a tapped one', () => {
    server(false);
    render(<CopilotPage />);
    tap(t.flows.urge);
    expect(document.activeElement?.textContent).toBe(t.urge.agreeWait);
  });

  it('matches typed text to a flow ignoring case, accents and a typo, and answers the rest gently', () => {
    server(false);
    render(<CopilotPage />);
    type('DIVDAS');
    expect(within(log()).getByText(t.debt.start)).toBeTruthy();
    type('qual é a previsão do tempo?');
    expect(within(log()).getByText(t.fallback)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: t.flows.talk })).toHaveLength(1);
  });

  it('keeps the conversation in this tab: it comes back after the page is left and opened again', () => {
    server(false);
    const first = render(<CopilotPage />);
    tap(t.flows.talk);
    first.unmount();
    render(<CopilotPage />);
    expect(within(log()).getByText(t.talk.start)).toBeTruthy();
    tap('Começar de novo');
    expect(within(log()).queryByText(t.talk.start)).toBeNull();
  });
});

describe('a visitor, or anyone who is not a member', () => {
  it.each([
    ['no one signed in', null],
    ['a psychologist', { ...MEMBER, id: 'psi-1', userType: 'psychologist' }],
  ])(
    '%s: the guided flows and the guardrail answer; no diary, no model, an invitation to an account',
    async (_, user) => {
      if (user) localStorage.setItem('user', JSON.stringify(user));
      else localStorage.removeItem('user');
      const fetched = vi.fn();
      vi.stubGlobal('fetch', fetched);
      render(<CopilotPage />);
      tap(t.flows.urge);
      expect(within(log()).getByText(t.urge.start)).toBeTruthy();
      type('quero morrer');
      expect(within(log()).getAllByRole('link', { name: /188/ }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Salvar no Meu Diário' })).toBeNull();
      expect(screen.getByText(/Com uma conta gratuita, você pode guardar conversas/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe('/register');
      await act(async () => {});
      expect(screen.queryByRole('switch')).toBeNull();
      expect(fetched).not.toHaveBeenCalled();
    },
  );

  it('the visitor’s conversation is not shown to the member who signs in on this tab', () => {
    localStorage.removeItem('user');
    server(false);
    const first = render(<CopilotPage />);
    tap(t.flows.debt);
    first.unmount();
    localStorage.setItem('user', JSON.stringify(MEMBER));
    render(<CopilotPage />);
    expect(within(log()).queryByText(t.debt.start)).toBeNull();
  });
});

describe('signing out', () => {
  it('forgets the conversation kept in this tab', async () => {
    server(false);
    const first = render(<CopilotPage />);
    tap(t.flows.talk);
    first.unmount();
    expect(sessionStorage.length).toBe(1);
    const { forgetSignedInUser } = await import('../../../web/features/auth/sign-out');
    await forgetSignedInUser();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the prerendered page', () => {
  it('is drawn by the build as a new conversation, and takes over with the member’s kept one without a mismatch', async () => {
    server(false);
    const kept = render(<CopilotPage />);
    tap(t.flows.talk);
    kept.unmount();

    localStorage.removeItem('user');
    const html = renderToString(<CopilotPage />);
    expect(html).toContain('Copiloto');
    expect(html).toContain(t.greeting);
    expect(html).not.toContain(t.talk.start);

    localStorage.setItem('user', JSON.stringify(MEMBER));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = hydrateRoot(container, <CopilotPage />, { onRecoverableError: recoverable });
    try {
      await waitFor(() => expect(within(container).getByText(t.talk.start)).toBeTruthy());
      expect(within(container).getByRole('button', { name: 'Salvar no Meu Diário' })).toBeTruthy();
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe('the message field', () => {
  it('refuses a message longer than the relay takes, and says so', () => {
    server(false);
    render(<CopilotPage />);
    fireEvent.change(screen.getByLabelText('Sua mensagem'), { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByRole('alert').textContent).toBe('A mensagem pode ter até 1.000 caracteres.');
    fireEvent.submit(screen.getByLabelText('Sua mensagem').closest('form')!);
    expect(within(log()).queryByText('a'.repeat(1001))).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });
});

describe('the crisis guardrail on the page', () => {
  it.each(CRISIS_TRIGGERS.slice(0, 12))(
    '"%s" stops the flow: CVV 188 and SAMU 192 first, then the way on',
    (text) => {
      server(false);
      render(<CopilotPage />);
      tap(t.flows.urge);
      type(text);
      const card = log().querySelector('ol')!.lastElementChild as HTMLElement;
      const calls = within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(calls.slice(0, 2)).toEqual(['tel:188', 'tel:192']);
      expect(within(card).getByText('Você não está sozinho(a).')).toBeTruthy();
      expect(screen.getByRole('button', { name: t.crisisKeepTalking })).toBeTruthy();
      tap(t.crisisKeepTalking);
      expect(within(log()).getByText(t.afterCrisis)).toBeTruthy();
    },
  );
});

describe('Salvar no Meu Diário', () => {
  it('writes the conversation as a diary entry on this device, and points to the diary', async () => {
    server(false);
    render(<CopilotPage />);
    tap(t.flows.urge);
    type('vou me matar');
    tap('Salvar no Meu Diário');
    await screen.findByText('Conversa salva no Meu Diário.');
    const [entry] = await db.journal.toArray();
    expect(entry?.userId).toBe(MEMBER.id);
    expect(entry?.title).toBe('Conversa com o copiloto');
    expect(entry?.syncState).toBe('pending');
    expect(entry?.text).toContain(`Você: ${t.flows.urge}`);
    expect(entry?.text).toContain('Você: vou me matar');
    expect(entry?.text).toContain('CVV 188 · SAMU 192');
    expect(screen.getByRole('link', { name: 'Abrir o Meu Diário' }).getAttribute('href')).toBe('/journal');
  });

  it('says there is nothing to save before the member has said anything', async () => {
    server(false);
    render(<CopilotPage />);
    tap('Salvar no Meu Diário');
    expect(await screen.findByText(/Escreva ou escolha uma resposta/)).toBeTruthy();
    expect(await db.journal.count()).toBe(0);
  });
});

describe('the optional language model (client side; the server path is tested by the server)', () => {
  const ask = 'Como eu explico isso para a minha esposa?';

  it('is off by default: free text stays on the device and the guided flows answer', async () => {
    const s = server(true);
    render(<CopilotPage />);
    const toggle = await screen.findByRole('switch', { name: copilotLlmTexts.switchLabel });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/o texto desta conversa é enviado ao provedor do modelo/)).toBeTruthy();
    type(ask);
    expect(within(log()).getByText(t.fallback)).toBeTruthy();
    expect(s.replies()).toHaveLength(0);
  });

  it('when on, relays only unmatched free text, and shows the answer as the AI’s', async () => {
    const s = server(true, [
      () => json(200, { kind: 'reply', text: 'Escolha um momento calmo e comece pelo que sente.' }),
    ]);
    render(<CopilotPage />);
    fireEvent.click(await screen.findByRole('switch'));
    expect(localStorage.getItem('virada:copilot:llm-opt-in')).toBe('1');
    type('dívidas');
    expect(s.replies()).toHaveLength(0);
    type(ask);
    expect(await screen.findByText('Escolha um momento calmo e comece pelo que sente.')).toBeTruthy();
    expect(screen.getByText(copilotLlmTexts.aiLabel)).toBeTruthy();
    const [sent] = s.replies();
    const body = sent!.body as { optIn: boolean; messages: { role: string; text: string }[] };
    expect(body.optIn).toBe(true);
    expect(body.messages[0]).toEqual({ role: 'user', text: 'dívidas' });
    expect(body.messages.at(-1)).toEqual({ role: 'user', text: ask });
    expect(body.messages.length).toBeLessThanOrEqual(20);
  });

  it('never sends a crisis message: the guardrail answers on the device', async () => {
    const s = server(true);
    localStorage.setItem('virada:copilot:llm-opt-in', '1');
    render(<CopilotPage />);
    await screen.findByRole('switch');
    type('to pensando em suicidio');
    expect(within(log()).getAllByRole('link', { name: /CVV: 188/ })).toHaveLength(1);
    expect(s.replies()).toHaveLength(0);
  });

  it('shows the crisis card when the server answers crisis', async () => {
    server(true, [() => json(200, { kind: 'crisis' })]);
    localStorage.setItem('virada:copilot:llm-opt-in', '1');
    render(<CopilotPage />);
    await screen.findByRole('switch');
    type(ask);
    expect(await within(log()).findByText('Você não está sozinho(a).')).toBeTruthy();
  });

  it.each([
    [429, copilotLlmTexts.limit],
    [503, copilotLlmTexts.unavailable],
  ])('falls back to the guided flows with a gentle note on %i', async (status, note) => {
    server(true, [() => json(status, { error: 'x', message: 'x' })]);
    localStorage.setItem('virada:copilot:llm-opt-in', '1');
    render(<CopilotPage />);
    await screen.findByRole('switch');
    type(ask);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(within(log()).getByText(t.fallback)).toBeTruthy();
  });

  it('falls back when the request never reaches the server', async () => {
    server(true, [
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    localStorage.setItem('virada:copilot:llm-opt-in', '1');
    render(<CopilotPage />);
    await screen.findByRole('switch');
    type(ask);
    expect(await screen.findByText(copilotLlmTexts.offline)).toBeTruthy();
  });

  it('falls back when the model takes longer than 20 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server(true, [() => new Promise<Response>(() => {}) as unknown as Response]);
      localStorage.setItem('virada:copilot:llm-opt-in', '1');
      render(<CopilotPage />);
      await screen.findByRole('switch');
      type(ask);
      expect(await screen.findByText('O copiloto está escrevendo…')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
      });
      expect(screen.getByText(copilotLlmTexts.unavailable)).toBeTruthy();
      expect(within(log()).getByText(t.fallback)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing while offline', async () => {
    const s = server(true);
    localStorage.setItem('virada:copilot:llm-opt-in', '1');
    render(<CopilotPage />);
    await screen.findByRole('switch');
    setOnline(false);
    act(() => window.dispatchEvent(new Event('offline')));
    type(ask);
    await waitFor(() => expect(within(log()).getByText(t.fallback)).toBeTruthy());
    expect(s.replies()).toHaveLength(0);
  });
});
