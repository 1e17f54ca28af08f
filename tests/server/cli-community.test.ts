import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityApi } from '../../shared/community-api';
import { ModerationActionSchema } from '../../sync-server/modules/community/community.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import { type CliHarness, startCliHarness } from './cli-helpers';

/** Moderation from the support CLI (issue 12): the queue, hide, restore, suspend, all logged. */
describe('community moderation from the CLI', () => {
  let h: CliHarness;
  let ana: SignedIn;
  let bruno: SignedIn;
  const thread = async (who: SignedIn, text: string, title = 'Uma conversa') => {
    const res = await who.client.post(communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'familia',
      title,
      text,
    });
    expect(res.status, res.text).toBe(201);
    return res.body.post.id as string;
  };

  beforeAll(async () => {
    h = await startCliHarness();
    ana = await signUp(h.server, { name: 'Ana Lúcia Pereira' });
    bruno = await signUp(h.server, { name: 'Bruno Carvalho' });
  }, 60_000);
  afterAll(() => h?.close());

  it('lists the queue, crisis first, with pseudonyms and never who the member is', async () => {
    const held = await thread(bruno, 'Entra no https://sportingbet.com');
    const reported = await thread(bruno, 'Uma mensagem qualquer');
    expect(
      (await ana.client.post(communityApi.forumReports(reported), { reason: 'Parece propaganda' })).status,
    ).toBe(204);
    const crisis = await thread(ana, 'Não aguento mais viver assim');
    const run = await h.cli('community:reports', '--json');
    expect(run.code, run.stderr).toBe(0);
    const queue = JSON.parse(run.stdout) as { postId: string; crisis: boolean; heldRule: string | null }[];
    expect(queue[0]).toMatchObject({ postId: crisis, crisis: true });
    expect(queue.map((q) => q.postId)).toEqual(expect.arrayContaining([held, reported, crisis]));
    expect(queue.find((q) => q.postId === held)?.heldRule).toBe('betting-link');
    for (const who of [ana, bruno]) {
      expect(run.stdout).not.toContain(who.email);
      expect(run.stdout).not.toContain(who.user.id);
      expect(run.stdout).not.toContain(who.user.name);
    }
    const text = await h.cli('community:reports');
    expect(text.stdout).toContain('CRISE');
    expect(text.stdout).toContain('Parece propaganda');
  });

  it('hides a post for everyone and restores it; a held one is published by restore', async () => {
    const post = await thread(bruno, 'Texto que alguém denunciou');
    const hidden = await h.cli('community:hide', post);
    expect(hidden.code, hidden.stderr).toBe(0);
    expect(hidden.stdout).toBe(`Mensagem ${post} escondida.`);
    const seen = await ana.client.get(communityApi.forumThread(post));
    expect(seen.body.posts[0]).toMatchObject({ status: 'removed', text: null });

    expect((await h.cli('community:restore', post)).code).toBe(0);
    expect((await ana.client.get(communityApi.forumThread(post))).body.posts[0]).toMatchObject({
      status: 'published',
      text: 'Texto que alguém denunciou',
    });

    const held = await thread(bruno, 'meu zap 11 91234-5678');
    expect((await ana.client.get(communityApi.forumThread(held))).status).toBe(404);
    const approved = await h.cli('community:restore', held, '--json');
    expect(JSON.parse(approved.stdout)).toEqual({ id: held, status: 'published' });
    expect((await ana.client.get(communityApi.forumThread(held))).status).toBe(200);

    expect((await h.cli('community:hide', randomUUID())).code).toBe(1);
  });

  it('suspends a member from posting by e-mail for N days, and lifts it with 0', async () => {
    const refusedUsage = await h.cli('community:suspend', bruno.email);
    expect(refusedUsage.code).toBe(2);
    const run = await h.cli('community:suspend', bruno.email, '--days', '3', '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(Date.parse(JSON.parse(run.stdout).suspendedUntil)).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    const refused = await bruno.client.post(communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'familia',
      title: 'Tentando',
      text: 'Olá',
    });
    expect(refused.status).toBe(403);
    expect((await h.cli('community:suspend', bruno.email, '--days=0')).code).toBe(0);
    await thread(bruno, 'Voltei');
  });

  it('logs every action with who and when', async () => {
    const log = await h.server.em().find(ModerationActionSchema, {}, { orderBy: { createdAt: 'asc' } });
    expect(log.map((a) => a.action)).toEqual(['hide', 'restore', 'restore', 'suspend', 'suspend']);
    for (const action of log) {
      expect(action.actorLabel).toBe('suporte (CLI)');
      expect(action.createdAt).toBeInstanceOf(Date);
    }
    expect(log.filter((a) => a.action === 'suspend').map((a) => a.days)).toEqual([3, 0]);
  });
});
