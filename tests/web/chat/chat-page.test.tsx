import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, FakeSocket, fakeServer, signInAna } from './chat-test-kit';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: {
    children: ReactNode;
    className?: string;
    search?: { sala?: string };
    'aria-current'?: 'page';
  }) => (
    <a
      href={`/chat?sala=${props.search?.sala}`}
      className={props.className}
      aria-current={props['aria-current']}
    >
      {props.children}
    </a>
  ),
}));
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn() }));

const { ChatPage } = await import('../../../web/features/chat/chat-page');
const { track } = await import('../../../web/lib/analytics');

let kit: ReturnType<typeof fakeServer>;

beforeEach(() => {
  localStorage.clear();
  signInAna();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  kit = fakeServer();
  vi.stubGlobal('fetch', kit.fetchMock);
  vi.mocked(track).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const roomLog = (name = 'Mensagens: Sala geral') => screen.findByRole('log', { name });
const composer = () => screen.getByRole('textbox', { name: 'Escreva sua mensagem' });
const historyReads = () =>
  kit.server.calls.filter((c) => c === 'GET /api/community/chat/rooms/geral/messages');

describe('ChatPage', () => {
  it('shows the room’s history: text as text, one’s own as “você”, a psychologist’s badge, removed ones', async () => {
    kit.server.history.set('geral', {
      messages: [
        chatMessage(1, { text: 'Oi <b>gente</b>, vejam https://exemplo.com' }),
        chatMessage(2, { isMine: true, author: { displayName: 'Araucária Serena 214', badge: null } }),
        chatMessage(3, { author: { displayName: 'Helena Castro', badge: 'psychologist' } }),
        chatMessage(4, { status: 'removed', text: null }),
      ],
      olderCursor: null,
    });
    render(<ChatPage />);
    const log = await roomLog();
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Oi <b>gente</b>, vejam https://exemplo.com')).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).queryByRole('link')).toBeNull();
    expect(within(log).getByRole('article', { name: 'Sua mensagem' }).textContent).toContain('(você)');
    expect(within(log).getByRole('article', { name: 'Mensagem de Helena Castro' }).textContent).toContain(
      'Psicólogo(a) · CRP verificado',
    );
    expect(within(log).getByText('Mensagem removida')).toBeTruthy();
    // The general room is the one chosen; the socket listens to it.
    expect(screen.getByRole('link', { name: 'Sala geral' }).getAttribute('aria-current')).toBe('page');
    expect(FakeSocket.last().url).toMatch(/\/api\/community\/live\?topic=room%3Ageral$/);
  });

  it('live: a new message appears, a removed one reads “Mensagem removida”, each (re)connection reads again', async () => {
    kit.server.history.set('geral', { messages: [chatMessage(1), chatMessage(2)], olderCursor: null });
    render(<ChatPage />);
    const log = await roomLog();
    act(() => FakeSocket.last().open());
    await waitFor(() => expect(historyReads()).toHaveLength(2));
    act(() =>
      FakeSocket.last().send({ type: 'message', message: chatMessage(3, { text: 'Boa noite, pessoal' }) }),
    );
    expect(within(log).getByText('Boa noite, pessoal')).toBeTruthy();
    act(() => FakeSocket.last().send({ type: 'removed', id: chatMessage(1).id }));
    expect(within(log).queryByText('mensagem 1')).toBeNull();
    expect(within(log).getByText('Mensagem removida')).toBeTruthy();
    expect(within(log).getAllByRole('article')).toHaveLength(3);
  });

  it('the composer: Enter sends (Shift+Enter does not), the field empties and keeps the focus', async () => {
    render(<ChatPage />);
    await roomLog();
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(composer(), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(composer(), { target: { value: '  Oi, pessoal\nTudo bem?  ' } });
    expect(send.disabled).toBe(false);
    composer().focus();
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(kit.server.sent).toHaveLength(0);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(kit.server.sent).toHaveLength(1));
    expect(kit.server.sent[0]?.text).toBe('Oi, pessoal\nTudo bem?');
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(composer());
    const mine = await screen.findByRole('article', { name: 'Sua mensagem' });
    expect(mine.textContent).toContain('Oi, pessoal');
    expect(mine.textContent).not.toContain('Aguardando conexão');
    expect(track).toHaveBeenCalledWith('community_post_created', 'chat');
    // Its live frame arrives too: shown once.
    const [stored] = kit.server.sent;
    act(() =>
      FakeSocket.last().send({
        type: 'message',
        message: chatMessage(99, { id: stored!.id, text: stored!.text }),
      }),
    );
    expect(screen.getAllByRole('article', { name: 'Sua mensagem' })).toHaveLength(1);
  });

  it('shows the counter near the limit and the shared schema’s message past it, sending nothing', async () => {
    render(<ChatPage />);
    await roomLog();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(700) } });
    expect(screen.queryByText(/caracteres$/)).toBeNull();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByText('1001/1000 caracteres')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert').textContent).toBe('A mensagem pode ter no máximo 1.000 caracteres');
    expect(composer().getAttribute('aria-invalid')).toBe('true');
    expect(kit.server.sent).toHaveLength(0);
  });

  it('loads older messages with the button, before the ones shown', async () => {
    kit.server.history.set('geral', { messages: [chatMessage(51), chatMessage(52)], olderCursor: 'c51' });
    kit.server.older.set('c51', { messages: [chatMessage(49), chatMessage(50)], olderCursor: null });
    render(<ChatPage />);
    const log = await roomLog();
    fireEvent.click(within(log).getByRole('button', { name: 'Carregar mensagens anteriores' }));
    await waitFor(() =>
      expect(
        within(log)
          .getAllByRole('article')
          .map((a) => a.textContent?.match(/mensagem \d+/)?.[0]),
      ).toEqual(['mensagem 49', 'mensagem 50', 'mensagem 51', 'mensagem 52']),
    );
    expect(kit.server.calls).toContain('GET /api/community/chat/rooms/geral/messages?before=c51');
    expect(within(log).queryByRole('button', { name: 'Carregar mensagens anteriores' })).toBeNull();
  });

  it('deletes one’s own message after confirming, and reports someone else’s', async () => {
    kit.server.history.set('geral', {
      messages: [chatMessage(1), chatMessage(2, { isMine: true, text: 'Apaga isso' })],
      olderCursor: null,
    });
    render(<ChatPage />);
    const log = await roomLog();
    fireEvent.click(
      within(within(log).getByRole('article', { name: 'Sua mensagem' })).getByRole('button', {
        name: 'Apagar',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Apagar esta mensagem?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apagar' }));
    await waitFor(() => expect(within(log).queryByText('Apaga isso')).toBeNull());
    expect(kit.server.deleted).toEqual([chatMessage(2).id]);
    expect(within(log).getByText('Mensagem removida')).toBeTruthy();

    fireEvent.click(
      within(within(log).getByRole('article', { name: 'Mensagem de Ipê Sereno 214' })).getByRole('button', {
        name: 'Denunciar',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Denunciar mensagem' })).toBeTruthy();
  });

  it('another room starts empty: a late answer about the room left behind is dropped', async () => {
    let answerGeral = () => {};
    kit.server.slow.set('geral', new Promise<void>((resolve) => (answerGeral = resolve)));
    kit.server.history.set('geral', {
      messages: [chatMessage(1, { text: 'Da sala geral' })],
      olderCursor: null,
    });
    kit.server.history.set('madrugada', {
      messages: [chatMessage(2, { room: 'madrugada', text: 'Da madrugada' })],
      olderCursor: null,
    });
    const { rerender } = render(<ChatPage />);
    rerender(<ChatPage sala="madrugada" />);
    const log = await roomLog('Mensagens: Madrugada');
    expect(within(log).getByText('Da madrugada')).toBeTruthy();
    await act(async () => answerGeral());
    const after = await roomLog('Mensagens: Madrugada');
    expect(within(after).queryByText('Da sala geral')).toBeNull();
    expect(within(after).getByText('Da madrugada')).toBeTruthy();
  });

  it('in the Madrugada room, the help lines come first; an unknown room is the general one', async () => {
    kit.server.history.set('madrugada', { messages: [], olderCursor: null });
    render(<ChatPage sala="madrugada" />);
    const log = await roomLog('Mensagens: Madrugada');
    const cvv = screen.getByRole('link', { name: 'Ligar para o CVV: 188' });
    expect(cvv.getAttribute('href')).toBe('tel:188');
    expect(cvv.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Ainda não há mensagens aqui. Que tal dar um oi?')).toBeTruthy();
    expect(FakeSocket.last().url).toMatch(/topic=room%3Amadrugada$/);
    cleanup();

    render(<ChatPage sala="cassino" />);
    await roomLog();
    expect(screen.queryByRole('link', { name: 'Ligar para o CVV: 188' })).toBeNull();
  });
});
