import type { WebinarRow } from './webinar.entities';
import { endMsOf } from './webinar-dto';

/**
 * A webinar as an iCalendar file (RFC 5545) for "Adicionar à agenda": one VEVENT whose UID is
 * the webinar's own (a calendar that imports a newer file updates the event: SEQUENCE is the
 * webinar's revision), times in UTC, lines ending in CRLF and folded at 75 octets.
 */
export function webinarIcs(row: WebinarRow, publicOrigin: string, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Virada//Webinars//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.id}@${new URL(publicOrigin).hostname}`,
    `DTSTAMP:${icsUtc(now)}`,
    `LAST-MODIFIED:${icsUtc(row.updatedAt)}`,
    `SEQUENCE:${row.revision}`,
    `DTSTART:${icsUtc(row.startsAt)}`,
    `DTEND:${icsUtc(new Date(endMsOf(row)))}`,
    `SUMMARY:${icsText(row.title)}`,
    `DESCRIPTION:${icsText(descriptionOf(row))}`,
    `LOCATION:${icsText(row.liveUrl)}`,
    `URL:${row.liveUrl}`,
    `STATUS:${row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

function descriptionOf(row: WebinarRow): string {
  return [
    `Com ${row.speakerName} (${row.speakerCredential}).`,
    '',
    row.description,
    '',
    `Link da transmissão: ${row.liveUrl}`,
  ].join('\n');
}

/** 20261122T223000Z. */
export const icsUtc = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n. */
export const icsText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets of UTF-8, each continuation starting
 * with one space (RFC 5545 §3.1), never inside a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `virada-webinar-<title in plain letters>.ics`: ASCII only, nothing a file system refuses. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `virada-webinar${slug ? `-${slug}` : ''}.ics`;
}
