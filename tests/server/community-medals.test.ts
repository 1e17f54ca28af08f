import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityApi } from '../../shared/community-api';
import { MedalAwardSchema } from '../../sync-server/modules/medals/medal-award.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import { type CliHarness, startCliHarness } from './cli-helpers';
import { signUpPsychologist } from './sharing-helpers';

/**
 * The community medals (issue 12): the first post, the first "apoio" given, ten replies that
 * received an "apoio"; awarded by the medal service as it happens, never taken back, and by
 * `medals:recompute` for what happened before.
 */
describe('community medals', () => {
  let h: CliHarness;
  let ana: SignedIn;
  let bruno: SignedIn;

  const medalsOf = async (who: SignedIn) =>
    (await h.server.em().find(MedalAwardSchema, { userId: who.user.id })).map((m) => m.medalKey).sort();
  const thread = async (who: SignedIn, text = 'Hoje completei uma semana.') => {
    const res = await who.client.post(communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'conquistas',
      title: 'Uma semana',
      text,
    });
    expect(res.status, res.text).toBe(201);
    return res.body.thread.id as string;
  };
  const reply = async (who: SignedIn, threadId: string, text = 'Força, estou com você.') => {
    const res = await who.client.post(communityApi.forumReplies(threadId), { id: randomUUID(), text });
    expect(res.status, res.text).toBe(201);
    return res.body.post.id as string;
  };

  beforeAll(async () => {
    h = await startCliHarness({ COMMUNITY_POST_LIMIT_PER_MEMBER: '1000' });
    ana = await signUp(h.server, { name: 'Ana Lúcia Pereira' });
    bruno = await signUp(h.server, { name: 'Bruno Carvalho' });
  }, 60_000);
  afterAll(() => h?.close());

  it('the first published post earns "Primeira Mensagem"; a held one waits for its approval', async () => {
    const carla = await signUp(h.server, { name: 'Carla Dias' });
    await thread(carla, 'Entra no https://sportingbet.com');
    expect(await medalsOf(carla)).toEqual([]);
    await thread(ana);
    expect(await medalsOf(ana)).toEqual(['community-first-post']);
    const sent = await bruno.client.post(communityApi.chatMessages('geral'), {
      id: randomUUID(),
      text: 'Oi!',
    });
    expect(sent.status).toBe(201);
    expect(await medalsOf(bruno)).toEqual(['community-first-post']);
  });

  it('the first "apoio" given earns "Primeiro Apoio"; ten replies that received one earn the third', async () => {
    const threadId = await thread(ana);
    const replies: string[] = [];
    for (let i = 0; i < 10; i++) replies.push(await reply(bruno, threadId, `Resposta número ${i + 1}`));
    for (const [i, postId] of replies.entries()) {
      expect((await ana.client.put(communityApi.forumApoio(postId))).status).toBe(200);
      if (i === 0) expect(await medalsOf(ana)).toContain('community-first-apoio');
      if (i < 9) expect(await medalsOf(bruno)).not.toContain('community-ten-helpful-replies');
    }
    expect(await medalsOf(bruno)).toContain('community-ten-helpful-replies');
    // Never taken back: the apoios withdrawn, the medals stay.
    for (const postId of replies) await ana.client.delete(communityApi.forumApoio(postId));
    expect(await medalsOf(ana)).toContain('community-first-apoio');
    expect(await medalsOf(bruno)).toContain('community-ten-helpful-replies');
  });

  it('a psychologist earns none; medals:recompute awards what was earned before', async () => {
    const psychologist = await signUpPsychologist(h.server, { approved: true });
    await thread(psychologist);
    expect(await medalsOf(psychologist)).toEqual([]);

    // Awards lost (as if earned before the medals existed): the counts of today earn them again.
    const threadId = await thread(bruno);
    const postId = await reply(bruno, threadId);
    expect((await ana.client.put(communityApi.forumApoio(postId))).status).toBe(200);
    await h.server.em().nativeDelete(MedalAwardSchema, { userId: ana.user.id });
    const run = await h.cli('medals:recompute', ana.email, '--json');
    expect(run.code, run.stderr).toBe(0);
    const keys = (JSON.parse(run.stdout) as { awarded: { key: string }[] }).awarded.map((m) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['community-first-post', 'community-first-apoio']));
    expect(await medalsOf(ana)).toEqual(
      expect.arrayContaining(['community-first-post', 'community-first-apoio']),
    );
  });
});
