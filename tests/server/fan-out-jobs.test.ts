/**
 * Broadcasts and medal e-mails as fan-out jobs (issue 18, DESIGN.md §11): the request answers at
 * once with a queued job whose recipients were materialised by the database; rounds of the job
 * (as every instance runs them) send each recipient exactly once, the counts add up to the total,
 * a claim whose instance died is settled as interrupted and never re-sent, a stopping round gives
 * back what it had not started, three instances on one database share a job without sending
 * twice. Runs on SQLite (three instances on one file) and on PostgreSQL when DATABASE_URL names one.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FanOutJobDto, FanOutJobListDto } from '../../shared/admin-api-types';
import { api } from '../../shared/api';
import { fanOutJobsApi } from '../../shared/fan-out-jobs-api';
import { sqlDate, withConnection } from '../../sync-server/db/sql';
import { purgeSettledRecipients, SETTLED_RECIPIENTS_KEPT_MS } from '../../sync-server/jobs/fan-out-retention';
import { MailOutboxSchema } from '../../sync-server/modules/mail/mail-outbox.entity';
import { MedalAwardSchema } from '../../sync-server/modules/medals/medal-award.entity';
import { PushSubscriptionSchema } from '../../sync-server/modules/notifications/notifications.entities';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { checkin, push as pushRecords } from './core-loop-helpers';
import { onPostgres } from './database-variants';
import { jobOf, runJobsOn, settledCount } from './fan-out-helpers';
import { signUpAdmin, signUpPsychologist } from './sharing-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSECURE_PUSH = { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' };
const message = { title: 'Novidade no Virada', body: 'Confira as novas metas.' };
let dir: string | undefined;
let instances: TestServer[] = [];
let push: Awaited<ReturnType<typeof startPushTestServer>>;
let admin: SignedIn;
let active: SignedIn;
let inactive: SignedIn;

const server = () => instances[0]!;
const em = () => server().em();
/** Paths the stand-in push service received, sorted; `prefix` narrows them. */
const received = (prefix = '/') =>
  push.received
    .map((r) => r.path)
    .filter((p) => p.startsWith(prefix))
    .sort();

async function subscribe(member: SignedIn, path: string) {
  const res = await member.client.post(api.notificationsSubscribe, { subscription: push.subscription(path) });
  expect(res.status).toBe(204);
}

/** `count` members with one subscription each, written straight to the database. */
async function bulkSubscribedMembers(prefix: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    ids.push(id);
    await em().insert(UserSchema, {
      id,
      email: `${prefix}-${n}-${id.slice(0, 8)}@exemplo.com.br`,
      name: `Membro ${n}`,
      passwordHash: 'not-a-password',
      userType: 'client',
      timezone: 'America/Sao_Paulo',
      termsVersion: 'test',
      termsAcceptedAt: new Date(),
      createdAt: new Date(),
      lastAccessAt: new Date(),
    });
    const s = push.subscription(`/${prefix}/${n}`);
    await em().insert(PushSubscriptionSchema, {
      userId: id,
      endpoint: s.endpoint,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
      createdAt: new Date(),
    });
  }
  return ids;
}

async function broadcast(segment: string): Promise<FanOutJobDto> {
  const res = await admin.client.post<FanOutJobDto>(api.adminNotifications, { ...message, segment });
  expect(res.status, res.text).toBe(202);
  return res.body;
}

