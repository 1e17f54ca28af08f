import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommunityLiveMessage, roomTopic, threadTopic } from '../../shared/chat';
import { communityApi } from '../../shared/community-api';
import type { ChatMessageDto, ChatWriteResponse, ForumWriteResponse } from '../../shared/community-api-types';
import { type App, createApp } from '../../sync-server/app';
import { CommunityProfileSchema } from '../../sync-server/modules/community/community.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import { type CommunityTab, openCommunity, refusedStatus } from '../helpers/live-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { onEachDatabase, onPostgres, startOn } from './database-variants';
import { signUpAdmin } from './sharing-helpers';

/** The community's live chat (issue 12), on every database the suite runs on. */
onEachDatabase((database) => {
  let server: TestServer;
  let ana: SignedIn;
  let bruno: SignedIn;
  /** Every HTTP answer and socket frame, to look for identities in. */
  const seen: string[] = [];
  const tabs: CommunityTab[] = [];

  const send = async (who: SignedIn, text: string, room = 'geral', id: string = randomUUID()) => {
    const res = await who.client.post(communityApi.chatMessages(room), { id, text });
    seen.push(res.text);
    return res;
  };
  const history = async (who: SignedIn, room = 'geral', before?: string) => {
    const res = await who.client.get(communityApi.chatMessages(room, before));
    seen.push(res.text);
    return res;
  };
  const open = async (who: SignedIn, topic: string) => {
    const tab = await openCommunity(server, who.client, topic);
    tabs.push(tab);
    return tab;
  };
  const messageFrame = (id: string) => (m: CommunityLiveMessage) =>
    m.type === 'message' && m.message.id === id;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  beforeAll(async () => {
    server = await startOn(database, { CHAT_MESSAGE_LIMIT_PER_MEMBER: '1000' });
    ana = await signUp(server, { name: 'Ana Lúcia Pereira' });
    bruno = await signUp(server, { name: 'Bruno Carvalho' });
  }, 60_000);
  afterAll(async () => {
    for (const tab of tabs) {
      seen.push(...tab.messages.map((m) => JSON.stringify(m)));
      tab.close();
    }
    await server?.close();
  });

  it('delivers a message live to everyone in the room, the author’s copy marked as theirs, and nowhere else', async () => {
    const anaTab = await open(ana, roomTopic('geral'));
    const brunoTab = await open(bruno, roomTopic('geral'));
    const elsewhere = await open(bruno, roomTopic('madrugada'));
    const sent = await send(ana, 'Boa noite, gente. Hoje foi difícil, mas não apostei.');
    expect(sent.status, sent.text).toBe(201);
    const { message, crisis } = sent.body as ChatWriteResponse;
    expect(crisis).toBe(false);
    expect(message).toMatchObject({ room: 'geral', status: 'published', isMine: true, heldRule: null });

    const toBruno = await brunoTab.next(messageFrame(message.id));
    const toAna = await anaTab.next(messageFrame(message.id));
    expect(toBruno).toEqual({ type: 'message', message: { ...message, isMine: false } });
    expect(toAna).toEqual({ type: 'message', message });
    await settle();
    expect(elsewhere.messages).toEqual([]);

    const page = (await history(bruno)).body as { messages: ChatMessageDto[] };
    expect(page.messages.at(-1)).toEqual({ ...message, isMine: false });
  });

  it('stores a message sent twice with the same id once, and says it once', async () => {
    const tab = await open(bruno, roomTopic('familiares'));
    const id = randomUUID();
    const first = await send(ana, 'Minha mãe me ajudou hoje.', 'familiares', id);
    const again = await send(ana, 'Minha mãe me ajudou hoje.', 'familiares', id);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.message).toEqual(first.body.message);
    await tab.next(messageFrame(id));
    await settle();
    expect(tab.messages.filter(messageFrame(id))).toHaveLength(1);
    const mine = ((await history(ana, 'familiares')).body.messages as ChatMessageDto[]).filter(
      (m) => m.id === id,
    );
    expect(mine).toHaveLength(1);
    expect((await send(bruno, 'Outro texto', 'familiares', id)).status).toBe(409);
  });

  it('loads history in pages, older ones on request', async () => {
    for (let i = 0; i < 55; i++) expect((await send(bruno, `mensagem ${i}`, 'madrugada')).status).toBe(201);
    const latest = (await history(ana, 'madrugada')).body;
    expect(latest.messages).toHaveLength(50);
    expect(latest.messages.at(-1).text).toBe('mensagem 54');
    expect(latest.olderCursor).toEqual(expect.any(String));
    const older = (await history(ana, 'madrugada', latest.olderCursor)).body;
    expect(older.messages.at(-1).text).toBe('mensagem 4');
    expect(older.messages.map((m: ChatMessageDto) => m.text)).toContain('mensagem 0');
    expect(older.olderCursor).toBeNull();
    expect((await history(ana, 'casino')).status).toBe(404);
    expect((await send(ana, 'oi', 'casino')).status).toBe(404);
  });

  it('holds a message that breaks a safety rule (its author is told why), flags crisis, keeps HTML as text', async () => {
    const tab = await open(bruno, roomTopic('geral'));
    const held = await send(ana, 'Entra no bet365.com que dá pra recuperar');
    expect(held.status).toBe(201);
    expect(held.body.message).toMatchObject({ status: 'held', heldRule: 'betting-link' });
    const crisis = await send(ana, 'Eu não aguento mais, quero morrer');
    expect(crisis.body).toMatchObject({ crisis: true, message: { status: 'published' } });
    const html = await send(ana, '<script>alert(1)</script> <b>oi</b>');
    expect(html.body.message.text).toBe('<script>alert(1)</script> <b>oi</b>');
    await tab.next(messageFrame(html.body.message.id));
    expect(tab.messages.some(messageFrame(held.body.message.id))).toBe(false);
    const brunoSees = (await history(bruno)).body.messages as ChatMessageDto[];
    expect(brunoSees.some((m) => m.id === held.body.message.id)).toBe(false);
    const anaSees = (await history(ana)).body.messages as ChatMessageDto[];
    expect(anaSees.find((m) => m.id === held.body.message.id)).toMatchObject({ heldRule: 'betting-link' });
    const empty = await send(ana, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Escreva sua mensagem antes de publicar');
    const long = await send(ana, 'a'.repeat(1001));
    expect(long.body.message).toBe('A mensagem pode ter no máximo 1.000 caracteres');
  });

  it('removes a message live: its author may delete it, nobody else; a moderator hides and restores', async () => {
    const tab = await open(bruno, roomTopic('geral'));
    const mine = (await send(ana, 'Vou apagar esta.')).body.message as ChatMessageDto;
    expect((await bruno.client.delete(communityApi.forumPost(mine.id))).status).toBe(404);
    expect((await ana.client.delete(communityApi.forumPost(mine.id))).status).toBe(200);
    await tab.next((m) => m.type === 'removed' && m.id === mine.id);

    const admin = await signUpAdmin(server);
    const reported = (await send(bruno, 'Mensagem que alguém denunciou')).body.message as ChatMessageDto;
    const report = await ana.client.post(communityApi.forumReports(reported.id), { reason: 'Ofensiva' });
    expect(report.status).toBe(204);
    const queue = await admin.client.get(communityApi.moderation);
    expect(queue.body.queue.find((item: { postId: string }) => item.postId === reported.id)).toMatchObject({
      threadTitle: 'Sala geral',
      room: 'geral',
    });
    const anaTab = await open(ana, roomTopic('geral'));
    expect((await admin.client.post(communityApi.moderationHide(reported.id))).status).toBe(200);
    await anaTab.next((m) => m.type === 'removed' && m.id === reported.id);
    const gone = ((await history(ana)).body.messages as ChatMessageDto[]).find((m) => m.id === reported.id);
    expect(gone).toMatchObject({ status: 'removed', text: null });
    expect((await admin.client.post(communityApi.moderationRestore(reported.id))).status).toBe(200);
    const back = await anaTab.next(messageFrame(reported.id));
    expect(back).toMatchObject({ message: { text: 'Mensagem que alguém denunciou', isMine: false } });
  });

  it('tells an open forum thread what changed: a new reply, a post hidden by a moderator', async () => {
    const opened = await ana.client.post(communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'conquistas',
      title: 'Trinta dias',
      text: 'Hoje completei trinta dias.',
    });
    const { thread } = opened.body as ForumWriteResponse;
    const reader = await open(bruno, threadTopic(thread.id));
    const reply = await bruno.client.post(communityApi.forumReplies(thread.id), {
      id: randomUUID(),
      text: 'Parabéns!',
    });
    expect(reply.status).toBe(201);
    await reader.next((m) => m.type === 'thread-changed');
    const admin = await signUpAdmin(server);
    expect((await admin.client.post(communityApi.moderationHide(reply.body.post.id))).status).toBe(200);
    await reader.next((m) => m.type === 'removed' && m.id === reply.body.post.id);
    // The rooms are not forum threads.
    expect((await ana.client.get(communityApi.forumThread('chat-geral'))).status).toBe(404);
    const listed = (await ana.client.get(communityApi.forumThreads())).body.threads as { category: string }[];
    expect(listed.every((t) => t.category !== 'chat')).toBe(true);
  });

  it('refuses the socket without a session, from a foreign Origin, for a suspended member, or for an unknown topic', async () => {
    const topic = roomTopic('geral');
    const refused = (who: SignedIn | null, origin?: string, on: string = topic) =>
      refusedStatus(server, who?.client ?? null, {}, () =>
        openCommunity(server, who?.client ?? null, on, origin ? { origin } : {}),
      );
    expect(await refused(null)).toBe(401);
    expect(await refused(ana, 'https://evil.example')).toBe(403);
    expect(await refused(ana, undefined, 'room:casino')).toBe(404);
    expect(await refused(ana, undefined, 'thread:nao-existe')).toBe(404);
    expect(await refused(ana, undefined, 'tudo')).toBe(404);
    const carla = await signUp(server, { name: 'Carla Dias' });
    await carla.client.get(communityApi.communityMe);
    expect(await refused(carla)).toBe('opened');
    await server
      .em()
      .nativeUpdate(
        CommunityProfileSchema,
        { userId: carla.user.id },
        { suspendedUntil: new Date(Date.now() + 86_400_000) },
      );
    expect(await refused(carla)).toBe(403);
    const refusedSend = await carla.client.post(communityApi.chatMessages('geral'), {
      id: randomUUID(),
      text: 'oi',
    });
    expect(refusedSend.status).toBe(403);
    expect(refusedSend.body.message).toContain('pausada pela moderação');
    expect((await carla.client.get(communityApi.chatMessages('geral'))).status).toBe(200);
  });

  it('answers 429 in pt-BR past the per-member limit', async () => {
    const limited = await startOn(database, { CHAT_MESSAGE_LIMIT_PER_MEMBER: '2' });
    try {
      const dora = await signUp(limited, { name: 'Dora Lima' });
      const post = () =>
        dora.client.post(communityApi.chatMessages('geral'), { id: randomUUID(), text: 'oi' });
      expect((await post()).status).toBe(201);
      // Windows are fixed minutes: five messages at once span at most one boundary, so at least
      // three of them share a window, and the third of those is refused.
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await post());
      const refused = answers.find((res) => res.status !== 201);
      expect(refused?.status).toBe(429);
      expect(refused?.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    } finally {
      await limited.close();
    }
  });

  it('never says who an author is, in an answer or a frame', () => {
    for (const tab of tabs) seen.push(...tab.messages.map((m) => JSON.stringify(m)));
    const everything = seen.join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const who of [ana, bruno]) {
      expect(everything).not.toContain(who.user.id);
      expect(everything).not.toContain(who.email);
      expect(everything).not.toContain(who.user.name);
    }
    expect(everything).not.toMatch(/"(authorId|userId|email)"/);
  });
});

