import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { communityApi } from '../../shared/community-api';
import type { ForumThreadResponse } from '../../shared/community-api-types';
import {
  CommunityProfileSchema,
  ForumPostSchema,
} from '../../sync-server/modules/community/community.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { onEachDatabase, startOn } from './database-variants';
import { pull, pushAny } from './sync-kinds-helpers';

/**
 * Forum threads and replies written offline (issue 12), published through the sync engine's
 * generic push as the `community-post` kind: once, under the forum's rules, never pulled.
 */
onEachDatabase((database) => {
  let server: TestServer;
  let ana: SignedIn;
  let bruno: SignedIn;

  const newThread = (fields: Record<string, unknown> = {}) => ({
    type: 'community-post',
    id: randomUUID(),
    threadId: null,
    category: 'recaidas',
    title: 'Escrevi no metrô, sem sinal',
    text: 'Ontem tive uma recaída, mas hoje recomecei.',
    ...fields,
  });
  const reply = (threadId: string, text = 'Recomeçar é o que importa.') => ({
    type: 'community-post',
    id: randomUUID(),
    threadId,
    text,
  });

  beforeAll(async () => {
    server = await startOn(database);
    ana = await signUp(server, { name: 'Ana Lúcia Pereira' });
    bruno = await signUp(server, { name: 'Bruno Carvalho' });
  }, 60_000);
  afterAll(() => server?.close());

  it('publishes a thread and a reply pushed together, once however often they are replayed', async () => {
    const thread = newThread();
    const answer = reply(thread.id);
    expect((await pushAny(ana.client, [thread, answer])).map((r) => r.status)).toEqual(['stored', 'stored']);
    // The answer was lost and the device (or the worker) sends the same push again.
    expect((await pushAny(ana.client, [thread, answer])).map((r) => r.status)).toEqual(['stored', 'stored']);
    const read = await bruno.client.get(communityApi.forumThread(thread.id));
    const page = read.body as ForumThreadResponse;
    expect(page.thread.title).toBe('Escrevi no metrô, sem sinal');
    expect(page.posts.map((p) => p.id)).toEqual([thread.id, answer.id]);
    expect(await server.em().count(ForumPostSchema, { id: { $in: [thread.id, answer.id] } })).toBe(2);
    // Read online, never pulled; listed in the member's data export.
    expect((await pull(ana.client)).records.some((r) => r.id === thread.id)).toBe(false);
    const exported = (await ana.client.get(api.profileExport)).body;
    expect(exported.communityPosts.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([thread.id, answer.id]),
    );
  });

  it('holds what breaks a safety rule (stored, with the reason for its author), refuses what may not be published', async () => {
    const held = await pushAny(ana.client, [newThread({ text: 'Meu pix é 123.456.789-09, me empresta?' })]);
    expect(held[0]).toMatchObject({ status: 'stored', code: 'community-held' });
    expect(held[0]?.message).toContain('revisada pela moderação');

    const gone = await pushAny(ana.client, [reply(randomUUID())]);
    expect(gone[0]).toMatchObject({ status: 'rejected', code: 'not-found' });
    const invalid = await pushAny(ana.client, [newThread({ title: 'Oi' })]);
    expect(invalid[0]).toMatchObject({
      status: 'rejected',
      message: 'O título precisa ter pelo menos 3 caracteres',
    });

    await bruno.client.get(communityApi.communityMe);
    await server
      .em()
      .nativeUpdate(
        CommunityProfileSchema,
        { userId: bruno.user.id },
        { suspendedUntil: new Date(Date.now() + 86_400_000) },
      );
    const suspended = await pushAny(bruno.client, [newThread()]);
    expect(suspended[0]).toMatchObject({ status: 'rejected', code: 'community-suspended' });
    expect(suspended[0]?.message).toContain('pausada pela moderação');
  });

  it('an id already used for other content is a conflict, never an overwrite', async () => {
    const thread = newThread();
    expect((await pushAny(ana.client, [thread]))[0]?.status).toBe('stored');
    const other = await pushAny(bruno.client, [{ ...thread, text: 'Outro texto' }]);
    expect(other[0]).toMatchObject({ status: 'conflict' });
  });
});