beforeAll(async () => {
  push = await startPushTestServer();
  if (onPostgres()) {
    const first = await startTestServer(INSECURE_PUSH);
    instances = [first];
    for (let i = 0; i < 2; i++)
      instances.push(await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: first.config.databaseUrl }));
  } else {
    dir = mkdtempSync(join(tmpdir(), 'virada-fan-out-'));
    const url = `sqlite:${join(dir, 'shared.sqlite')}`;
    for (let i = 0; i < 3; i++)
      instances.push(await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: url }));
  }
  admin = await signUpAdmin(server());
  const psychologist = await signUpPsychologist(server());
  active = await signUp(server(), { name: 'Ana Ativa' });
  inactive = await signUp(server(), { name: 'Igor Inativo' });
  await em().nativeUpdate(
    UserSchema,
    { id: inactive.user.id },
    { lastAccessAt: new Date(Date.now() - 10 * DAY_MS) },
  );
  await subscribe(active, '/active/phone');
  await subscribe(active, '/active/laptop');
  await subscribe(inactive, '/inactive/phone');
  await subscribe(admin, '/admin/phone');
  const s = push.subscription('/psychologist/phone');
  await em().insert(PushSubscriptionSchema, {
    userId: psychologist.user.id,
    endpoint: s.endpoint,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    createdAt: new Date(),
  });
}, 60_000);
afterAll(async () => {
  for (const instance of instances.slice().reverse()) await instance.close();
  await push?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each test starts with no job owed: a job left by a test must not be sent by the next one.
  await em().getConnection().execute("update fan_out_jobs set status = 'done' where status <> 'done'");
  push.received.length = 0;
});

