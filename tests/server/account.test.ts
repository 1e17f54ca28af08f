import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, daysAgo, push, relapse } from './core-loop-helpers';
import { readCatalogue } from './schema-catalogue';
import { share, signUpPsychologist } from './sharing-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A member who used every part of the product: assessment, goal, records, medals, sharing. */
let busyCount = 0;
async function busyMember(): Promise<{
  member: SignedIn;
  psychologist: SignedIn;
  name: string;
  note: string;
}> {
  busyCount++;
  const name = `Joana ${'ABCDEFGH'[busyCount]} Prado`;
  const note = `Anotação secreta número ${busyCount}`;
  const member = await signUp(server, { name });
  await member.client.post(api.assessment, {
    daysPerWeek: 4,
    weeklySpending: 140,
    pgsi: [1, 1, 2, 0, 1, 1, 0, 2, 1],
  });
  await member.client.put(api.goals, { type: 'reduction', targetDaysPerWeek: 1, targetWeeklySpending: 30 });
  await backdateJourney(server, member.user.id, 12);
  await push(member.client, [
    checkin({ date: daysAgo(5), notes: note }),
    relapse(3, 42.5, { notes: 'Recaída depois do trabalho' }),
  ]);
  await member.client.post(api.awardMissingMedals(member.user.id));
  expect((await member.client.post(api.analyticsEvents, { name: 'login' })).status).toBeLessThan(300);
  const psychologist = await signUpPsychologist(server);
  await share(psychologist, member, ['progress', 'checkins']);
  await psychologist.client.get(api.dashboard(member.user.id));
  const [approved] = (await member.client.get(api.therapists)).body;
  await member.client.post(api.therapistContact(approved.id), { message: 'Quero conversar' });
  await psychologist.client.post(api.analyticsEvents, {
    name: 'client_progress_viewed',
    properties: { clientId: member.user.id },
  });
  return { member, psychologist, name, note };
}

describe('/api/profile', () => {
  it('answers the account and changes name and time zone, validated in pt-BR', async () => {
    const member = await signUp(server);
    const profile = await member.client.get(api.profile);
    expect(profile.body.user).toMatchObject({ id: member.user.id, email: member.email });
    expect(profile.body.termsVersion).toBeTruthy();

    const bad = await member.client.patch(api.profile, { name: 'A', timezone: 'Marte/Olimpo' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'name', message: 'Nome deve ter pelo menos 2 caracteres' },
      { field: 'timezone', message: 'Fuso horário inválido' },
    ]);
    const ok = await member.client.patch(api.profile, { name: 'Ana Nova', timezone: 'America/Manaus' });
    expect(ok.status).toBe(200);
    expect((await member.client.get(api.authMe)).body.user).toMatchObject({
      name: 'Ana Nova',
      timezone: 'America/Manaus',
    });
  });
});

describe('GET /api/profile/export', () => {
  it('contains everything the member wrote, as a download', async () => {
    const { member, psychologist, name, note } = await busyMember();
    const res = await member.client.get(api.profileExport);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="virada-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.format).toBe('virada-export-v1');
    expect(data.account).toMatchObject({ id: member.user.id, email: member.email, name });
    expect(data.assessments).toEqual([
      expect.objectContaining({ daysPerWeek: 4, weeklySpending: 140, pgsiScore: 9 }),
    ]);
    expect(data.goals).toEqual([expect.objectContaining({ type: 'reduction', targetDaysPerWeek: 1 })]);
    expect(data.checkins.map((c: { notes: string }) => c.notes)).toEqual([
      note,
      'Recaída depois do trabalho',
    ]);
    expect(data.checkins[1]).toMatchObject({ hadRelapse: true, amountSpent: 42.5 });
    expect(data.medals.length).toBeGreaterThan(0);
    expect(data.sharing).toEqual([expect.objectContaining({ psychologistId: psychologist.user.id })]);
    expect(data.accessLog).toEqual([expect.objectContaining({ resource: 'dashboard' })]);
    expect(data.contactRequests).toEqual([expect.objectContaining({ message: 'Quero conversar' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.analyticsEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'login' })]),
    );
    expect(JSON.stringify(data)).not.toMatch(/password|argon2/i);
  });

  it('is the signed-in person’s own only', async () => {
    expect((await server.client().get(api.profileExport)).status).toBe(401);
  });
});

