/**
 * Expert webinars (issue 13): the public list with each member's registrations, "quero
 * participar" and its cancellation, the rules around cancelled and ended webinars, and the
 * admin API (create, edit with the recording link, cancel) with its role check and pt-BR
 * validation. The `.ics` file has tests of its own (webinar-ics.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { brasiliaWallTime } from '../../shared/domain/webinars';
import { webinarValidationTexts as t } from '../../shared/texts/webinars.texts';
import type { WebinarDto, WebinarListResponse } from '../../shared/webinar-api-types';
import {
  WebinarNoticeSchema,
  WebinarRegistrationSchema,
} from '../../sync-server/modules/webinars/webinar.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signUpAdmin, signUpPsychologist } from './sharing-helpers';
import { moveStart, scheduleWebinar, webinarInput } from './webinar-helpers';

let server: TestServer;
let admin: SignedIn;
let ana: SignedIn;
let bruno: SignedIn;
let psychologist: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  ana = await signUp(server, { name: 'Ana Lúcia' });
  bruno = await signUp(server, { name: 'Bruno Reis' });
  psychologist = await signUpPsychologist(server);
}, 60_000);
afterAll(() => server?.close());

const list = async (who?: SignedIn) =>
  (who ? await who.client.get(api.webinars) : await server.request('GET', api.webinars))
    .body as WebinarListResponse;
const find = (body: WebinarListResponse, id: string): WebinarDto | undefined =>
  [...body.upcoming, ...body.past].find((w) => w.id === id);

describe('the webinar list', () => {
  it('is public, marks the signed-in member’s registrations, and keeps them private', async () => {
    const webinar = await scheduleWebinar(admin, 24);
    const joined = await ana.client.post(api.webinarRegistration(webinar.id));
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toMatchObject({ id: webinar.id, registered: true, status: 'scheduled' });

    const visitor = await server.request('GET', api.webinars);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toContain('no-store');
    expect(find(visitor.body, webinar.id)).toMatchObject({
      title: webinar.title,
      speakerName: 'Dra. Helena Prado',
      speakerCredential: 'CRP 06/123456',
      durationMinutes: 60,
      liveUrl: 'https://meet.exemplo.com.br/virada-familia',
      recordingUrl: null,
      registered: false,
    });
    expect(find(await list(ana), webinar.id)?.registered).toBe(true);
    expect(find(await list(bruno), webinar.id)?.registered).toBe(false);
    expect(find(await list(psychologist), webinar.id)?.registered).toBe(false);
    // Nobody learns who registered: no answer carries another account's id or name.
    expect(JSON.stringify(await list(bruno))).not.toContain(ana.user.id);
  });

  it('lists upcoming soonest first and past newest first, with the recording; cancelled past ones left out', async () => {
    const later = await scheduleWebinar(admin, 72, { title: 'Depois' });
    const sooner = await scheduleWebinar(admin, 30, { title: 'Antes' });
    const old = await scheduleWebinar(admin, 40, { title: 'Já aconteceu' });
    const older = await scheduleWebinar(admin, 41, { title: 'Aconteceu antes' });
    const cancelledPast = await scheduleWebinar(admin, 42, { title: 'Cancelado e passado' });
    await admin.client.post(api.adminWebinarCancel(cancelledPast.id));
    await moveStart(server, old.id, new Date(Date.now() - 3 * 3_600_000));
    await moveStart(server, older.id, new Date(Date.now() - 30 * 3_600_000));
    await moveStart(server, cancelledPast.id, new Date(Date.now() - 5 * 3_600_000));
    const withRecording = webinarInput(0, {
      title: 'Já aconteceu',
      recordingUrl: 'https://video.exemplo.com/gravacao',
    });
    // Editing a past webinar keeps its start: the admin page sends the stored start back.
    const { date, time } = await startOf(old.id);
    const edited = await admin.client.put(api.adminWebinar(old.id), {
      ...withRecording,
      startDate: date,
      startTime: time,
    });
    expect(edited.status, edited.text).toBe(200);

    const body = await list();
    const upcomingIds = body.upcoming.map((w) => w.id);
    expect(upcomingIds.indexOf(sooner.id)).toBeLessThan(upcomingIds.indexOf(later.id));
    expect(body.past.map((w) => w.id).slice(0, 2)).toEqual([old.id, older.id]);
    expect(find(body, old.id)?.recordingUrl).toBe('https://video.exemplo.com/gravacao');
    expect(find(body, cancelledPast.id)).toBeUndefined();
  });

  it('shows a cancelled upcoming webinar as cancelled, to the members who registered too', async () => {
    const webinar = await scheduleWebinar(admin, 50);
    await bruno.client.post(api.webinarRegistration(webinar.id));
    expect((await admin.client.post(api.adminWebinarCancel(webinar.id))).status).toBe(200);
    expect(find(await list(bruno), webinar.id)).toMatchObject({ status: 'cancelled', registered: true });
  });
});

async function startOf(id: string) {
  const row = (await admin.client.get(api.adminWebinars)).body.webinars.find(
    (w: { id: string }) => w.id === id,
  );
  return brasiliaWallTime(row.startsAt);
}

describe('quero participar', () => {
  it('registers once, cancels, and registers again; members only', async () => {
    const webinar = await scheduleWebinar(admin, 26);
    const path = api.webinarRegistration(webinar.id);
    expect((await server.client().post(path)).status).toBe(401);
    const refused = await psychologist.client.post(path);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('members-only');
    expect((await bruno.client.post(path)).body.registered).toBe(true);
    expect((await bruno.client.post(path)).status).toBe(200);
    const admins = (await admin.client.get(api.adminWebinars)).body.webinars;
    expect(admins.find((w: { id: string }) => w.id === webinar.id).registrations).toBe(1);

    const left = await bruno.client.delete(path);
    expect(left.status, left.text).toBe(200);
    expect(left.body.registered).toBe(false);
    expect((await bruno.client.delete(path)).body.registered).toBe(false);
    expect(find(await list(bruno), webinar.id)?.registered).toBe(false);
    expect((await bruno.client.post(path)).body.registered).toBe(true);
  });

  it('answers 404 for an unknown webinar, 409 for a cancelled or ended one', async () => {
    expect((await ana.client.post(api.webinarRegistration(randomUUID()))).status).toBe(404);
    const cancelled = await scheduleWebinar(admin, 60);
    await admin.client.post(api.adminWebinarCancel(cancelled.id));
    const refused = await ana.client.post(api.webinarRegistration(cancelled.id));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'webinar-cancelled', message: 'Este webinar foi cancelado.' });

    const ended = await scheduleWebinar(admin, 61);
    await moveStart(server, ended.id, new Date(Date.now() - 2 * 3_600_000));
    const late = await ana.client.post(api.webinarRegistration(ended.id));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'webinar-ended', message: 'Este webinar já terminou.' });

    // One that is on right now still takes registrations (the member can join late).
    const live = await scheduleWebinar(admin, 62);
    await moveStart(server, live.id, new Date(Date.now() - 10 * 60_000));
    expect((await ana.client.post(api.webinarRegistration(live.id))).status).toBe(200);
  });
});

describe('the admin API', () => {
  it('is staff only, on every route', async () => {
    const id = randomUUID();
    const calls = [
      (c: SignedIn['client']) => c.get(api.adminWebinars),
      (c: SignedIn['client']) => c.post(api.adminWebinars, webinarInput()),
      (c: SignedIn['client']) => c.put(api.adminWebinar(id), webinarInput()),
      (c: SignedIn['client']) => c.post(api.adminWebinarCancel(id)),
    ];
    for (const call of calls) {
      expect((await call(server.client())).status).toBe(401);
      for (const who of [ana, psychologist]) {
        const res = await call(who.client);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('admin-only');
      }
    }
    expect((await admin.client.put(api.adminWebinar(id), webinarInput())).status).toBe(404);
    expect((await admin.client.post(api.adminWebinarCancel(id))).status).toBe(404);
  });

  it('creates a webinar from a Brasília wall time', async () => {
    const res = await admin.client.post(
      api.adminWebinars,
      webinarInput(0, { startDate: '2099-03-10', startTime: '19:30', recordingUrl: '' }),
    );
    expect(res.status, res.text).toBe(201);
    // 19:30 in Brasília is 22:30 UTC.
    expect(res.body).toMatchObject({
      startsAt: '2099-03-10T22:30:00.000Z',
      status: 'scheduled',
      recordingUrl: null,
      registrations: 0,
      remindersSent: 0,
      cancellationNoticesSent: 0,
    });
  });

  it.each([
    ['title', { title: 'Oi' }, t.titleTooShort],
    ['title', { title: 'x'.repeat(121) }, t.titleTooLong],
    ['speakerName', { speakerName: ' ' }, t.speakerNameRequired],
    ['speakerCredential', { speakerCredential: '' }, t.speakerCredentialRequired],
    ['startDate', { startDate: '2099-02-30' }, t.startDateInvalid],
    ['startTime', { startTime: '24:00' }, t.startTimeInvalid],
    ['startTime', { startTime: '7h' }, t.startTimeInvalid],
    ['durationMinutes', { durationMinutes: 10 }, t.durationInvalid],
    ['durationMinutes', { durationMinutes: '60' }, t.durationInvalid],
    ['durationMinutes', { durationMinutes: 60.5 }, t.durationInvalid],
    ['description', { description: 'curta' }, t.descriptionRequired],
    ['liveUrl', { liveUrl: 'http://meet.exemplo.com/x' }, t.liveUrlInvalid],
    ['liveUrl', { liveUrl: 'javascript:alert(1)' }, t.liveUrlInvalid],
    ['recordingUrl', { recordingUrl: 'ftp://video.exemplo.com' }, t.recordingUrlInvalid],
    ['startDate', { startDate: '2020-01-10', startTime: '10:00' }, t.startInPast],
  ])('refuses a bad %s with its pt-BR text (400)', async (field, patch, message) => {
    const res = await admin.client.post(api.adminWebinars, webinarInput(48, patch));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation-failed');
    expect(res.body.message).toBe(message);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('refuses a body that is not an object', async () => {
    const res = await admin.client.request('POST', api.adminWebinars, {
      body: '[]',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados inválidos');
  });

  it('edits a webinar; a cancelled one stays as it was', async () => {
    const webinar = await scheduleWebinar(admin, 80);
    const edited = await admin.client.put(
      api.adminWebinar(webinar.id),
      webinarInput(90, { title: 'Título novo', recordingUrl: 'https://video.exemplo.com/v' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Título novo', recordingUrl: 'https://video.exemplo.com/v' });
    expect(Date.parse(edited.body.startsAt)).toBeGreaterThan(Date.parse(webinar.startsAt));

    expect((await admin.client.post(api.adminWebinarCancel(webinar.id))).body.status).toBe('cancelled');
    // Cancelling twice is harmless.
    expect((await admin.client.post(api.adminWebinarCancel(webinar.id))).status).toBe(200);
    const refused = await admin.client.put(api.adminWebinar(webinar.id), webinarInput(90));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('webinar-cancelled');
  });

  it('does not cancel a webinar that already ended', async () => {
    const webinar = await scheduleWebinar(admin, 81);
    await moveStart(server, webinar.id, new Date(Date.now() - 5 * 3_600_000));
    const res = await admin.client.post(api.adminWebinarCancel(webinar.id));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('webinar-ended');
  });
});

describe('a member’s data', () => {
  it('lists their registrations in the export, and goes with the account', async () => {
    const webinar = await scheduleWebinar(admin, 110, { title: 'Para exportar' });
    const carla = await signUp(server, { name: 'Carla Dias' });
    await carla.client.post(api.webinarRegistration(webinar.id));
    const exported = await carla.client.get(api.profileExport);
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text);
    expect(data.webinarRegistrations).toEqual([
      {
        webinarId: webinar.id,
        title: 'Para exportar',
        startsAt: webinar.startsAt,
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    expect((await carla.client.post(api.profileDelete, { password: carla.password })).status).toBe(204);
    expect(await server.em().count(WebinarRegistrationSchema, { userId: carla.user.id })).toBe(0);
    expect(await server.em().count(WebinarNoticeSchema, { userId: carla.user.id })).toBe(0);
    const listed = (await admin.client.get(api.adminWebinars)).body.webinars;
    expect(listed.find((w: { id: string }) => w.id === webinar.id).registrations).toBe(0);
  });
});