describe('POST /api/admin/notifications', () => {
  it('answers at once with a queued job holding its audience; nothing is sent in the request', async () => {
    const job = await broadcast('all');
    expect(job).toMatchObject({
      kind: 'push-broadcast',
      status: 'queued',
      audience: { segment: 'all' },
      message: { ...message, url: '/dashboard' },
      startedBy: admin.user.name,
      total: 3,
      sent: 0,
      startedAt: null,
      finishedAt: null,
    });
    expect(push.received).toEqual([]);

    await runJobsOn(server());
    const done = await jobOf(admin, job.id);
    expect(done).toMatchObject({ status: 'done', total: 3, sent: 3, removed: 0, failed: 0, skipped: 0 });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    // Members only: never psychologists or staff; every subscription exactly once.
    expect(received()).toEqual(['/active/laptop', '/active/phone', '/inactive/phone']);
    expect(push.received[0]?.headers.authorization).toMatch(/^vapid t=/);

    // A later round finds nothing owed: nothing goes out twice.
    await runJobsOn(server());
    expect(push.received).toHaveLength(3);
  });

  it('selects the segment in the database: active and inactive in the last 7 days', async () => {
    const activeJob = await broadcast('active-7d');
    const inactiveJob = await broadcast('inactive-7d');
    expect([activeJob.total, inactiveJob.total]).toEqual([2, 1]);
    await runJobsOn(server());
    expect(received()).toEqual(['/active/laptop', '/active/phone', '/inactive/phone']);
    expect((await jobOf(admin, inactiveJob.id)).sent).toBe(1);
  });

  it('a member without a recent access but with a check-in received this week is active', async () => {
    const late = await signUp(server(), { name: 'Tito Tardio' });
    await subscribe(late, '/late/phone');
    await em().nativeUpdate(
      UserSchema,
      { id: late.user.id },
      { lastAccessAt: new Date(Date.now() - 10 * DAY_MS) },
    );
    expect((await broadcast('active-7d')).total).toBe(2);
    await pushRecords(late.client, [checkin()]);
    expect((await broadcast('active-7d')).total).toBe(3);
    expect((await broadcast('inactive-7d')).total).toBe(1);
    await em().nativeDelete(UserSchema, { id: late.user.id });
  });

  it('a member the server never saw open the app (no access recorded) is inactive, not left out of both segments', async () => {
    const never = await signUp(server(), { name: 'Nina Nunca' });
    await subscribe(never, '/never/phone');
    await em().nativeUpdate(UserSchema, { id: never.user.id }, { lastAccessAt: null });
    expect((await broadcast('active-7d')).total).toBe(2);
    expect((await broadcast('inactive-7d')).total).toBe(2);
    await em().nativeDelete(UserSchema, { id: never.user.id });
  });

  it('counts and deletes a subscription that is gone (410), and skips one removed after the job was made', async () => {
    const gone = await signUp(server(), { name: 'Gabi Sumida' });
    await subscribe(gone, '/gone/old-phone');
    const left = await signUp(server(), { name: 'Lia Saiu' });
    await subscribe(left, '/left/phone');
    const job = await broadcast('all');
    expect(job.total).toBe(5);
    await left.client.post(api.notificationsUnsubscribe, { endpoint: `${push.url}/left/phone` });
    await runJobsOn(server());
    const done = await jobOf(admin, job.id);
    expect(done).toMatchObject({
      status: 'done',
      sent: 3,
      removed: 1,
      skipped: 1,
      failed: 0,
      interrupted: 0,
    });
    expect(settledCount(done)).toBe(done.total);
    expect(received('/left')).toEqual([]);
    expect(await em().count(PushSubscriptionSchema, { userId: gone.user.id })).toBe(0);
  });

  it('a recipient claimed by an instance that died is settled as interrupted, never sent again', async () => {
    const job = await broadcast('all');
    // An instance claimed the first recipient and died before recording anything: lease ran out.
    await withConnection(em() as never, (db) =>
      db.run(
        `update fan_out_recipients set claim_token = ?, lease_until = ?
          where id = (select min(id) from fan_out_recipients where job_id = ?)`,
        [randomUUID(), sqlDate(db, new Date(Date.now() - 1000)), job.id],
      ),
    );
    await runJobsOn(server());
    const done = await jobOf(admin, job.id);
    expect(done).toMatchObject({ status: 'done', total: 3, sent: 2, interrupted: 1 });
    expect(push.received).toHaveLength(2);
  });

  it('a claim still within its lease is left alone: the job waits for it', async () => {
    const job = await broadcast('all');
    await withConnection(em() as never, (db) =>
      db.run(
        `update fan_out_recipients set claim_token = ?, lease_until = ?
          where id = (select min(id) from fan_out_recipients where job_id = ?)`,
        [randomUUID(), sqlDate(db, new Date(Date.now() + 60_000)), job.id],
      ),
    );
    await runJobsOn(server());
    expect(await jobOf(admin, job.id)).toMatchObject({ status: 'running', sent: 2, interrupted: 0 });
    // Past the lease, a later round settles it and closes the job.
    await runJobsOn(server(), {}, { now: () => new Date(Date.now() + 120_000) });
    expect(await jobOf(admin, job.id)).toMatchObject({ status: 'done', sent: 2, interrupted: 1 });
    expect(push.received).toHaveLength(2);
  });

  it('a stopping round gives back what it had not started; the next round sends it, once', async () => {
    const job = await broadcast('all');
    const stopping = new AbortController();
    stopping.abort();
    await runJobsOn(server(), {}, { signal: stopping.signal });
    expect(push.received).toEqual([]);
    await runJobsOn(server(), {}, { signal: new AbortController().signal });
    expect(await jobOf(admin, job.id)).toMatchObject({ status: 'done', sent: 3, interrupted: 0 });
    expect(push.received).toHaveLength(3);
  });

  it('three instances share one job of many batches: every subscription once, counts add up', async () => {
    const bulk = await bulkSubscribedMembers('bulk', 60);
    const job = await broadcast('all');
    expect(job.total).toBe(63);
    await Promise.all(instances.map((i) => runJobsOn(i, { batch: 7, concurrency: 3 })));
    const done = await jobOf(admin, job.id);
    expect(done).toMatchObject({ status: 'done', total: 63, sent: 63 });
    expect(settledCount(done)).toBe(63);
    const paths = received();
    expect(paths).toHaveLength(63);
    expect(new Set(paths).size).toBe(63);
    await em().nativeDelete(UserSchema, { id: { $in: bulk } });
  });

  it('keeps the spec-free validation and the staff-only check', async () => {
    expect(
      (await admin.client.post(api.adminNotifications, { ...message, segment: 'everyone' })).status,
    ).toBe(400);
    expect(
      (await admin.client.post(api.adminNotifications, { ...message, title: '', segment: 'all' })).status,
    ).toBe(400);
    expect(
      (
        await server()
          .client()
          .post(api.adminNotifications, { ...message, segment: 'all' })
      ).status,
    ).toBe(401);
    expect((await active.client.post(api.adminNotifications, { ...message, segment: 'all' })).status).toBe(
      403,
    );
  });
});

