/**
 * "Adicionar à agenda" (issue 13): `GET /api/webinars/:id/calendar.ics` is an RFC 5545 file:
 * one VEVENT with a UID stable per webinar, DTSTAMP, DTSTART/DTEND in UTC, the escaped SUMMARY
 * and DESCRIPTION (with the live link), URL, CRLF line ends and lines folded at 75 octets.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { foldLine, icsFileName, icsText } from '../../sync-server/modules/webinars/webinar-ics';
import type { SignedIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signUpAdmin } from './sharing-helpers';
import { scheduleWebinar, webinarInput } from './webinar-helpers';

let server: TestServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: 'https://virada.example.com.br' });
  admin = await signUpAdmin(server);
}, 60_000);
afterAll(() => server?.close());

const TITLE = 'Dívidas, Pix e recaídas; o que fazer agora';
const DESCRIPTION =
  'Primeira parte: entender as dívidas, sem culpa.\nSegunda parte: um plano, passo a passo; perguntas ao vivo, com calma.';

/** The file's content lines, unfolded (a line starting with a space continues the previous one). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
const property = (text: string, name: string) =>
  unfold(text)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

async function calendarOf(id: string) {
  const res = await server.request('GET', api.webinarCalendar(id));
  expect(res.status, res.text).toBe(200);
  return res;
}

describe('the .ics file', () => {
  it('is a valid VCALENDAR with one VEVENT, in UTC, folded and escaped', async () => {
    const webinar = await scheduleWebinar(admin, 0, {
      title: TITLE,
      description: DESCRIPTION,
      startDate: '2099-05-20',
      startTime: '19:30',
      durationMinutes: 90,
      liveUrl: 'https://meet.exemplo.com.br/sala?id=abc,def;x',
    });
    const res = await calendarOf(webinar.id);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="virada-webinar-dividas-pix-e-recaidas-o-que-fazer-agora.ics"',
    );
    const text = res.text;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(property(text, 'PRODID')).toBe('-//Virada//Webinars//PT-BR');
    expect(property(text, 'UID')).toBe(`${webinar.id}@virada.example.com.br`);
    expect(property(text, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    // 19:30 in Brasília is 22:30 UTC; 90 minutes later is midnight UTC.
    expect(property(text, 'DTSTART')).toBe('20990520T223000Z');
    expect(property(text, 'DTEND')).toBe('20990521T000000Z');
    expect(property(text, 'SUMMARY')).toBe('Dívidas\\, Pix e recaídas\\; o que fazer agora');
    const description = property(text, 'DESCRIPTION')!;
    expect(description).toContain('Com Dra. Helena Prado (CRP 06/123456).');
    expect(description).toContain('sem culpa.\\nSegunda parte: um plano\\, passo a passo\\; perguntas');
    expect(description).toContain('Link da transmissão: https://meet.exemplo.com.br/sala?id=abc\\,def\\;x');
    expect(description).not.toMatch(/[^\\][,;]/);
    expect(property(text, 'URL')).toBe('https://meet.exemplo.com.br/sala?id=abc,def;x');
    expect(property(text, 'STATUS')).toBe('CONFIRMED');
    expect(property(text, 'SEQUENCE')).toBe('0');
  });

  it('keeps its UID across edits, raises SEQUENCE, and says when the webinar is cancelled', async () => {
    const webinar = await scheduleWebinar(admin, 100);
    const before = (await calendarOf(webinar.id)).text;
    await admin.client.put(api.adminWebinar(webinar.id), webinarInput(101, { title: 'Outro título' }));
    await admin.client.post(api.adminWebinarCancel(webinar.id));
    const after = (await calendarOf(webinar.id)).text;
    expect(property(after, 'UID')).toBe(property(before, 'UID'));
    expect(property(after, 'SEQUENCE')).toBe('2');
    expect(property(after, 'SUMMARY')).toBe('Outro título');
    expect(property(after, 'STATUS')).toBe('CANCELLED');
  });

  it('answers 404 for an unknown webinar', async () => {
    const res = await server.request('GET', api.webinarCalendar(randomUUID()));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
  });
});

describe('its pieces', () => {
  it('folds at 75 octets without splitting a character, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'ação é coração; '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const [i, part] of folded.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });

  it('escapes backslashes, commas, semicolons and line breaks', () => {
    expect(icsText('a\\b, c; d\r\ne\nf')).toBe('a\\\\b\\, c\\; d\\ne\\nf');
  });

  it('names the file in plain ASCII', () => {
    expect(icsFileName('Ansiedade & Apostas: o que a ciência diz?')).toBe(
      'virada-webinar-ansiedade-apostas-o-que-a-ciencia-diz.ics',
    );
    expect(icsFileName('"../../etc"')).toBe('virada-webinar-etc.ics');
    expect(icsFileName('🙂')).toBe('virada-webinar.ics');
  });
});
