import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { todayIn } from '../../shared/domain/zoned';
import { hashInviteCode } from '../../sync-server/modules/sharing/invite-code';
import { SharingInviteSchema } from '../../sync-server/modules/sharing/sharing.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, daysAgo, push, relapse } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';
import { share, signUpPsychologist } from './sharing-helpers';

let server: TestServer;

/** A member 20 days in, with clean days, two relapses this week and notes on each record. */
async function memberWithHistory(): Promise<SignedIn> {
  const member = await signUp(server, { name: 'Carlos Lima' });
  await member.client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 });
  await backdateJourney(server, member.user.id, 20);
  await push(member.client, [
    checkin({ date: daysAgo(10), mood: 4, notes: 'Dia tranquilo' }),
    checkin({ date: daysAgo(9), mood: 4, notes: 'Fui à academia' }),
    relapse(2, 50, { notes: 'Apostei depois do jogo' }),
    relapse(1, 30, { notes: 'Briga em casa' }),
  ]);
  return member;
}

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(() => server?.close());

  describe('invites', () => {
    it('a pending psychologist cannot invite; an approved one gets a one-time 8-character code for 7 days', async () => {
      const pending = await signUpPsychologist(server, { approved: false });
      const refused = await pending.client.post(api.sharingInvites, {});
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('psychologist-pending');

      const approved = await signUpPsychologist(server);
      const before = Date.now();
      const res = await approved.client.post(api.sharingInvites, {});
      expect(res.status).toBe(201);
      expect(res.body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const ttl = Date.parse(res.body.expiresAt) - before;
      expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(ttl).toBeLessThanOrEqual(7 * 86_400_000 + 1000);
      // Only the hash is stored.
      const stored = await server
        .em()
        .findOne(SharingInviteSchema, { codeHash: hashInviteCode(res.body.code) });
      expect(stored?.psychologistId).toBe(approved.user.id);
      expect(await server.em().count(SharingInviteSchema, { codeHash: res.body.code })).toBe(0);
    });

    it('members preview who they would share with, typing the code any way', async () => {
      const psychologist = await signUpPsychologist(server);
      const member = await signUp(server);
      const { code } = (await psychologist.client.post(api.sharingInvites, {})).body;
      const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
      const preview = await member.client.get(api.sharingInvite(typed));
      expect(preview.status, preview.text).toBe(200);
      expect(preview.body.psychologist).toMatchObject({
        id: psychologist.user.id,
        displayName: 'Beatriz Souza',
      });
      expect(preview.body.psychologist.crp).toMatch(/^06\/\d+$/);
    });

    it('a code works once, and an expired or unknown code is refused with the same answer', async () => {
      const psychologist = await signUpPsychologist(server);
      const member = await signUp(server);
      const other = await signUp(server);
      const { code } = (await psychologist.client.post(api.sharingInvites, {})).body;
      expect((await member.client.post(api.sharingAccept, { code, scopes: ['progress'] })).status).toBe(201);
      const reused = await other.client.post(api.sharingAccept, { code, scopes: ['progress'] });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({
        code: 'invite-invalid',
        message: 'Código inválido, expirado ou já usado. Peça um novo código ao seu psicólogo.',
      });

      const expiring = (await psychologist.client.post(api.sharingInvites, {})).body.code;
      await server
        .em()
        .nativeUpdate(
          SharingInviteSchema,
          { codeHash: hashInviteCode(expiring) },
          { expiresAt: new Date(Date.now() - 1000) },
        );
      const expired = await other.client.post(api.sharingAccept, { code: expiring, scopes: ['progress'] });
      expect(expired.body).toEqual(reused.body);
      const unknown = await other.client.post(api.sharingAccept, { code: 'ABCD2345', scopes: ['progress'] });
      expect(unknown.body).toEqual(reused.body);
    });

    it('validates code and scopes in pt-BR', async () => {
      const member = await signUp(server);
      const res = await member.client.post(api.sharingAccept, { code: '12', scopes: ['notes'] });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'code', message: 'O código tem 8 letras e números, por exemplo ABCD-2345' },
        { field: 'scopes', message: 'Escolha pelo menos uma informação para compartilhar' },
      ]);
    });

    it('accepting is for members; two accepts of one code cannot both win', async () => {
      const psychologist = await signUpPsychologist(server);
      const colleague = await signUpPsychologist(server);
      const { code } = (await psychologist.client.post(api.sharingInvites, {})).body;
      const refused = await colleague.client.post(api.sharingAccept, { code, scopes: ['progress'] });
      expect(refused.status).toBe(403);

      const members = await Promise.all([signUp(server), signUp(server), signUp(server)]);
      const race = await Promise.all(
        members.map((m) => m.client.post(api.sharingAccept, { code, scopes: ['progress'] })),
      );
      expect(race.filter((r) => r.status === 201)).toHaveLength(1);
      expect(race.filter((r) => r.status === 400)).toHaveLength(2);
    });
  });

  describe('reading shared data', () => {
    let member: SignedIn;
    let psychologist: SignedIn;

    beforeAll(async () => {
      member = await memberWithHistory();
      psychologist = await signUpPsychologist(server);
    });

    it('without a grant the psychologist sees nothing: 404 everywhere, no client', async () => {
      for (const path of [api.dashboard, api.history, api.moodData, api.latestMedal, api.memberCheckins]) {
        expect((await psychologist.client.get(path(member.user.id))).status).toBe(404);
      }
      expect((await psychologist.client.get(api.psychologistOverview)).body.clients).toEqual([]);
    });

    it('progress + checkins: reads the dashboard, history, mood chart and records, with notes hidden', async () => {
      const grant = await share(psychologist, member, ['checkins', 'progress']);
      expect(grant).toMatchObject({ psychologistId: psychologist.user.id, scopes: ['progress', 'checkins'] });

      const dashboard = await psychologist.client.get(api.dashboard(member.user.id));
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.user).toEqual({ id: member.user.id, name: 'Carlos Lima' });
      expect((await psychologist.client.get(api.history(member.user.id))).status).toBe(200);
      const mood = await psychologist.client.get(api.moodData(member.user.id));
      expect(mood.body.filter((d: { hadRelapse: boolean }) => d.hadRelapse)).toHaveLength(2);
      const records = await psychologist.client.get(api.memberCheckins(member.user.id));
      expect(records.body).toHaveLength(4);
      expect(records.body.every((r: { notes: unknown }) => r.notes === null)).toBe(true);
      expect(records.body[0].date >= records.body[3].date).toBe(true);
      // The member still sees their own notes.
      const own = await member.client.get(api.memberCheckins(member.user.id));
      expect(own.body.map((r: { notes: string }) => r.notes)).toContain('Briga em casa');
    });

    it('the client list summarises within the scopes and flags what deserves care', async () => {
      const overview = await psychologist.client.get(api.psychologistOverview);
      expect(overview.body.status).toBe('approved');
      expect(overview.body.clients).toEqual([
        expect.objectContaining({
          clientId: member.user.id,
          name: 'Carlos Lima',
          scopes: ['progress', 'checkins'],
          // The last relapse was a day ago; the week's mood (4, 4 → 2, 2) is falling.
          currentStreak: 1,
          moodTrend: 'falling',
          relapsesLast7Days: 2,
          relapsesLast30Days: 2,
          lastCheckinDate: daysAgo(1),
          attention: expect.arrayContaining(['2 recaídas nos últimos 7 dias']),
        }),
      ]);
      expect(overview.body.clients[0].moneySaved).toBeGreaterThanOrEqual(0);
    });

    it('notes appear only with the notes scope', async () => {
      await share(psychologist, member, ['progress', 'checkins', 'notes']);
      const records = await psychologist.client.get(api.memberCheckins(member.user.id));
      expect(records.body.map((r: { notes: string }) => r.notes)).toContain('Briga em casa');
    });

    it('progress only: the dashboard yes, records and the mood chart no; the summary hides check-in fields', async () => {
      await share(psychologist, member, ['progress']);
      expect((await psychologist.client.get(api.dashboard(member.user.id))).status).toBe(200);
      expect((await psychologist.client.get(api.latestMedal(member.user.id))).status).toBe(200);
      for (const path of [api.history, api.moodData, api.memberCheckins]) {
        expect((await psychologist.client.get(path(member.user.id))).status).toBe(404);
      }
      const [client] = (await psychologist.client.get(api.psychologistOverview)).body.clients;
      expect(client).toMatchObject({
        relapsesLast7Days: null,
        lastCheckinDate: null,
        moodTrend: null,
        attention: [],
      });
      expect(client.currentStreak).not.toBeNull();
    });

    it('checkins only: records yes, the dashboard no; the summary hides progress', async () => {
      await share(psychologist, member, ['checkins']);
      expect((await psychologist.client.get(api.dashboard(member.user.id))).status).toBe(404);
      expect((await psychologist.client.get(api.moodData(member.user.id))).status).toBe(200);
      const [client] = (await psychologist.client.get(api.psychologistOverview)).body.clients;
      expect(client).toMatchObject({
        currentStreak: null,
        bestStreak: null,
        moneySaved: null,
        relapsesLast7Days: 2,
      });
    });

    it('a grant is read-only: the award calls stay the member’s own', async () => {
      expect((await psychologist.client.post(api.awardMissingMedals(member.user.id))).status).toBe(404);
      expect((await psychologist.client.post(api.awardWindMedal(member.user.id))).status).toBe(404);
    });

    it('the member lists grants and revokes; the very next request is refused', async () => {
      const grants = await member.client.get(api.sharing);
      expect(grants.body).toEqual([
        expect.objectContaining({ psychologistId: psychologist.user.id, scopes: ['checkins'] }),
      ]);
      expect((await member.client.delete(api.sharingGrant(psychologist.user.id))).status).toBe(204);
      expect((await psychologist.client.get(api.moodData(member.user.id))).status).toBe(404);
      expect((await psychologist.client.get(api.psychologistOverview)).body.clients).toEqual([]);
      expect((await member.client.get(api.sharing)).body).toEqual([]);
      expect((await member.client.delete(api.sharingGrant(psychologist.user.id))).status).toBe(404);
    });

    it('the member sees every read in the access log, newest first, and others cannot', async () => {
      const log = await member.client.get(api.sharingAudit);
      expect(log.status).toBe(200);
      const resources = log.body.map((e: { resource: string }) => e.resource);
      expect(resources).toEqual(
        expect.arrayContaining([
          'dashboard',
          'history',
          'mood-data',
          'checkins',
          'client-summary',
          'latest-medal',
        ]),
      );
      expect(log.body[0]).toMatchObject({
        actorName: 'Beatriz Souza',
        actorRole: 'psychologist',
        scopes: ['checkins'],
      });
      expect(log.body[0].crp).toMatch(/^06\//);
      const times = log.body.map((e: { at: string }) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      // Refused reads are not served and so not logged: nothing after the revocation.
      const revokedAt = Date.now();
      await psychologist.client.get(api.dashboard(member.user.id));
      const after = await member.client.get(api.sharingAudit);
      expect(after.body.filter((e: { at: string }) => Date.parse(e.at) >= revokedAt)).toEqual([]);
      expect((await psychologist.client.get(api.sharingAudit)).status).toBe(403);
    });

    it('an unapproved psychologist’s grants stop working', async () => {
      const other = await signUpPsychologist(server);
      const client = await memberWithHistory();
      await share(other, client, ['progress']);
      expect((await other.client.get(api.dashboard(client.user.id))).status).toBe(200);
      const { PsychologistProfileSchema } = await import(
        '../../sync-server/modules/psychologists/psychologist-profile.entity'
      );
      await server
        .em()
        .nativeUpdate(PsychologistProfileSchema, { userId: other.user.id }, { status: 'pending' });
      expect((await other.client.get(api.dashboard(client.user.id))).status).toBe(404);
    });
  });

  describe('GET /api/psychologist/clients/{clientId}', () => {
    it('summarises one client and logs the read for that client only', async () => {
      const psychologist = await signUpPsychologist(server);
      const first = await memberWithHistory();
      const second = await memberWithHistory();
      await share(psychologist, first, ['progress']);
      await share(psychologist, second, ['checkins']);
      const res = await psychologist.client.get(api.psychologistClient(first.user.id));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        clientId: first.user.id,
        scopes: ['progress'],
        relapsesLast7Days: null,
      });
      expect((await first.client.get(api.sharingAudit)).body).toHaveLength(1);
      expect((await second.client.get(api.sharingAudit)).body).toHaveLength(0);
      const stranger = await signUp(server);
      expect((await psychologist.client.get(api.psychologistClient(stranger.user.id))).status).toBe(404);
    });

    it("gives the client's own today, for a mood chart that ends on the client's day", async () => {
      const psychologist = await signUpPsychologist(server);
      const member = await memberWithHistory();
      expect(
        (await member.client.patch(api.profile, { name: 'Cliente Acre', timezone: 'America/Rio_Branco' }))
          .status,
      ).toBe(200);
      await share(psychologist, member, ['checkins']);
      const res = await psychologist.client.get(api.psychologistClient(member.user.id));
      expect(res.body.clientToday).toBe(todayIn('America/Rio_Branco'));
    });
  });
});
