import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { MailOutboxSchema } from '../../sync-server/modules/mail/mail-outbox.entity';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { WebinarNoticeSchema } from '../../sync-server/modules/webinars/webinar.entities';
import { registerForWebinar } from '../../sync-server/modules/webinars/webinar.service';
import {
  NOTICE_BATCH,
  runWebinarNotices,
  startWebinarNoticeJob,
} from '../../sync-server/modules/webinars/webinar-notices';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { onPostgres } from './database-variants';
import { signUpAdmin } from './sharing-helpers';
import { scheduleWebinar, webinarInput } from './webinar-helpers';

/**
 * The webinar fan-out job (issue 13, DESIGN.md §11) with three app instances on one database
 * (PostgreSQL when DATABASE_URL names one, else a SQLite file): every instance runs its rounds at
 * the same instant, and each registered member still gets one reminder an hour before (push and
 * e-mail) and one notice when a webinar is cancelled. More members than a batch, so the instances
 * really share the work.
 */
const MINUTE = 60_000;
const INSECURE_PUSH = { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' };
let dir: string | undefined;
let instances: TestServer[] = [];
let push: Awaited<ReturnType<typeof startPushTestServer>>;
let admin: SignedIn;
let ana: SignedIn;
let bruno: SignedIn;

beforeAll(async () => {
  push = await startPushTestServer();
  if (onPostgres()) {
    const first = await startTestServer(INSECURE_PUSH);
    const url = first.config.databaseUrl;
    instances = [first];
    for (let i = 0; i < 2; i++)
      instances.push(await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: url }));
  } else {
    dir = mkdtempSync(join(tmpdir(), 'virada-webinars-'));
    const url = `sqlite:${join(dir, 'shared.sqlite')}`;
    for (let i = 0; i < 3; i++)
      instances.push(await startTestServer({ ...INSECURE_PUSH, DATABASE_URL: url }));
  }
  admin = await signUpAdmin(instances[0]!);
  ana = await signUp(instances[0]!, { name: 'Ana Lúcia' });
  bruno = await signUp(instances[0]!, { name: 'Bruno Reis' });
  const subscribed = await ana.client.post(api.notificationsSubscribe, {
    subscription: push.subscription('/ok/ana'),
  });
  expect(subscribed.status).toBe(204);
}, 60_000);
afterAll(async () => {
  for (const instance of instances.slice().reverse()) await instance.close();
  await push?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const em = () => instances[0]!.em();
const deps = (i: TestServer) => ({ orm: i.orm, config: i.config });

/** Every instance runs its rounds at the same instant; answers every notice they settled. */
async function runEverywhere(at: number) {
  const results = await Promise.all(instances.map((i) => runWebinarNotices(deps(i), new Date(at))));
  return results.flat();
}

/** `count` members written straight to the database, registered through the service. */
async function bulkMembers(webinarId: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    const email = `membro.${id.slice(0, 8)}@exemplo.com`;
    await em().insert(UserSchema, {
      id,
      email,
      name: `Membro ${n}`,
      passwordHash: 'not-a-password',
      userType: 'client',
      timezone: 'America/Sao_Paulo',
      termsVersion: 'test',
      termsAcceptedAt: new Date(),
      createdAt: new Date(),
    });
    await registerForWebinar(em(), webinarId, id);
    emails.push(email);
  }
  return emails;
}

const mailsTo = (to: string) => em().find(MailOutboxSchema, { toAddress: to }, { orderBy: { id: 'asc' } });
const pushesTo = (path: string) => push.received.filter((r) => r.path === path).length;

describe(`webinar notices (three instances, ${onPostgres() ? 'PostgreSQL' : 'SQLite file'})`, () => {
  it('reminds each registered member once, an hour before, by push and e-mail', async () => {
    const webinar = await scheduleWebinar(admin, 48, { title: 'Recaídas sem culpa' });
    const start = Date.parse(webinar.startsAt);
    // Each through another instance, with the member's own session.
    const register = (who: SignedIn, i: number) =>
      instances[i]!.client({ headers: { Cookie: who.client.cookieHeader() } }).post(
        api.webinarRegistration(webinar.id),
      );
    expect((await register(ana, 0)).status).toBe(200);
    expect((await register(bruno, 2)).status).toBe(200);
    const carla = await signUp(instances[1]!, { name: 'Carla Dias' });
    await carla.client.post(api.webinarRegistration(webinar.id));
    await carla.client.delete(api.webinarRegistration(webinar.id));
    const bulk = await bulkMembers(webinar.id, 2 * NOTICE_BATCH + 7);

    expect(await runEverywhere(start - 2 * 60 * MINUTE)).toEqual([]);
    const sent = await runEverywhere(start - 59 * MINUTE);
    expect(sent).toHaveLength(bulk.length + 2);
    expect(sent.every((r) => r.kind === 'reminder' && r.outcome === 'sent')).toBe(true);
    expect(new Set(sent.map((r) => r.userId)).size).toBe(sent.length);
    // Later rounds, on every instance at once, send nothing more.
    await Promise.all([runEverywhere(start - 58 * MINUTE), runEverywhere(start - 57 * MINUTE)]);
    expect(await runEverywhere(start - 30 * MINUTE)).toEqual([]);

    expect(pushesTo('/ok/ana')).toBe(1);
    const [anaMail, ...more] = await mailsTo(ana.email);
    expect(more).toEqual([]);
    expect(anaMail!.subject).toBe('Daqui a pouco: "Recaídas sem culpa" começa em 1 hora');
    expect(anaMail!.text).toContain('Olá, Ana!');
    expect(anaMail!.text).toContain('https://meet.exemplo.com.br/virada-familia');
    expect(anaMail!.text).toContain('(horário de Brasília)');
    expect(anaMail!.text).toContain('CVV no 188');
    expect(await mailsTo(bruno.email)).toHaveLength(1);
    expect(await mailsTo(carla.email)).toHaveLength(0);
    for (const email of bulk) expect(await mailsTo(email)).toHaveLength(1);

    const listed = (await admin.client.get(api.adminWebinars)).body.webinars.find(
      (w: { id: string }) => w.id === webinar.id,
    );
    expect(listed).toMatchObject({ registrations: bulk.length + 2, remindersSent: bulk.length + 2 });
  });

  it('tells every registered member once when a webinar is cancelled, and never reminds them', async () => {
    const webinar = await scheduleWebinar(admin, 50, { title: 'Dinheiro e dívidas' });
    await ana.client.post(api.webinarRegistration(webinar.id));
    const bulk = await bulkMembers(webinar.id, NOTICE_BATCH + 3);
    // Two admins cancel at once, through two instances.
    const cookie = admin.client.cookieHeader();
    const cancels = await Promise.all(
      instances
        .slice(0, 2)
        .map((i) => i.client({ headers: { Cookie: cookie } }).post(api.adminWebinarCancel(webinar.id))),
    );
    expect(cancels.map((c) => c.status)).toEqual([200, 200]);

    const pushesBefore = pushesTo('/ok/ana');
    const told = await runEverywhere(Date.now());
    expect(told.filter((r) => r.webinarId === webinar.id)).toHaveLength(bulk.length + 1);
    expect(told.every((r) => r.kind === 'cancelled' && r.outcome === 'sent')).toBe(true);
    expect(await runEverywhere(Date.now() + MINUTE)).toEqual([]);
    // The hour before the old start passes without a reminder.
    expect(await runEverywhere(Date.parse(webinar.startsAt) - 59 * MINUTE)).toEqual([]);

    expect(pushesTo('/ok/ana')).toBe(pushesBefore + 1);
    const anaMails = (await mailsTo(ana.email)).filter((m) => m.subject.includes('Dinheiro e dívidas'));
    expect(anaMails.map((m) => m.subject)).toEqual(['Webinar cancelado: "Dinheiro e dívidas"']);
    expect(anaMails[0]!.text).toContain('Sentimos muito');
    for (const email of bulk) expect(await mailsTo(email)).toHaveLength(1);
    const listed = (await admin.client.get(api.adminWebinars)).body.webinars.find(
      (w: { id: string }) => w.id === webinar.id,
    );
    expect(listed).toMatchObject({ cancellationNoticesSent: bulk.length + 1, remindersSent: 0 });
  });

  it('reminds again for a new time, skips a reminder whose hour has passed, and reminds a late registration at once', async () => {
    const moved = await scheduleWebinar(admin, 60, { title: 'Mudou de horário' });
    const [member] = await bulkMembers(moved.id, 1);
    const first = await runEverywhere(Date.parse(moved.startsAt) - 59 * MINUTE);
    expect(first.filter((r) => r.webinarId === moved.id)).toHaveLength(1);
    const edited = await admin.client.put(
      api.adminWebinar(moved.id),
      webinarInput(90, { title: 'Mudou de horário' }),
    );
    expect(edited.status, edited.text).toBe(200);
    const second = await runEverywhere(Date.parse(edited.body.startsAt) - 59 * MINUTE);
    expect(second.filter((r) => r.webinarId === moved.id)).toHaveLength(1);
    expect(await mailsTo(member!)).toHaveLength(2);

    const missed = await scheduleWebinar(admin, 70);
    const [late] = await bulkMembers(missed.id, 1);
    const skipped = await runEverywhere(Date.parse(missed.startsAt) + 5 * MINUTE);
    expect(skipped.filter((r) => r.webinarId === missed.id).map((r) => r.outcome)).toEqual(['skipped']);
    expect(await mailsTo(late!)).toHaveLength(0);

    // Within the last hour: the member is reminded at the next round.
    const soon = await scheduleWebinar(admin, 0.5);
    const [hurried] = await bulkMembers(soon.id, 1);
    const now = await runEverywhere(Date.now());
    expect(now.filter((r) => r.webinarId === soon.id).map((r) => r.outcome)).toEqual(['sent']);
    expect(await mailsTo(hurried!)).toHaveLength(1);
  });

  it('a stopping instance gives back the notices it claimed but had not started', async () => {
    const webinar = await scheduleWebinar(admin, 0.75, { title: 'Devolvidos' });
    const emails = await bulkMembers(webinar.id, 3);
    const aborted = new AbortController();
    aborted.abort();
    expect(await runWebinarNotices(deps(instances[0]!), new Date(), aborted.signal)).toEqual([]);
    expect(await em().count(WebinarNoticeSchema, { webinarId: webinar.id, claimToken: { $ne: null } })).toBe(
      0,
    );
    const sent = await runEverywhere(Date.now());
    expect(sent.filter((r) => r.webinarId === webinar.id)).toHaveLength(3);
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('runs on a timer on every instance, with an injected clock', async () => {
    const webinar = await scheduleWebinar(admin, 48, { title: 'No relógio' });
    const [email] = await bulkMembers(webinar.id, 1);
    let now = Date.parse(webinar.startsAt) - 3 * 60 * MINUTE;
    const jobs = instances.map((i) =>
      startWebinarNoticeJob(deps(i), { now: () => new Date(now), intervalMs: 20 }),
    );
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(await mailsTo(email!)).toHaveLength(0);
      now = Date.parse(webinar.startsAt) - 60 * MINUTE;
      await expect.poll(async () => (await mailsTo(email!)).length, { timeout: 5000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      expect(await mailsTo(email!)).toHaveLength(1);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
  });
});
