/**
 * Account deletion against every table of the schema, read from the database's catalogue
 * (issue 19): a member who used every part of the product, and a psychologist, are deleted, and
 * no row of theirs is left in any column that names a person — columns found in the catalogue
 * too (foreign keys to `users`, and `user_id`, `member_id`, `actor_id`… without one). Before the
 * deletion each such column must hold a row of theirs, so a new table the seeding does not reach
 * fails here until it is seeded (or declared below with the reason). On both databases:
 *
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server tests/server/account-deletion.test.ts
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { communityApi } from '../../shared/community-api';
import { COURSES } from '../../shared/domain/learn';
import { hidePost, restorePost, suspendMember } from '../../sync-server/modules/community/moderation.service';
import { setStaffRole } from '../../sync-server/modules/users/staff-role';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { signUp } from '../helpers/accounts';
import { startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { rollUpAnalytics } from './analytics-rollup-helpers';
import { backdateJourney, checkin, daysAgo, push, relapse, today } from './core-loop-helpers';
import { runJobsOn } from './fan-out-helpers';
import { type CatalogueTable, personColumns, readCatalogue } from './schema-catalogue';
import { share, signUpAdmin, signUpPsychologist } from './sharing-helpers';
import { journal, pushAny } from './sync-kinds-helpers';
import { scheduleWebinar } from './webinar-helpers';

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushTestServer>>;
let catalogue: CatalogueTable[];

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  pushService = await startPushTestServer();
  catalogue = await readCatalogue(server);
});
afterAll(async () => {
  await pushService?.close();
  await server?.close();
});

/** `*_id` columns that do not name a person; declare a new one here, with why. */
const NOT_PEOPLE: readonly string[] = [
  // The random id a device gives itself (which device sent a check-in), not an account.
  'checkins.device_id',
  // The forum's own links: a post's thread, the post an "apoio" or a report is about.
  'forum_posts.thread_id',
  'forum_apoios.post_id',
  'forum_reports.post_id',
  'moderation_actions.post_id',
  // The library's catalogue (shared/domain/learn.ts): which course and lesson was finished.
  'lesson_progress.course_id',
  'lesson_progress.lesson_id',
  // Which webinar a registration or a notice is about (issue 13).
  'webinar_registrations.webinar_id',
  'webinar_notices.webinar_id',
  // A Pix provider's webhook event (issue 15): the provider's event id and the payment it confirmed.
  'payment_webhook_events.event_id',
  'payment_webhook_events.payment_id',
  // Which fan-out job (a broadcast, the medal e-mails) a recipient row belongs to (issue 18).
  'fan_out_recipients.job_id',
];

/** Columns only a psychologist's account fills (covered by the psychologist's deletion). */
const PSYCHOLOGIST_ONLY = [
  'psychologist_profiles.user_id',
  'sharing_invites.psychologist_id',
  'sharing_grants.psychologist_id',
  'contact_requests.psychologist_id',
  'access_audit.actor_id',
  'payment_settings.psychologist_id',
  'payments.psychologist_id',
];

/**
 * What legitimately stays after a deletion, and why. Nothing in these rows names the account
 * (no id, e-mail or name of theirs), except the one psychologist exception.
 */
const KEPT = {
  // Rows stay anonymous (user_id null, properties naming them cleared): counts for the admin pages.
  analytics_events: 'anonymous aggregates',
  pwa_accesses: 'anonymous aggregates',
  pwa_installs: 'anonymous aggregates',
  // The analytics rollup's day bitmaps keep the bit of their member number (issue 18); the number
  // row that tied it to the account goes with it, so the days' counts stay, anonymous.
  analytics_day_members: 'anonymous aggregates (a bit per member number and day)',
  analytics_day_accesses: 'anonymous aggregates',
  // The hashed ids of the account's sessions with the reason, until they would have expired, so a
  // device that was away is told the account was deleted (issue 19). No user id.
  ended_sessions: "the ended sessions' hashed ids and the reason",
  // A deleted psychologist's name and CRP stay in their clients' access logs (actor_id cleared):
  // the member keeps the record of who read their data.
  access_audit: "the reader's name and CRP in members' access logs",
} as const;

const people = () => personColumns(catalogue, NOT_PEOPLE).columns;