describe('retention of recipient rows', () => {
  it('a job settled a week ago loses its recipients (endpoints) but keeps its counts', async () => {
    const job = await broadcast('all');
    await runJobsOn(server());
    const done = await jobOf(admin, job.id);
    expect(done.status).toBe('done');
    const recipients = async () =>
      Number(
        (
          await withConnection(em(), (db) =>
            db.rows<{ n: unknown }>('select count(*) as n from fan_out_recipients where job_id = ?', [
              job.id,
            ]),
          )
        )[0]!.n,
      );
    expect(await recipients()).toBe(done.total);
    const finishedAt = new Date(done.finishedAt!).getTime();
    await purgeSettledRecipients(em(), new Date(finishedAt + SETTLED_RECIPIENTS_KEPT_MS - 60_000));
    expect(await recipients()).toBe(done.total);
    expect(
      await purgeSettledRecipients(em(), new Date(finishedAt + SETTLED_RECIPIENTS_KEPT_MS + 60_000)),
    ).toBeGreaterThanOrEqual(done.total);
    expect(await recipients()).toBe(0);
    expect(await jobOf(admin, job.id)).toMatchObject({ status: 'done', total: done.total, sent: done.sent });
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists the recent jobs first, narrows by kind, reads one, 404 for none', async () => {
    const job = await broadcast('inactive-7d');
    const list = await admin.client.get<FanOutJobListDto>(fanOutJobsApi.list());
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.jobs[0]?.id).toBe(job.id);
    const medals = await admin.client.get<FanOutJobListDto>(fanOutJobsApi.list('medal-emails'));
    expect(medals.body.jobs.every((j) => j.kind === 'medal-emails')).toBe(true);
    expect((await admin.client.get(fanOutJobsApi.list('everything' as never))).status).toBe(400);
    expect((await admin.client.get(fanOutJobsApi.one(job.id))).body).toMatchObject({ id: job.id });
    expect((await admin.client.get(fanOutJobsApi.one(randomUUID()))).status).toBe(404);
    expect((await active.client.get(fanOutJobsApi.list())).status).toBe(403);
    expect((await server().client().get(fanOutJobsApi.one(job.id))).status).toBe(401);
  });
});

describe('POST /api/admin/medal-emails as a job', () => {
  it('sends each (member, medal) once across concurrent jobs and instances', async () => {
    const members = await Promise.all(['Rita', 'Caio', 'Nina'].map((name) => signUp(server(), { name })));
    for (const m of members) {
      await em().insert(MedalAwardSchema, { userId: m.user.id, medalKey: 'wind', earnedAt: new Date() });
    }
    const today = new Date().toISOString().slice(0, 10);
    const period = { from: new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10), to: today };
    const [a, b] = await Promise.all([
      admin.client.post<FanOutJobDto>(api.adminMedalEmails(), period),
      admin.client.post<FanOutJobDto>(api.adminMedalEmails(), period),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toMatchObject({ kind: 'medal-emails', status: 'queued', audience: period, message: null });
    expect(a.body.total).toBeGreaterThanOrEqual(3);
    await Promise.all(instances.map((i) => runJobsOn(i, { batch: 1 })));
    const jobs = [await jobOf(admin, a.body.id), await jobOf(admin, b.body.id)];
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
    expect(jobs[0]!.sent + jobs[1]!.sent).toBe(a.body.total);
    expect(jobs[0]!.skipped + jobs[1]!.skipped).toBe(a.body.total);
    for (const m of members) {
      const mails = await em().find(MailOutboxSchema, { toAddress: m.email });
      expect(mails.filter((x) => x.subject.includes('Medalha do Vento'))).toHaveLength(1);
    }
    const again = await admin.client.post<FanOutJobDto>(api.adminMedalEmails(), period);
    expect(again.body.total).toBe(0);
    await runJobsOn(server());
    expect(await jobOf(admin, again.body.id)).toMatchObject({ status: 'done', total: 0 });
  });
});
