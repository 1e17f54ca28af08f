import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumPostDto, ForumThreadResponse } from '../../../shared/community-api-types';
import { FakeSocket } from '../chat/chat-test-kit';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { children: ReactNode; className?: string }) => (
    <a href="/community" className={props.className}>
      {props.children}
    </a>
  ),
  useRouterState: () => false,
}));

const { ThreadPage } = await import('../../../web/features/community/thread-page');
const { withPostRemoved, withPostsAdded } = await import(
  '../../../web/features/community/thread-page-updates'
);

const THREAD = 'f7d5c7a0-0000-4000-8000-000000000001';

function post(id: string, text: string): ForumPostDto {
  return {
    id,
    threadId: THREAD,
    author: { displayName: 'Ipê Sereno 214', badge: null },
    isMine: false,
    status: 'published',
    text,
    heldRule: null,
    createdAt: '2026-01-01T12:00:00.000Z',
    editedAt: null,
    editableUntil: null,
    apoioCount: 0,
    apoiado: false,
  };
}

function page(posts: ForumPostDto[], nextCursor: string | null = null): ForumThreadResponse {
  return {
    thread: {
      id: THREAD,
      category: 'primeiros-dias',
      title: 'Primeira semana',
      author: { displayName: 'Ipê Sereno 214', badge: null },
      isMine: false,
      status: 'published',
      createdAt: '2026-01-01T12:00:00.000Z',
      lastActivityAt: '2026-01-01T12:00:00.000Z',
      replyCount: posts.length - 1,
      apoioCount: 0,
    },
    posts,
    nextCursor,
  };
}

/** What the server answers for the thread's first page and for each cursor. */
let pages: Map<string, ForumThreadResponse>;
let reads: string[];

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  pages = new Map([['', page([post(THREAD, 'Uma semana sem apostar'), post('r1', 'Parabéns!')])]]);
  reads = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const cursor = new URL(input, 'http://localhost').searchParams.get('cursor') ?? '';
    reads.push(cursor);
    const answer = pages.get(cursor);
    return new Response(JSON.stringify(answer ?? { code: 'not-found', message: 'Não encontrado.' }), {
      status: answer ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withPostRemoved', () => {
  it('removes a reply’s text, or the whole thread when the opening post goes', () => {
    const shown = page([post(THREAD, 'Abertura'), post('r1', 'Resposta')]);
    const reply = withPostRemoved(shown, 'r1');
    expect(reply.posts[1]).toMatchObject({ status: 'removed', text: null });
    expect(reply.thread.title).toBe('Primeira semana');
    const opener = withPostRemoved(shown, THREAD);
    expect(opener.thread).toMatchObject({ status: 'removed', title: '' });
    expect(opener.posts[0]).toMatchObject({ status: 'removed', text: null });
  });
});

describe('withPostsAdded', () => {
  it('adds each post once: one already shown (read again live) takes the newer copy in place', () => {
    const shown = page([post(THREAD, 'Abertura'), post('r1', 'Resposta')]);
    const next = withPostsAdded(shown, [post('r1', 'Resposta editada'), post('r2', 'Outra')]);
    expect(next.posts.map((p) => [p.id, p.text])).toEqual([
      [THREAD, 'Abertura'],
      ['r1', 'Resposta editada'],
      ['r2', 'Outra'],
    ]);
  });
});

describe('ThreadPage, live', () => {
  it('listens to its thread once it is on screen: a removed reply reads “Mensagem removida” at once', async () => {
    render(<ThreadPage threadId={THREAD} />);
    expect(await screen.findByText('Parabéns!')).toBeTruthy();
    expect((await FakeSocket.opened()).url).toMatch(new RegExp(`topic=thread%3A${THREAD}$`));
    act(() => FakeSocket.last().send({ type: 'removed', id: 'r1' }));
    expect(screen.queryByText('Parabéns!')).toBeNull();
    expect(screen.getByText('Mensagem removida')).toBeTruthy();
    expect(reads).toHaveLength(1);
  });

  it('the opening post removed: the whole conversation reads as removed, with no reply form', async () => {
    render(<ThreadPage threadId={THREAD} />);
    await screen.findByText('Parabéns!');
    const socket = await FakeSocket.opened();
    act(() => socket.send({ type: 'removed', id: THREAD }));
    expect(screen.getByRole('heading', { level: 1, name: 'Conversa removida' })).toBeTruthy();
    expect(screen.queryByLabelText('Sua resposta')).toBeNull();
  });

  it('a changed thread or a reconnection reads it again quietly, pages loaded with “Carregar mais” included', async () => {
    pages.set('', page([post(THREAD, 'Uma semana sem apostar'), post('r1', 'Parabéns!')], 'c2'));
    pages.set('c2', page([post('r2', 'Força!')]));
    render(<ThreadPage threadId={THREAD} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Força!');
    const socket = await FakeSocket.opened();
    pages.set('c2', page([post('r2', 'Força!'), post('r3', 'Estamos juntos.')]));
    act(() => socket.send({ type: 'thread-changed' }));
    // Two pages read again and drawn: on a loaded machine that takes longer than a second.
    const slow = { timeout: 5000 };
    expect(await screen.findByText('Estamos juntos.', {}, slow)).toBeTruthy();
    expect(screen.getByText('Parabéns!')).toBeTruthy();
    expect(reads).toEqual(['', 'c2', '', 'c2']);
    act(() => socket.open());
    await waitFor(() => expect(reads).toHaveLength(6), slow);
  });
});