/** For each person column (`table.column`), how many rows hold `id`. */
async function rowsOf(id: string): Promise<Record<string, number>> {
  const em = server.em();
  const counts: Record<string, number> = {};
  for (const { table, column } of people()) {
    const [row] = await em.execute<{ n: number | string }[]>(
      `select count(*) as n from ${table} where ${column} = ?`,
      [id],
      'all',
    );
    counts[`${table}.${column}`] = Number(row?.n);
  }
  return counts;
}

/** Every row of every table of the catalogue that mentions one of `needles`, as `table: needle`. */
async function mentions(needles: string[]): Promise<string[]> {
  const em = server.em();
  const found: string[] = [];
  for (const { name } of catalogue) {
    const rows = await em.execute<Record<string, unknown>[]>(`select * from ${name}`, [], 'all');
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const needle of needles) if (text.includes(needle)) found.push(`${name}: ${needle}`);
    }
  }
  return found;
}

describe('the catalogue', () => {
  it('lists the tables, and every column that names a person is recognised', () => {
    const names = catalogue.map((t) => t.name);
    for (const table of ['users', 'checkins', 'journal_entries', 'push_subscriptions', 'reminder_settings'])
      expect(names).toContain(table);
    expect(names).toContain('medal_emails_sent');
    const { columns, unclassified } = personColumns(catalogue, NOT_PEOPLE);
    expect(unclassified, 'an *_id column that is neither a person nor declared in NOT_PEOPLE').toEqual([]);
    // Found without a foreign key too.
    expect(columns).toEqual(
      expect.arrayContaining([
        { table: 'sessions', column: 'user_id' },
        { table: 'analytics_events', column: 'user_id' },
        { table: 'access_audit', column: 'actor_id' },
        { table: 'medal_emails_sent', column: 'user_id' },
      ]),
    );
    for (const column of PSYCHOLOGIST_ONLY)
      expect(columns.map((c) => `${c.table}.${c.column}`)).toContain(column);
    for (const table of Object.keys(KEPT)) expect(names).toContain(table);
  });
});

