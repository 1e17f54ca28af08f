import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type {
  ChatHistoryResponse,
  ChatMessageDto,
  ChatWriteResponse,
  CommunityMeDto,
} from '../../../shared/community-api-types';
import { STORED_USER_KEY } from '../../../shared/constants';

/** The community's socket, opened, fed and dropped by the test. */
export class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {}
  open() {
    this.onopen?.();
  }
  send(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  static last(): FakeSocket {
    const socket = FakeSocket.made.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  /**
   * The socket a page opens from an effect once its content is on screen: that effect can run a
   * moment after the content is found (a loaded machine), so a test waits for it.
   */
  static opened(): Promise<FakeSocket> {
    return waitFor(() => FakeSocket.last());
  }
}

export const USER_ID = 'user-chat-ana';
export const PENDING_KEY = `virada.chat-pending.${USER_ID}`;

/** Message `n` of the general room, written at minute `n`. */
export function chatMessage(n: number, patch: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    room: 'geral',
    author: { displayName: 'Ipê Sereno 214', badge: null },
    isMine: false,
    status: 'published',
    text: `mensagem ${n}`,
    heldRule: null,
    createdAt: new Date(Date.now() - (100 - n) * 60_000).toISOString(),
    ...patch,
  };
}

type Answer = { status: number; body?: unknown };
export interface SentBody {
  id: string;
  text: string;
}

/**
 * The server as the chat sees it: each room's history, the community profile, and what sending
 * answers (by default: published, as the author's own). Every call is recorded.
 */
export function fakeServer() {
  const server = {
    history: new Map<string, ChatHistoryResponse>([['geral', { messages: [], olderCursor: null }]]),
    older: new Map<string, ChatHistoryResponse>(),
    /** A room whose history answers only when this settles (a slow answer). */
    slow: new Map<string, Promise<void>>(),
    me: {
      pseudonym: 'Araucária Serena 214',
      canShowBadge: false,
      showBadge: false,
      suspendedUntil: null,
    } as CommunityMeDto,
    sent: [] as SentBody[],
    deleted: [] as string[],
    calls: [] as string[],
    answerSend: (body: SentBody, room: string): Answer | Promise<Answer> => ({
      status: 201,
      body: {
        message: chatMessage(99, {
          id: body.id,
          text: body.text,
          room,
          isMine: true,
          author: { displayName: 'Araucária Serena 214', badge: null },
        }),
        crisis: false,
      } satisfies ChatWriteResponse,
    }),
  };
  const respond = ({ status, body }: Answer) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    server.calls.push(`${method} ${url.pathname}${url.search}`);
    const room = /^\/api\/community\/chat\/rooms\/([^/]+)\/messages$/.exec(url.pathname)?.[1];
    if (room && method === 'GET') {
      await server.slow.get(room);
      const before = url.searchParams.get('before');
      const page = before ? server.older.get(before) : server.history.get(room);
      return respond(
        page
          ? { status: 200, body: page }
          : { status: 404, body: { code: 'not-found', message: 'Não encontrado.' } },
      );
    }
    if (room && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as SentBody;
      server.sent.push(body);
      return respond(await server.answerSend(body, room));
    }
    if (url.pathname === '/api/community/me') return respond({ status: 200, body: server.me });
    if (url.pathname.startsWith('/api/community/posts/') && method === 'DELETE') {
      server.deleted.push(url.pathname.split('/').at(-1)!);
      return respond({ status: 200, body: {} });
    }
    if (url.pathname === '/api/site-info')
      return respond({ status: 200, body: { company: {}, links: { communityGroup: '' }, contactEmail: '' } });
    return respond({ status: 404, body: { code: 'not-found', message: 'Não encontrado.' } });
  });
  return { server, fetchMock };
}

/** Ana, signed in on this device. */
export function signInAna() {
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      id: USER_ID,
      email: 'ana@exemplo.com',
      name: 'Ana',
      userType: 'client',
      createdAt: '2026-01-01T12:00:00.000Z',
      timezone: 'America/Sao_Paulo',
    }),
  );
}
