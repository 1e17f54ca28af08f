/**
 * Support CLI `notifications:status` (issue 18): the recent fan-out jobs with their progress, or
 * one job by id with every count; `--json` prints exactly the API's job shape; an unknown id
 * exits 1 and a second id is wrong usage (2), with pt-BR messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FanOutJobDto } from '../../shared/admin-api-types';
import { api } from '../../shared/api';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { type CliHarness, json, startCliHarness } from './cli-helpers';
import { runJobsOn } from './fan-out-helpers';
import { signUpAdmin } from './sharing-helpers';

let h: CliHarness;
let push: Awaited<ReturnType<typeof startPushTestServer>>;
let admin: SignedIn;
let done: FanOutJobDto;
let queued: FanOutJobDto;

beforeAll(async () => {
  h = await startCliHarness({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  push = await startPushTestServer();
  admin = await signUpAdmin(h.server);
  for (const [name, path] of [
    ['Ana', '/ana'],
    ['Bia', '/gone/bia'],
  ] as const) {
    const member = await signUp(h.server, { name });
    expect(
      (await member.client.post(api.notificationsSubscribe, { subscription: push.subscription(path) }))
        .status,
    ).toBe(204);
  }
  const message = { title: 'Semana de metas', body: 'Uma meta por vez.', segment: 'all' };
  done = (await admin.client.post<FanOutJobDto>(api.adminNotifications, message)).body;
  await runJobsOn(h.server);
  queued = (await admin.client.post<FanOutJobDto>(api.adminNotifications, { ...message, title: 'Depois' }))
    .body;
});
afterAll(async () => {
  await h?.close();
  await push?.close();
});

describe('support CLI: notifications:status', () => {
  it('lists the recent jobs, newest first, with their progress in pt-BR', async () => {
    const jobs = json<FanOutJobDto[]>(await h.cli('notifications:status', '--json'));
    expect(jobs.map((j) => j.id)).toEqual([queued.id, done.id]);
    expect(jobs[1]).toMatchObject({ status: 'done', total: 2, sent: 1, removed: 1 });
    expect(jobs[0]).toMatchObject({ status: 'queued', total: 1, sent: 0 });

    const run = await h.cli('notifications:status');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Concluído');
    expect(run.stdout).toContain('2 de 2 (100 %)');
    expect(run.stdout).toContain('1 enviada, 1 inscrição expirada removida');
    expect(run.stdout).toContain('Na fila');
    expect(run.stdout).toContain('Notificação push');
  });

  it('shows one job with every count, and refuses an unknown id or two ids', async () => {
    const one = json<FanOutJobDto>(await h.cli('notifications:status', done.id, '--json'));
    expect(one).toMatchObject({
      id: done.id,
      message: { title: 'Semana de metas' },
      startedBy: admin.user.name,
    });
    const table = await h.cli('notifications:status', done.id);
    expect(table.stdout).toContain('Semana de metas');
    expect(table.stdout).toMatch(/inscrições removidas\s+1/);

    const unknown = await h.cli('notifications:status', '00000000-0000-4000-8000-000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nenhum envio com o id');
    const two = await h.cli('notifications:status', done.id, queued.id);
    expect(two.code).toBe(2);
  });
});