describe('POST /api/profile/delete, every table', () => {
  it('a member who used everything: no row of theirs is left anywhere', async () => {
    const name = 'Helena Quitéria Prado';
    const note = `Anotação secreta ${randomUUID()}`;
    const diary = `Diário secreto ${randomUUID()}`;
    const member = await signUp(server, { name });
    const psychologist = await signUpPsychologist(server);
    const admin = await signUpAdmin(server);

    // Two devices signed in; a wrong password counted against the account.
    const tablet = server.client();
    expect(
      (await tablet.post(api.authLogin, { email: member.email, password: member.password })).status,
    ).toBe(200);
    await server.client().post(api.authLogin, { email: member.email, password: 'errada!!1' });
    // Assessment, goal, check-ins, a relapse, a diary entry, medals (and the progress snapshot).
    expect(
      (
        await member.client.post(api.assessment, {
          daysPerWeek: 4,
          weeklySpending: 140,
          pgsi: [1, 1, 2, 0, 1, 1, 0, 2, 1],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await member.client.put(api.goals, {
          type: 'reduction',
          targetDaysPerWeek: 1,
          targetWeeklySpending: 30,
        })
      ).status,
    ).toBe(200);
    await backdateJourney(server, member.user.id, 12);
    await push(member.client, [checkin({ date: daysAgo(5), notes: note }), relapse(3, 42.5)]);
    expect((await pushAny(member.client, [journal({ text: diary })]))[0]!.status).toBe('stored');
    const [course] = COURSES;
    const lesson = {
      type: 'lesson-progress',
      id: randomUUID(),
      courseId: course!.id,
      lessonId: course!.lessons[0]!.id,
      completedAt: new Date().toISOString(),
      answers: { gatilho: note },
    };
    expect((await pushAny(member.client, [lesson]))[0]!.status).toBe('stored');
    expect((await member.client.post(api.awardMissingMedals(member.user.id))).status).toBe(200);
    // Analytics, app access and install tracking.
    expect((await member.client.post(api.analyticsEvents, { name: 'login' })).status).toBeLessThan(300);
    const access = {
      id: randomUUID(),
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130',
      platform: 'Android',
      accessType: 'pwa_launch',
      referrer: null,
    };
    expect((await member.client.post(api.pwaAccess, access)).status).toBe(204);
    expect(
      (
        await member.client.post(api.pwaInstall, {
          userAgent: access.userAgent,
          platform: 'Android',
          installType: 'beforeinstallprompt',
        })
      ).status,
    ).toBe(204);
    // Push reminders.
    expect(
      (
        await member.client.post(api.notificationsSubscribe, {
          subscription: pushService.subscription('/ok/m'),
        })
      ).status,
    ).toBe(204);
    expect(
      (await member.client.put(api.notificationsReminder, { enabled: true, time: '21:00' })).status,
    ).toBe(200);
    // A password-reset link (token and e-mail).
    expect((await server.client().post(api.authForgotPassword, { email: member.email })).status).toBeLessThan(
      300,
    );
    // Sharing with a psychologist, who reads the dashboard; a contact request; an event naming them.
    await share(psychologist, member, ['progress', 'checkins']);
    expect((await psychologist.client.get(api.dashboard(member.user.id))).status).toBe(200);
    expect(
      (await member.client.post(api.therapistContact(psychologist.user.id), { message: 'Quero conversar' }))
        .status,
    ).toBeLessThan(300);
    // A Pix payment to that psychologist (issue 15), in their list too.
    const settings = { sessionPriceCents: 15000, pixKeyType: 'email', pixKey: 'psi@exemplo.com.br' };
    expect((await psychologist.client.put(api.paymentSettings, settings)).status).toBe(200);
    const payment = await member.client.post(api.payments, {
      psychologistId: psychologist.user.id,
      mode: 'real',
    });
    expect(payment.status, payment.text).toBe(201);
    await psychologist.client.post(api.analyticsEvents, {
      name: 'client_progress_viewed',
      properties: { clientId: member.user.id },
    });
    // The forum: a thread, a reply in the psychologist's thread, an "apoio" and a report there.
    const forumText = `Conversa secreta ${randomUUID()}`;
    const own = await member.client.post(communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'primeiros-dias',
      title: 'Minha conversa',
      text: forumText,
    });
    expect(own.status, own.text).toBe(201);
    const theirs = await psychologist.client.post(communityApi.forumNewThread, {
      id: randomUUID(),
      category: 'psicologo',
      title: 'Perguntas',
      text: 'Podem perguntar',
    });
    const theirPost = theirs.body.post.id as string;
    expect(
      (await member.client.post(communityApi.forumReplies(theirPost), { id: randomUUID(), text: forumText }))
        .status,
    ).toBe(201);
    expect((await member.client.put(communityApi.forumApoio(theirPost))).body.apoioCount).toBe(1);
    expect((await member.client.post(communityApi.forumReports(theirPost), { reason: 'teste' })).status).toBe(
      204,
    );
    // An expert webinar they registered for (its reminder is owed to them).
    const webinar = await scheduleWebinar(admin, 24);
    expect((await member.client.post(api.webinarRegistration(webinar.id))).status).toBe(200);
    // Moderation: they were suspended once, and hid a post while they were staff.
    await suspendMember(server.em(), member.user.id, 1, { id: null, label: 'suporte (CLI)' });
    await hidePost(server.em(), theirPost, { id: member.user.id, label: member.email });
    await restorePost(server.em(), theirPost, { id: null, label: 'suporte (CLI)' });
    // Staff sent the medal congratulations; support made them staff and a member again.
    const sent = await admin.client.post(api.adminMedalEmails(), { from: daysAgo(29), to: today() });
    expect(sent.status, sent.text).toBe(202);
    await runJobsOn(server);
    const em = server.em();
    const user = await em.findOneOrFail(UserSchema, { id: member.user.id });
    expect(await setStaffRole(em, user, 'admin', 'teste@ci')).toBe('changed');
    // While staff, they started a broadcast (a fan-out job names who started it, issue 18).
    const job = await member.client.post(api.adminNotifications, {
      title: 'Oi',
      body: 'Novidade.',
      segment: 'all',
    });
    expect(job.status, job.text).toBe(202);
    expect(await setStaffRole(em, user, 'client', 'teste@ci')).toBe('changed');
    // The admin analytics rollup counted their activity under a member number (issue 18).
    await rollUpAnalytics(server.em());

    // Every column that can name a member holds a row of theirs: the seeding reached every table.
    const before = await rowsOf(member.user.id);
    const empty = Object.entries(before)
      .filter(([column, n]) => n === 0 && !PSYCHOLOGIST_ONLY.includes(column))
      .map(([column]) => column);
    expect(empty, 'person columns the seeding did not reach').toEqual([]);
    const sessions = before['sessions.user_id']!;
    expect(sessions).toBeGreaterThanOrEqual(2);
    expect(await mentions([member.email])).toEqual(
      expect.arrayContaining([`mail_outbox: ${member.email}`, `rate_limit_hits: ${member.email}`]),
    );

    const endedBefore = await endedForDeletion();
    expect((await member.client.post(api.profileDelete, { password: member.password })).status).toBe(204);

    const after = await rowsOf(member.user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await mentions([member.user.id, member.email, name, note, diary, forumText])).toEqual([]);
    // The apoio they gave no longer counts on the psychologist's post.
    const [post] = await server
      .em()
      .execute<{ apoio_count: number }[]>('select apoio_count from forum_posts where id = ?', [theirPost]);
    expect(Number(post?.apoio_count)).toBe(0);
    // Kept, without naming them: the ended sessions' ids and why, so their devices are told.
    expect((await endedForDeletion()) - endedBefore).toBe(sessions);
    // The psychologist and the admin are untouched.
    expect((await rowsOf(psychologist.user.id))['users.id']).toBe(1);
    expect((await rowsOf(admin.user.id))['users.id']).toBe(1);
  });

  it('a psychologist: no row of theirs is left; clients keep who read their data, by name and CRP', async () => {
    const psychologist = await signUpPsychologist(server);
    const client = await signUp(server, { name: 'Caio Mendes' });
    expect((await client.client.post(api.assessment, { daysPerWeek: 2, weeklySpending: 50 })).status).toBe(
      201,
    );
    await share(psychologist, client, ['progress']);
    expect((await psychologist.client.get(api.dashboard(client.user.id))).status).toBe(200);
    expect(
      (await client.client.post(api.therapistContact(psychologist.user.id), { message: 'Olá' })).status,
    ).toBeLessThan(300);
    // An invite nobody used yet.
    expect((await psychologist.client.post(api.sharingInvites, {})).status).toBe(201);
    // A session price and Pix key, and a payment a client started (issue 15).
    const settings = { sessionPriceCents: 9000, pixKeyType: 'cpf', pixKey: '52998224725' };
    expect((await psychologist.client.put(api.paymentSettings, settings)).status).toBe(200);
    expect(
      (await client.client.post(api.payments, { psychologistId: psychologist.user.id, mode: 'real' })).status,
    ).toBe(201);
    const [profile] = await server
      .em()
      .execute<{ crp: string }[]>(
        'select crp from psychologist_profiles where user_id = ?',
        [psychologist.user.id],
        'all',
      );

    const before = await rowsOf(psychologist.user.id);
    for (const column of PSYCHOLOGIST_ONLY) expect(before[column], column).toBeGreaterThan(0);

    expect(
      (await psychologist.client.post(api.profileDelete, { password: psychologist.password })).status,
    ).toBe(204);

    expect(Object.entries(await rowsOf(psychologist.user.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await mentions([psychologist.user.id, psychologist.email])).toEqual([]);
    // The one thing kept: the client's access log still says who read it (access_audit, KEPT).
    const log = await server
      .em()
      .execute<Record<string, unknown>[]>(
        'select member_id, actor_id, actor_name, actor_crp from access_audit where member_id = ?',
        [client.user.id],
        'all',
      );
    expect(log).toEqual([
      { member_id: client.user.id, actor_id: null, actor_name: 'Beatriz Souza', actor_crp: profile!.crp },
    ]);
    // The client is untouched.
    expect((await rowsOf(client.user.id))['users.id']).toBe(1);
  });
});

/** Ended sessions remembered for an account deletion. */
async function endedForDeletion(): Promise<number> {
  const [row] = await server
    .em()
    .execute<{ n: number | string }[]>(
      "select count(*) as n from ended_sessions where reason = 'account-deleted'",
      [],
      'all',
    );
  return Number(row?.n);
}
