import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { webinarValidationTexts } from '../../shared/texts/webinars.texts';
import type { AdminWebinarDto } from '../../shared/webinar-api-types';
import { WebinarNoticeSchema } from '../../sync-server/modules/webinars/webinar.entities';
import { type SignedIn, signUp } from '../helpers/accounts';
import { type CliHarness, json, startCliHarness } from './cli-helpers';
import { moveStart } from './webinar-helpers';

/** Webinars from the support CLI (issue 13): list, create in Brasília time, cancel; `--json` for scripts. */
describe('webinars from the CLI', () => {
  let h: CliHarness;
  let ana: SignedIn;

  const create = (...extra: string[]) =>
    h.cli(
      'webinars:create',
      '--title',
      'Vontade de apostar: o que fazer na hora',
      '--speaker',
      'Dr. Rafael Lima',
      '--credential',
      'CRP 05/654321',
      '--date',
      '2099-08-14',
      '--time',
      '20:00',
      '--duration',
      '75',
      '--description',
      'Técnicas simples para atravessar a vontade, com exemplos do dia a dia.',
      '--live-url',
      'https://meet.exemplo.com.br/vontade',
      ...extra,
    );

  beforeAll(async () => {
    h = await startCliHarness();
    ana = await signUp(h.server, { name: 'Ana Lúcia' });
  }, 60_000);
  afterAll(() => h?.close());

  it('creates a webinar from Brasília time and prints it as one JSON object', async () => {
    const webinar = json<AdminWebinarDto>(await create('--json'));
    // 20:00 in Brasília is 23:00 UTC.
    expect(webinar).toMatchObject({
      title: 'Vontade de apostar: o que fazer na hora',
      speakerName: 'Dr. Rafael Lima',
      speakerCredential: 'CRP 05/654321',
      startsAt: '2099-08-14T23:00:00.000Z',
      durationMinutes: 75,
      recordingUrl: null,
      status: 'scheduled',
    });
    const listed = (await h.server.request('GET', api.webinars)).body.upcoming;
    expect(listed.map((w: { id: string }) => w.id)).toContain(webinar.id);

    const text = await create();
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('14/08/2099 às 20:00 (horário de Brasília)');
  });

  it('refuses bad or missing flags with the pt-BR texts and exit 2', async () => {
    const bad = await create(
      '--time',
      '25:00',
      '--live-url',
      'http://inseguro.exemplo.com',
      '--duration',
      'x',
    );
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain(`--time: ${webinarValidationTexts.startTimeInvalid}`);
    expect(bad.stderr).toContain(`--live-url: ${webinarValidationTexts.liveUrlInvalid}`);
    expect(bad.stderr).toContain(`--duration: ${webinarValidationTexts.durationInvalid}`);
    expect(bad.stderr).toContain('Uso: npm run cli -- webinars:create');

    const missing = await h.cli('webinars:create', '--title', 'Só o título', '--json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`--speaker: ${webinarValidationTexts.speakerNameRequired}`);

    const past = await create('--date', '2020-01-01');
    expect(past.code).toBe(2);
    expect(past.stderr).toContain(`--date: ${webinarValidationTexts.startInPast}`);
  });

  it('lists webinars as a table and as a JSON array', async () => {
    const webinar = json<AdminWebinarDto>(await create('--json', '--title', 'Para a lista'));
    const listed = json<AdminWebinarDto[]>(await h.cli('webinars:list', '--json'));
    expect(Array.isArray(listed)).toBe(true);
    expect(listed.find((w) => w.id === webinar.id)).toMatchObject({
      title: 'Para a lista',
      registrations: 0,
    });
    const text = await h.cli('webinars:list');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('INÍCIO (BRASÍLIA)');
    expect(text.stdout).toContain('Para a lista');
    expect(text.stdout).toContain('1 h 15 min');
  });

  it('cancels a webinar and owes each registered member one notice', async () => {
    const webinar = json<AdminWebinarDto>(await create('--json', '--title', 'Será cancelado'));
    expect((await ana.client.post(api.webinarRegistration(webinar.id))).status).toBe(200);
    const cancelled = json<AdminWebinarDto>(await h.cli('webinars:cancel', webinar.id, '--json'));
    expect(cancelled).toMatchObject({ id: webinar.id, status: 'cancelled', registrations: 1 });
    const notices = await h.server
      .em()
      .find(WebinarNoticeSchema, { webinarId: webinar.id, kind: 'cancelled' });
    expect(notices.map((n) => n.userId)).toEqual([ana.user.id]);
    // Again: nothing more is owed.
    expect((await h.cli('webinars:cancel', webinar.id)).code).toBe(0);
    expect(await h.server.em().count(WebinarNoticeSchema, { webinarId: webinar.id, kind: 'cancelled' })).toBe(
      1,
    );
    const listed = (await h.server.request('GET', api.webinars)).body.upcoming;
    expect(listed.find((w: { id: string }) => w.id === webinar.id)?.status).toBe('cancelled');
  });

  it('refuses an unknown id (exit 1), a missing id (exit 2) and a webinar that already ended (exit 1)', async () => {
    const unknown = await h.cli('webinars:cancel', randomUUID());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nenhum webinar com o id');
    expect((await h.cli('webinars:cancel')).code).toBe(2);

    const ended = json<AdminWebinarDto>(await create('--json', '--title', 'Já foi'));
    await moveStart(h.server, ended.id, new Date(Date.now() - 5 * 3_600_000));
    const refused = await h.cli('webinars:cancel', ended.id);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('Este webinar já terminou.');
  });
});
