import { LOCALE } from '../../../shared/constants';
import { WEBINAR_TIME_ZONE } from '../../../shared/domain/webinars';
import { isValidTimeZone, zoneOffsetMs } from '../../../shared/domain/zoned';

/*
 * Times of webinars in pt-BR, with Intl only: the section is part of the library's page, whose
 * JavaScript budget a date library would eat into.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(ms: number, zone: string): Record<string, string> {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, {
      timeZone: zone,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(ms).map((part) => [part.type, part.value]));
}

/** 'terça-feira, 10/03/2099 às 19:30' ('10/03/2099 às 19:30' without the weekday) in a zone. */
export function dateTimeIn(instant: string | number, zone: string, weekday = true): string {
  const p = partsOf(new Date(instant).getTime(), zone);
  return `${weekday ? `${p.weekday}, ` : ''}${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}`;
}

/** The start in Brasília. */
export const brasiliaText = (startsAt: string) => dateTimeIn(startsAt, WEBINAR_TIME_ZONE);

/** The zone this device's clock is in (where the member is now); Brasília when unknown. */
export function deviceZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : WEBINAR_TIME_ZONE;
}

/**
 * The start in the member's zone with the zone's name ('Manaus, GMT-4'), when that zone's clock
 * reads differently from Brasília's at that instant; null when it reads the same.
 */
export function ownZoneText(startsAt: string, zone: string): { text: string; zone: string } | null {
  const ms = Date.parse(startsAt);
  if (!isValidTimeZone(zone) || zoneOffsetMs(ms, zone) === zoneOffsetMs(ms, WEBINAR_TIME_ZONE)) return null;
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const offset = new Intl.DateTimeFormat(LOCALE, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  return { text: dateTimeIn(ms, zone), zone: offset ? `${city}, ${offset}` : city };
}
