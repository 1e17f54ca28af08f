import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { communityApi } from '../../shared/community-api';
import type { ForumThreadResponse, ForumWriteResponse } from '../../shared/community-api-types';
import { isPseudonym } from '../../shared/domain/pseudonym';
import {
  CommunityProfileSchema,
  ForumPostSchema,
} from '../../sync-server/modules/community/community.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { onEachDatabase, startOn } from './database-variants';
import { signUpPsychologist } from './sharing-helpers';

/** The community's forum (issue 12), on every database the suite runs on. */
onEachDatabase((database) => {
  let server: TestServer;
  let ana: SignedIn;
  let bruno: SignedIn;
  /** Everything any answer of the forum said, to look for identities in. */
  const answers: string[] = [];

  const call = async (
    who: SignedIn,
    method: 'get' | 'post' | 'patch' | 'put' | 'delete',
    path: string,
    json?: unknown,
  ) => {
    const res =
      method === 'get' || method === 'delete'
        ? await who.client[method](path)
        : await who.client[method](path, json);
    answers.push(res.text);
    return res;
  };
  const newThread = (who: SignedIn, fields: Record<string, unknown> = {}) =>
    call(who, 'post', communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'primeiros-dias',
      title: 'Meu primeiro dia sem apostar',
      text: 'Hoje apaguei os aplicativos.',
      ...fields,
    });

  beforeAll(async () => {
    server = await startOn(database, { COMMUNITY_POST_LIMIT_PER_MEMBER: '1000' });
    ana = await signUp(server, { name: 'Ana Lúcia Pereira' });
    bruno = await signUp(server, { name: 'Bruno Carvalho' });
  }, 60_000);
  afterAll(() => server?.close());

  it('gives each member a generated pseudonym, which they may change once a day', async () => {
    const me = await call(ana, 'get', communityApi.communityMe);
    expect(me.status).toBe(200);
    expect(isPseudonym(me.body.pseudonym)).toBe(true);
    expect(me.body).toMatchObject({ canShowBadge: false, showBadge: false, suspendedUntil: null });
    const changed = await call(ana, 'post', communityApi.communityPseudonym);
    expect(changed.status).toBe(200);
    expect(changed.body.pseudonym).not.toBe(me.body.pseudonym);
    const again = await call(ana, 'post', communityApi.communityPseudonym);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Você já trocou de apelido hoje. Tente de novo amanhã.');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('publishes a thread and replies, listed by latest activity, under pseudonyms', async () => {
    const opened = await newThread(ana);
    expect(opened.status, opened.text).toBe(201);
    const { post, thread, crisis } = opened.body as ForumWriteResponse;
    expect(post).toMatchObject({ status: 'published', isMine: true, text: 'Hoje apaguei os aplicativos.' });
    expect(crisis).toBe(false);
    const reply = await call(bruno, 'post', communityApi.forumReplies(thread.id), {
      id: randomUUID(),
      text: 'Força! Estou junto.',
    });
    expect(reply.status, reply.text).toBe(201);

    const read = await call(bruno, 'get', communityApi.forumThread(thread.id));
    const page = read.body as ForumThreadResponse;
    expect(page.thread).toMatchObject({
      title: 'Meu primeiro dia sem apostar',
      replyCount: 1,
      isMine: false,
    });
    expect(page.posts.map((p) => [p.text, p.isMine])).toEqual([
      ['Hoje apaguei os aplicativos.', false],
      ['Força! Estou junto.', true],
    ]);
    const anaName = (await call(ana, 'get', communityApi.communityMe)).body.pseudonym;
    expect(page.posts[0]!.author).toEqual({ displayName: anaName, badge: null });
    expect(page.posts[0]!.editableUntil).toBeNull();

    const list = await call(ana, 'get', communityApi.forumThreads('primeiros-dias'));
    expect(list.status).toBe(200);
    expect(list.body.threads[0]).toMatchObject({ id: thread.id, replyCount: 1, isMine: true });
    const categories = await call(ana, 'get', communityApi.forumCategories);
    expect(
      categories.body.find((c: { key: string }) => c.key === 'primeiros-dias').threadCount,
    ).toBeGreaterThan(0);
  });

  it('stores a thread published twice with the same id once (an offline replay)', async () => {
    const id = randomUUID();
    const first = await newThread(ana, { id });
    const second = await newThread(ana, { id });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.post.id).toBe(id);
    expect(await server.em().count(ForumPostSchema, { id })).toBe(1);
    const replyId = randomUUID();
    for (let i = 0; i < 2; i++)
      expect(
        (await call(bruno, 'post', communityApi.forumReplies(id), { id: replyId, text: 'Oi' })).status,
      ).toBe(201);
    expect((await call(ana, 'get', communityApi.forumThread(id))).body.thread.replyCount).toBe(1);
    // The same id for something else is refused, from anyone.
    expect((await newThread(bruno, { id })).status).toBe(409);
  });

  it('keeps text plain: <script> and HTML come back as the same text', async () => {
    const text = '<script>alert(1)</script> <b>negrito</b> & <a href="x">link</a>';
    const res = await newThread(ana, { text });
    expect(res.body.post.text).toBe(text);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('holds a betting link for review, shown to its author only, with the reason', async () => {
    const res = await newThread(bruno, {
      title: 'Site bom',
      text: 'Entra no https://www.bet365.com que paga',
    });
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({ status: 'held', heldRule: 'betting-link' });
    const id = res.body.thread.id;
    expect((await call(bruno, 'get', communityApi.forumThread(id))).status).toBe(200);
    expect((await call(ana, 'get', communityApi.forumThread(id))).status).toBe(404);
    const others = (await call(ana, 'get', communityApi.forumThreads())).body.threads.map(
      (t: { id: string }) => t.id,
    );
    expect(others).not.toContain(id);
  });

  it('publishes crisis language and tells the author to see the crisis card', async () => {
    const res = await newThread(ana, {
      category: 'recaidas',
      title: 'Não aguento',
      text: 'Não aguento mais viver assim',
    });
    expect(res.body).toMatchObject({ crisis: true, post: { status: 'published' } });
  });

  it('lets only the author edit (within 15 minutes) or delete a post', async () => {
    const { post } = (await newThread(ana)).body as ForumWriteResponse;
    expect((await call(bruno, 'patch', communityApi.forumPost(post.id), { text: 'invadido' })).status).toBe(
      404,
    );
    expect((await call(bruno, 'delete', communityApi.forumPost(post.id))).status).toBe(404);
    const edited = await call(ana, 'patch', communityApi.forumPost(post.id), { text: 'Texto corrigido' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.post).toMatchObject({ text: 'Texto corrigido' });
    expect(edited.body.post.editedAt).not.toBeNull();

    // Sixteen minutes later the window is closed.
    await server
      .em()
      .nativeUpdate(ForumPostSchema, { id: post.id }, { createdAt: new Date(Date.now() - 16 * 60_000) });
    const late = await call(ana, 'patch', communityApi.forumPost(post.id), { text: 'Tarde demais' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(
      'Só dá para editar uma mensagem nos primeiros 15 minutos depois de publicada.',
    );

    const removed = await call(ana, 'delete', communityApi.forumPost(post.id));
    expect(removed.body.post).toMatchObject({ status: 'removed', text: null });
    const seen = (await call(bruno, 'get', communityApi.forumThread(post.threadId)))
      .body as ForumThreadResponse;
    expect(seen.posts[0]).toMatchObject({ status: 'removed', text: null });
  });

  it('counts one "apoio" per member per post, which can be taken back', async () => {
    const { post } = (await newThread(ana)).body as ForumWriteResponse;
    expect((await call(bruno, 'put', communityApi.forumApoio(post.id))).body).toEqual({
      apoioCount: 1,
      apoiado: true,
    });
    expect((await call(bruno, 'put', communityApi.forumApoio(post.id))).body).toEqual({
      apoioCount: 1,
      apoiado: true,
    });
    expect((await call(ana, 'put', communityApi.forumApoio(post.id))).body).toEqual({
      apoioCount: 2,
      apoiado: true,
    });
    expect((await call(bruno, 'delete', communityApi.forumApoio(post.id))).body).toEqual({
      apoioCount: 1,
      apoiado: false,
    });
    expect((await call(bruno, 'delete', communityApi.forumApoio(post.id))).body).toEqual({
      apoioCount: 1,
      apoiado: false,
    });
  });

  it('takes reports, once per member per post', async () => {
    const { post } = (await newThread(ana)).body as ForumWriteResponse;
    const reported = await call(bruno, 'post', communityApi.forumReports(post.id), {
      reason: 'Parece golpe',
    });
    expect(reported.status).toBe(204);
    expect(
      (await call(bruno, 'post', communityApi.forumReports(post.id), { reason: 'De novo' })).status,
    ).toBe(204);
    const empty = await call(bruno, 'post', communityApi.forumReports(post.id), { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Conte em poucas palavras o que há de errado com esta mensagem');
  });

  it('refuses bad input with pt-BR messages', async () => {
    expect((await newThread(ana, { title: 'Oi' })).body.message).toBe(
      'O título precisa ter pelo menos 3 caracteres',
    );
    expect((await newThread(ana, { text: '' })).body.message).toBe('Escreva sua mensagem antes de publicar');
    expect((await newThread(ana, { text: 'x'.repeat(5001) })).body.message).toBe(
      'A mensagem pode ter no máximo 5.000 caracteres',
    );
    expect((await newThread(ana, { category: 'apostas' })).body.message).toBe('Escolha uma categoria');
    expect((await call(ana, 'get', communityApi.forumThreads('apostas'))).status).toBe(400);
  });

  it('pauses posting for a suspended member, who can still read', async () => {
    const carla = await signUp(server, { name: 'Carla Dias' });
    await call(carla, 'get', communityApi.communityMe);
    await server
      .em()
      .nativeUpdate(
        CommunityProfileSchema,
        { userId: carla.user.id },
        { suspendedUntil: new Date(Date.now() + 86_400_000) },
      );
    const refused = await newThread(carla);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('pausada pela moderação');
    expect((await call(carla, 'get', communityApi.forumThreads())).status).toBe(200);
  });

  it('shows the verified badge only for an approved psychologist who chose it', async () => {
    const approved = await signUpPsychologist(server, { approved: true });
    const pending = await signUpPsychologist(server, { approved: false });
    expect(
      (await call(pending, 'put', communityApi.communityBadge, { showBadge: true })).body.showBadge,
    ).toBe(false);
    const pendingPost = (await newThread(pending)).body as ForumWriteResponse;
    expect(pendingPost.post.author.badge).toBeNull();

    const before = (await newThread(approved)).body as ForumWriteResponse;
    expect(before.post.author.badge).toBeNull();
    const chosen = await call(approved, 'put', communityApi.communityBadge, { showBadge: true });
    expect(chosen.body).toMatchObject({ canShowBadge: true, showBadge: true });
    const after = (await newThread(approved)).body as ForumWriteResponse;
    expect(after.post.author).toEqual({ displayName: 'Beatriz Souza', badge: 'psychologist' });
  });

  it('answers 429 in pt-BR past the per-member limit', async () => {
    const limited = await startOn(database, { COMMUNITY_POST_LIMIT_PER_MEMBER: '2' });
    try {
      const dora = await signUp(limited, { name: 'Dora Lima' });
      const post = () =>
        dora.client.post(communityApi.forumNewThread, {
          id: randomUUID(),
          category: 'familia',
          title: 'Título',
          text: 'Texto',
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    } finally {
      await limited.close();
    }
  });

  it('never answers with an author’s account id, e-mail or name', () => {
    const everything = answers.join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const who of [ana, bruno]) {
      expect(everything).not.toContain(who.user.id);
      expect(everything).not.toContain(who.email);
      expect(everything).not.toContain(who.user.name);
    }
    expect(everything).not.toMatch(/"(authorId|userId|email)"/);
  });
});