describe('POST /api/profile/delete', () => {
  /**
   * Every row in every table that still mentions one of `needles` (every table and person column
   * checked one by one: account-deletion.test.ts).
   */
  async function rowsMentioning(needles: string[]): Promise<string[]> {
    const em = server.em();
    // Every table the database has (its catalogue), not a list a new table would escape.
    const tables = (await readCatalogue(server)).map((t) => t.name);
    const found: string[] = [];
    for (const table of tables) {
      const rows = await em.execute<Record<string, unknown>[]>(`select * from ${table}`, [], 'all');
      for (const row of rows) {
        const text = JSON.stringify(row);
        for (const needle of needles) if (text.includes(needle)) found.push(`${table}: ${needle}`);
      }
    }
    return found;
  }

  it('asks for the password, then leaves nothing that identifies the member', async () => {
    const { member, psychologist, name, note } = await busyMember();
    await member.client.post(api.authLogin, { email: member.email, password: 'errada!!1' });
    const wrong = await member.client.post(api.profileDelete, { password: 'errada!!1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ field: 'password', message: 'Senha incorreta.' }]);
    expect((await member.client.post(api.profileDelete, {})).body.details).toEqual([
      { field: 'password', message: 'Digite sua senha para confirmar' },
    ]);
    expect(await rowsMentioning([member.user.id])).not.toEqual([]);

    const other = server.client();
    await other.post(api.authLogin, { email: member.email, password: member.password });
    const res = await member.client.post(api.profileDelete, { password: member.password });
    expect(res.status).toBe(204);

    expect(await rowsMentioning([member.user.id, member.email, name, note])).toEqual([]);
    // Anonymous aggregates stay: the analytics event is still counted.
    const events = await server
      .em()
      .execute<{ n: number | string }[]>(
        "select count(*) as n from analytics_events where name = 'login'",
        [],
        'all',
      );
    expect(Number(events[0]?.n)).toBeGreaterThan(0);
    // Every device is signed out; the psychologist loses the client.
    expect((await member.client.get(api.authMe)).status).toBe(401);
    expect((await other.get(api.authMe)).status).toBe(401);
    expect((await psychologist.client.get(api.psychologistOverview)).body.clients).toEqual([]);
    expect((await psychologist.client.get(api.dashboard(member.user.id))).status).toBe(404);
  });

  it('refuses the deleted account’s queued records instead of resurrecting them', async () => {
    const member = await signUp(server);
    const queued = checkin({ userId: member.user.id });
    expect((await member.client.post(api.profileDelete, { password: member.password })).status).toBe(204);
    // The service worker replays with the old cookie: no session any more.
    const replay = await member.client.post(api.syncPush, {
      deviceId: 'd',
      records: [{ type: 'checkin', ...queued }],
    });
    expect(replay.status).toBe(401);
    // Signed up again with the same email, the old account's record is someone else's.
    const again = server.client();
    expect(
      (
        await again.post(api.authRegister, {
          email: member.email,
          name: 'Ana Maria',
          password: member.password,
          acceptedTerms: true,
        })
      ).status,
    ).toBe(201);
    const results = (
      await again.post(api.syncPush, { deviceId: 'd', records: [{ type: 'checkin', ...queued }] })
    ).body.results;
    expect(results).toEqual([
      expect.objectContaining({ id: queued.id, status: 'rejected', code: 'not-owner' }),
    ]);
    expect(await rowsMentioning([queued.id as string])).toEqual([]);
  });

  it('a psychologist can delete their account; members keep the record of who read their data', async () => {
    const { member, psychologist } = await busyMember();
    expect(
      (await psychologist.client.post(api.profileDelete, { password: psychologist.password })).status,
    ).toBe(204);
    const log = (await member.client.get(api.sharingAudit)).body;
    expect(log).toEqual([expect.objectContaining({ actorName: 'Beatriz Souza', resource: 'dashboard' })]);
    expect((await member.client.get(api.sharing)).body).toEqual([]);
    expect(await rowsMentioning([psychologist.email])).toEqual([]);
  });
});
