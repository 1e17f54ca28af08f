import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPending } from '../../../web/lib/chat-pending';
import { chatMessage, FakeSocket, fakeServer, PENDING_KEY, signInAna, USER_ID } from './chat-test-kit';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { children: ReactNode; className?: string }) => (
    <a href="/chat" className={props.className}>
      {props.children}
    </a>
  ),
}));
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));

const { ChatPage } = await import('../../../web/features/chat/chat-page');

let kit: ReturnType<typeof fakeServer>;
let online = true;

beforeEach(() => {
  localStorage.clear();
  signInAna();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  kit = fakeServer();
  online = true;
  // Offline, nothing reaches the server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    online ? kit.fetchMock(input, init) : Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The house rules' site info cannot be read offline; that is not what these tests are about.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const composer = () => screen.getByRole('textbox', { name: 'Escreva sua mensagem' });
function write(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
  fireEvent.keyDown(composer(), { key: 'Enter' });
}
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });

describe('ChatPage offline', () => {
  it('a message written offline waits as “Aguardando conexão”, survives a reload and is sent once when back online', async () => {
    online = false;
    render(<ChatPage />);
    expect(await screen.findByText(/^Sem conexão agora\./)).toBeTruthy();
    write('Escrevi sem internet');
    const waiting = await screen.findByRole('article', { name: 'Sua mensagem' });
    expect(waiting.textContent).toContain('Aguardando conexão');
    const [stored] = readPending(USER_ID);
    expect(stored).toMatchObject({ room: 'geral', text: 'Escrevi sem internet' });
    expect(localStorage.getItem(PENDING_KEY)).toContain(stored!.id);

    // A reload: still there, still waiting.
    cleanup();
    render(<ChatPage />);
    expect((await screen.findByRole('article', { name: 'Sua mensagem' })).textContent).toContain(
      'Aguardando conexão',
    );
    expect(kit.server.sent).toHaveLength(0);

    // The server takes its time: meanwhile the socket opens (a resync) and the browser says
    // online again. Nothing is sent twice.
    const published = kit.server.answerSend;
    let answer = () => {};
    kit.server.answerSend = (body, room) =>
      new Promise((resolve) => {
        answer = () => resolve(published(body, room));
      });
    goOnline();
    await waitFor(() => expect(kit.server.sent).toEqual([{ id: stored!.id, text: 'Escrevi sem internet' }]));
    act(() => FakeSocket.last().open());
    goOnline();
    await act(async () => answer());
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull());
    const sent = await screen.findByRole('article', { name: 'Sua mensagem' });
    await waitFor(() => expect(sent.textContent).not.toContain('Aguardando conexão'));
    expect(sent.textContent).toContain('Escrevi sem internet');
    expect(kit.server.sent).toHaveLength(1);
  });

  it('the live frame of one’s own message replaces the waiting one', async () => {
    // Online, but the server does not answer.
    kit.server.answerSend = () => ({ status: 503, body: { code: 'internal-error', message: 'Fora do ar.' } });
    render(<ChatPage />);
    await screen.findByRole('log');
    write('Oi de novo');
    await waitFor(() => expect(kit.server.sent).toHaveLength(1));
    const waiting = await screen.findByRole('article', { name: 'Sua mensagem' });
    await waitFor(() => expect(waiting.textContent).toContain('Aguardando conexão'));
    const { id } = kit.server.sent[0]!;
    act(() =>
      FakeSocket.last().send({
        type: 'message',
        message: chatMessage(9, { id, text: 'Oi de novo', isMine: true }),
      }),
    );
    const shown = screen.getAllByRole('article', { name: 'Sua mensagem' });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).not.toContain('Aguardando conexão');
    expect(readPending(USER_ID)).toEqual([]);
  });

  it('online but the server failing: it tries again by itself a moment later', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const published = kit.server.answerSend;
    kit.server.answerSend = () => {
      kit.server.answerSend = published;
      return { status: 503, body: { code: 'internal-error', message: 'Algo deu errado. Tente novamente.' } };
    };
    render(<ChatPage />);
    await screen.findByRole('log');
    write('Insistente');
    await waitFor(() => expect(readPending(USER_ID)).toEqual([]), { timeout: 3_000 });
    expect(kit.server.sent.map((s) => s.text)).toEqual(['Insistente', 'Insistente']);
    expect(new Set(kit.server.sent.map((s) => s.id)).size).toBe(1);
  });

  it('a suspension refuses the message: the reason shows with its text kept, and the composer gives way to a notice', async () => {
    kit.server.history.set('geral', { messages: [chatMessage(1)], olderCursor: null });
    const paused =
      'Sua participação na comunidade está pausada pela moderação. Você ainda pode ler as conversas.';
    kit.server.answerSend = () => ({ status: 403, body: { code: 'community-suspended', message: paused } });
    render(<ChatPage />);
    const log = await screen.findByRole('log');
    write('Alguém aí?');
    const refused = await within(log).findByText('Não enviada');
    const article = refused.closest('article')!;
    expect(article.textContent).toContain('Alguém aí?');
    expect(within(article).getByText(paused)).toBeTruthy();
    // Said in the message and in the notice that takes the composer's place.
    expect(screen.getAllByText(paused)).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Escreva sua mensagem' })).toBeNull();
    expect(within(log).getByText('mensagem 1')).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Descartar' }));
    expect(within(log).queryByText('Alguém aí?')).toBeNull();
    expect(readPending(USER_ID)).toEqual([]);
  });

  it('too many at once: the reason shows, and “Tentar de novo” sends it again under the same id', async () => {
    const tooMany = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    const published = kit.server.answerSend;
    kit.server.answerSend = () => ({ status: 429, body: { code: 'too-many-requests', message: tooMany } });
    render(<ChatPage />);
    await screen.findByRole('log');
    write('Mais uma');
    const article = (await screen.findByText(tooMany)).closest('article')!;
    kit.server.answerSend = published;
    fireEvent.click(within(article).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(readPending(USER_ID)).toEqual([]));
    expect(kit.server.sent.map((s) => s.id)).toEqual([kit.server.sent[0]!.id, kit.server.sent[0]!.id]);
  });

  it('a refused edit goes back to the composer, after what was being typed', async () => {
    kit.server.answerSend = () => ({
      status: 422,
      body: {
        code: 'validation-failed',
        message: 'Dados inválidos',
        details: [{ field: 'text', message: 'Escreva sua mensagem antes de publicar' }],
      },
    });
    render(<ChatPage />);
    await screen.findByRole('log');
    write('Primeira');
    const article = (await screen.findByText('Escreva sua mensagem antes de publicar')).closest('article')!;
    fireEvent.change(composer(), { target: { value: 'Segunda' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Editar' }));
    expect((composer() as HTMLTextAreaElement).value).toBe('Segunda\nPrimeira');
    expect(document.activeElement).toBe(composer());
    expect(readPending(USER_ID)).toEqual([]);
  });

  it('a refused socket while online: the profile says posting is paused until when; reading stays', async () => {
    kit.server.history.set('geral', { messages: [chatMessage(1)], olderCursor: null });
    kit.server.me = { ...kit.server.me, suspendedUntil: '2099-03-10T15:00:00.000Z' };
    render(<ChatPage />);
    await screen.findByRole('log');
    act(() => FakeSocket.last().drop());
    expect(
      await screen.findByText(
        'Sua participação na comunidade está pausada pela moderação até 10/03/2099. Você ainda pode ler as conversas.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Sem conexão agora\./)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Escreva sua mensagem' })).toBeNull();
    expect(screen.getByText('mensagem 1')).toBeTruthy();
  });

  it('a held message tells its author why; crisis language brings the help lines', async () => {
    kit.server.answerSend = (body, room) => ({
      status: 201,
      body: {
        message: chatMessage(9, { ...body, room, isMine: true, status: 'held', heldRule: 'phone-number' }),
        crisis: true,
      },
    });
    render(<ChatPage />);
    await screen.findByRole('log');
    write('Não aguento mais, me liga 11 91234-5678');
    expect(await screen.findByText(/Sua mensagem tem um número de telefone\./)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Ligar para o CVV: 188' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'SAMU: 192' })).toBeTruthy();
  });
});
