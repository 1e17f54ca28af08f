/**
 * The admin pages' API (issue 5): the figures of `GET /api/admin/analytics` from seeded data,
 * the funnel, period validation, the role check, and medal e-mails sent never twice. Runs on
 * SQLite, and on PostgreSQL when DATABASE_URL names one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalyticsDto, AdminMedalEmailsDto } from '../../shared/admin-api-types';
import { api } from '../../shared/api';
import { localDateOf } from '../../shared/domain/zoned';
import { errorTexts } from '../../shared/texts/error.texts';
import { validationTexts } from '../../shared/texts/validation.texts';
import { AnalyticsEventSchema } from '../../sync-server/modules/analytics/analytics-event.entity';
import { MailOutboxSchema } from '../../sync-server/modules/mail/mail-outbox.entity';
import { MedalAwardSchema } from '../../sync-server/modules/medals/medal-award.entity';
import { PwaAccessSchema, PwaInstallSchema } from '../../sync-server/modules/pwa/pwa.entities';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { rollUpAnalytics } from './analytics-rollup-helpers';
import { checkin, DAY_MS, daysAgo, push, relapse, today, ZONE } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';
import { jobOf, runJobsOn } from './fan-out-helpers';
import { signUpAdmin, signUpPsychologist } from './sharing-helpers';

let server: TestServer;
let admin: SignedIn;
let m1: SignedIn;
let m2: SignedIn;
let m3: SignedIn;
let m4: SignedIn;
let psychologist: SignedIn;
const now = Date.now();
const threeDaysAgo = new Date(now - 3 * DAY_MS);
const fortyDaysAgo = new Date(now - 40 * DAY_MS);

async function access(userId: string | null, at: Date, platform: string, accessType: string) {
  await server.em().insert(PwaAccessSchema, {
    id: randomUUID(),
    userId,
    userAgent: 'test',
    platform: platform as never,
    accessType: accessType as never,
    referrer: null,
    startedAt: at,
    endedAt: null,
    sessionDuration: null,
  });
}

async function install(at: Date) {
  await server.em().insert(PwaInstallSchema, {
    id: randomUUID(),
    userId: null,
    userAgent: 'test',
    platform: 'Android',
    installType: 'beforeinstallprompt',
    createdAt: at,
  });
}

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
    admin = await signUpAdmin(server);
    psychologist = await signUpPsychologist(server);
    // m1: every step of the funnel, a check-in and a relapse today.
    m1 = await signUp(server, { name: 'Ana Lima' });
    expect((await m1.client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 100 })).status).toBe(201);
    expect((await m1.client.put(api.goals, { type: 'cessation' })).status).toBeLessThan(300);
    await push(m1.client, [checkin(), relapse(0, 20)]);
    // m2: assessment only, and the wind medal.
    m2 = await signUp(server, { name: 'Bruno Costa' });
    expect((await m2.client.post(api.assessment, { daysPerWeek: 1, weeklySpending: 10 })).status).toBe(201);
    expect((await m2.client.post(api.awardWindMedal(m2.user.id))).status).toBe(201);
    // m3: signed up 40 days ago (outside the period), active today through an event.
    m3 = await signUp(server, { name: 'Carla Dias' });
    await server.em().nativeUpdate(UserSchema, { id: m3.user.id }, { createdAt: fortyDaysAgo });
    await server.em().insert(AnalyticsEventSchema, {
      id: randomUUID(),
      userId: m3.user.id,
      name: 'page_view',
      label: null,
      properties: null,
      createdAt: new Date(now),
      receivedAt: new Date(now),
    });
    // m4: signed up three days ago, opened the app that day; a medal from 40 days ago.
    m4 = await signUp(server, { name: 'Davi Rocha' });
    await server.em().nativeUpdate(UserSchema, { id: m4.user.id }, { createdAt: threeDaysAgo });
    await server
      .em()
      .insert(MedalAwardSchema, { userId: m4.user.id, medalKey: 'wind', earnedAt: fortyDaysAgo });

    await access(m1.user.id, new Date(now), 'iOS', 'pwa_launch');
    await access(m1.user.id, new Date(now - 60_000), 'iOS', 'browser_visit');
    await access(m2.user.id, new Date(now), 'Android', 'pwa_launch');
    await access(m4.user.id, threeDaysAgo, 'Android', 'deep_link');
    await access(admin.user.id, new Date(now), 'Windows', 'browser_visit'); // staff: not a member
    await access(psychologist.user.id, new Date(now), 'macOS', 'browser_visit');
    await access(null, threeDaysAgo, 'Linux', 'browser_visit'); // a visitor
    await access(m1.user.id, fortyDaysAgo, 'iOS', 'pwa_launch'); // outside the period
    await install(new Date(now));
    await install(threeDaysAgo);
    await install(fortyDaysAgo);
    // The activity figures come from the rollup, which test servers do not run on their own.
    await rollUpAnalytics(server.em());
  }, 120_000);
  afterAll(() => server?.close());

  describe('GET /api/admin/analytics', () => {
    it('counts each São Paulo day and the period', async () => {
      const from = daysAgo(29);
      const to = today();
      const res = await admin.client.get<AdminAnalyticsDto>(api.adminAnalytics(from, to));
      expect(res.status, res.text).toBe(200);
      const body = res.body;
      expect(body.days).toHaveLength(30);
      expect(body.days[0]!.date).toBe(from);
      expect(body.days.at(-1)!.date).toBe(to);
      const day = (at: Date) => body.days.find((d) => d.date === localDateOf(at, ZONE))!;
      const todayFigures = day(new Date(now));
      // m1 (accesses, check-ins), m2 (access), m3 (event); the admin and the psychologist are not members.
      expect(todayFigures.activeMembers).toBe(3);
      // m1 and m2 (and m4, who signed up in this run and was moved back three days, is counted there).
      expect(todayFigures.signUps).toBe(2);
      expect(todayFigures.checkins).toBe(2);
      expect(todayFigures.relapses).toBe(1);
      expect(todayFigures.installs).toBe(1);
      const before = day(threeDaysAgo);
      expect(before).toMatchObject({ activeMembers: 1, signUps: 1, checkins: 0, relapses: 0, installs: 1 });
      expect(body.totals).toEqual({
        signUps: 3,
        checkins: 2,
        relapses: 1,
        installs: 2,
        activeMembers: 4,
        accesses: 7,
      });
      expect(body.accessTypes).toEqual([
        { key: 'browser_visit', count: 4 },
        { key: 'pwa_launch', count: 2 },
        { key: 'deep_link', count: 1 },
      ]);
      expect(body.platforms).toEqual([
        { key: 'Android', count: 2 },
        { key: 'iOS', count: 2 },
        { key: 'Linux', count: 1 },
        { key: 'macOS', count: 1 },
        { key: 'Windows', count: 1 },
      ]);
      // Signed up in the period: m1, m2, m4 (m3 is older; staff and psychologists are not members).
      expect(body.funnel.map((s) => [s.step, s.count])).toEqual([
        ['sign_up', 3],
        ['assessment_completed', 2],
        ['goal_set', 1],
        ['first_checkin', 1],
      ]);
    });

    it('defaults to the last 30 days', async () => {
      const res = await admin.client.get<AdminAnalyticsDto>(api.adminAnalytics());
      expect(res.status).toBe(200);
      expect(res.body.from).toBe(daysAgo(29));
      expect(res.body.to).toBe(today());
      expect(res.body.days).toHaveLength(30);
    });

    it('a longer period reaches the older records', async () => {
      const res = await admin.client.get<AdminAnalyticsDto>(api.adminAnalytics(daysAgo(60), today()));
      expect(res.body.totals.installs).toBe(3);
      expect(res.body.funnel[0]!.count).toBe(4);
    });

    it.each([
      ['not a date', { from: 'ontem', to: today() }, validationTexts.periodDateInvalid],
      ['an impossible day', { from: '2026-02-30', to: '2026-03-10' }, validationTexts.periodDateInvalid],
      ['reversed', { from: today(), to: daysAgo(1) }, validationTexts.periodOrder],
      ['over 366 days', { from: daysAgo(366), to: today() }, validationTexts.periodTooLong],
    ])('refuses a period that is %s', async (_name, period, message) => {
      const res = await admin.client.get(api.adminAnalytics(period.from, period.to));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation-failed', message });
    });

    it('accepts exactly 366 days', async () => {
      const res = await admin.client.get<AdminAnalyticsDto>(api.adminAnalytics(daysAgo(365), today()));
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(366);
    });

    it('is for staff only, checked on the server', async () => {
      for (const who of [m1, psychologist]) {
        const res = await who.client.get(api.adminAnalytics());
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ code: 'admin-only', message: errorTexts['admin-only'] });
      }
      expect((await server.client().get(api.adminAnalytics())).status).toBe(401);
      expect((await m1.client.get(api.adminMedalEmails())).status).toBe(403);
      expect((await m1.client.post(api.adminMedalEmails(), { from: today(), to: today() })).status).toBe(403);
    });
  });

  describe('medal e-mails', () => {
    const period = () => ({ from: daysAgo(29), to: today() });

    it('previews the medals of the period with the e-mail each member would get', async () => {
      const res = await admin.client.get<AdminMedalEmailsDto>(
        api.adminMedalEmails(period().from, period().to),
      );
      expect(res.status, res.text).toBe(200);
      const items = res.body.items;
      expect(items.length).toBeGreaterThanOrEqual(3);
      // m4's medal from 40 days ago is outside the period; only members' medals are listed.
      expect(new Set(items.map((i) => i.userId))).toEqual(new Set([m1.user.id, m2.user.id]));
      expect(items.every((i) => !i.alreadySent)).toBe(true);
      const wind = items.find((i) => i.userId === m2.user.id && i.medalKey === 'wind')!;
      expect(wind).toMatchObject({ name: 'Bruno Costa', email: m2.email, medalTitle: 'Medalha do Vento' });
      expect(wind.subject).toContain('Medalha do Vento');
      expect(wind.text).toContain('Olá, Bruno!');
      expect(wind.text).toContain('o vento da mudança começou a soprar');
      expect(items.find((i) => i.userId === m1.user.id && i.medalKey === 'courage')).toBeDefined();
    });

    it('sends each congratulation once, however often it is asked (a job per request)', async () => {
      const preview = await admin.client.get<AdminMedalEmailsDto>(
        api.adminMedalEmails(period().from, period().to),
      );
      const expected = preview.body.items.length;
      const first = await admin.client.post(api.adminMedalEmails(), period());
      expect(first.status, first.text).toBe(202);
      expect(first.body).toMatchObject({ kind: 'medal-emails', status: 'queued', total: expected, sent: 0 });
      // Two more requests before any instance ran: the same pairs, claimed once when they are sent.
      const [second, third] = await Promise.all([
        admin.client.post(api.adminMedalEmails(), period()),
        admin.client.post(api.adminMedalEmails(), period()),
      ]);
      await Promise.all([runJobsOn(server), runJobsOn(server)]);
      const jobs = await Promise.all([first, second, third].map((r) => jobOf(admin, r.body.id)));
      expect(jobs.map((j) => j.status)).toEqual(['done', 'done', 'done']);
      expect(jobs.reduce((n, j) => n + j.sent, 0)).toBe(expected);
      expect(jobs.reduce((n, j) => n + j.skipped, 0)).toBe(2 * expected);
      // Once they went out, a new request has nobody left to write to.
      const fourth = await admin.client.post(api.adminMedalEmails(), period());
      expect(fourth.body).toMatchObject({ total: 0 });

      const outbox = await server.em().find(MailOutboxSchema, {});
      const medalMails = outbox.filter((m) => m.subject.startsWith('Parabéns pela medalha'));
      expect(medalMails).toHaveLength(expected);
      const toM2 = medalMails.filter((m) => m.toAddress === m2.email);
      expect(toM2).toHaveLength(1);
      expect(toM2[0]!.text).toContain('Medalha do Vento');

      const after = await admin.client.get<AdminMedalEmailsDto>(
        api.adminMedalEmails(period().from, period().to),
      );
      expect(after.body.items.every((i) => i.alreadySent && i.sentAt)).toBe(true);
    });

    it('a send names its period', async () => {
      const res = await admin.client.post(api.adminMedalEmails(), {});
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
    });
  });
});
