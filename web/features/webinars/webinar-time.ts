import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { WEBINAR_TIME_ZONE } from '../../../shared/domain/webinars';
import { isValidTimeZone, zoneOffsetMs } from '../../../shared/domain/zoned';

const LONG = "EEEE, dd/MM/yyyy 'às' HH:mm";

const inZone = (instant: string | number, zone: string) =>
  format(new Date(instant), LONG, { locale: ptBR, in: tz(zone) });

/** 'sábado, 22/11/2026 às 19:30', in Brasília. */
export const brasiliaText = (startsAt: string) => inZone(startsAt, WEBINAR_TIME_ZONE);

/** The zone this device's clock is in (where the member is now); Brasília when unknown. */
export function deviceZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : WEBINAR_TIME_ZONE;
}

/**
 * The start in the member's zone with the zone's name ('Lisbon, GMT+1'), when that zone's clock
 * reads differently from Brasília's at that instant; null when it reads the same.
 */
export function ownZoneText(startsAt: string, zone: string): { text: string; zone: string } | null {
  const ms = Date.parse(startsAt);
  if (!isValidTimeZone(zone) || zoneOffsetMs(ms, zone) === zoneOffsetMs(ms, WEBINAR_TIME_ZONE)) return null;
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const offset = new Intl.DateTimeFormat('pt-BR', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  return { text: inZone(ms, zone), zone: offset ? `${city}, ${offset}` : city };
}