describe.runIf(onPostgres())('the chat through three instances on PostgreSQL', () => {
  let server: TestServer;
  const others: { app: App; http: Server; url: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    for (let i = 0; i < 2; i++) {
      const app = await createApp(server.config);
      const http = await app.listen(0, '127.0.0.1');
      others.push({ app, http, url: `http://127.0.0.1:${(http.address() as { port: number }).port}` });
    }
  }, 60_000);
  afterAll(async () => {
    for (const { app, http } of others) {
      app.live.topics.closeAll();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await app.close();
    }
    await server?.close();
  });

  it('a message sent to one instance reaches the clients of the other two', async () => {
    const ana = await signUp(server);
    const bruno = await signUp(server);
    const readers = await Promise.all(
      others.map(({ url }, i) =>
        openCommunity({ ...server, url } as TestServer, (i === 0 ? ana : bruno).client, roomTopic('geral')),
      ),
    );
    const sent = await ana.client.post(communityApi.chatMessages('geral'), {
      id: randomUUID(),
      text: 'Chegou em todos?',
    });
    expect(sent.status, sent.text).toBe(201);
    const id = sent.body.message.id;
    const [own, other] = await Promise.all(
      readers.map((tab) => tab.next((m) => m.type === 'message' && m.message.id === id, 5000)),
    );
    expect(own).toMatchObject({ message: { isMine: true } });
    expect(other).toMatchObject({ message: { isMine: false, text: 'Chegou em todos?' } });
    for (const tab of readers) tab.close();
  });
});
