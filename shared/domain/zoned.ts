/**
 * Calendar days in a member's IANA time zone (DESIGN.md §3): 'yyyy-MM-dd' strings and the
 * instants where they begin. Pure: Intl is the only source of zone data.
 *
 * Why not one Intl call per record: Intl formatting costs ~2 µs a call, and ten years of daily
 * records would spend most of the dashboard's budget there. Instead each zone's UTC-offset
 * transitions are found once per 64-day chunk (probing every 4 days, then bisecting to the second)
 * and cached, so an instant's offset is a map lookup. Assumption: a zone never changes its offset
 * twice within 4 days (true of every tzdb zone since 1970).
 */
import { DEFAULT_TIMEZONE } from '../constants';
import type { LocalDate } from './types';

export const DAY_MS = 86_400_000;
const CHUNK_MS = 64 * DAY_MS;
const PROBE_MS = 4 * DAY_MS;
const CACHE_LIMIT = 20_000;

/* ------------------------------------------------------------------ civil calendar (no zone) */

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** 'yyyy-MM-dd' of a day count since 1970-01-01 (civil_from_days). */
export function localDateFromEpochDay(epochDay: number): LocalDate {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const yyyy = y >= 0 && y < 10000 ? String(y).padStart(4, '0') : String(y);
  return `${yyyy}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

const LOCAL_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const epochDayCache = new Map<string, number>();

/** Days since 1970-01-01 of a real 'yyyy-MM-dd' day, or undefined. Cached: rules see the same days often. */
function parseLocalDate(value: string): number | undefined {
  const cached = epochDayCache.get(value);
  if (cached !== undefined) return cached;
  const m = LOCAL_DATE_RE.exec(value);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  const day = daysFromCivil(y, mo, d);
  if (localDateFromEpochDay(day) !== value) return undefined; // 2026-02-30 and friends
  if (epochDayCache.size > CACHE_LIMIT) epochDayCache.clear();
  epochDayCache.set(value, day);
  return day;
}

/** True for a real calendar day written 'yyyy-MM-dd' (2026-02-30 is not one). */
export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && parseLocalDate(value) !== undefined;
}

/** Days since 1970-01-01 of a LocalDate; throws RangeError for anything but a real 'yyyy-MM-dd'. */
export function epochDayOf(date: LocalDate): number {
  const day = typeof date === 'string' ? parseLocalDate(date) : undefined;
  if (day === undefined) throw new RangeError(`Invalid local date: ${String(date)}`);
  return day;
}

/** The calendar day `days` after (or before, if negative) `date`; no zone involved. */
export function addDaysToLocalDate(date: LocalDate, days: number): LocalDate {
  return localDateFromEpochDay(epochDayOf(date) + Math.trunc(days));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenLocalDates(from: LocalDate, to: LocalDate): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: LocalDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDayOf(date) + 4) % 7) + 7) % 7;
}

/** 1-based day of the year (1 January = 1), like date-fns getDayOfYear. */
export function dayOfYear(date: LocalDate): number {
  const year = Number(date.slice(0, 4));
  return epochDayOf(date) - daysFromCivil(year, 1, 1) + 1;
}

/* ------------------------------------------------------------------------- zone offsets */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what callers of an invalid zone should get.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (e.g. 'America/Sao_Paulo', 'UTC'). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when valid, else the product default: a bad stored zone must not break a dashboard. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;
}

/** Offset (ms, east positive) of `timeZone` at instant `ms`, straight from Intl. */
function intlOffset(ms: number, timeZone: string): number {
  const seconds = Math.floor(ms / 1000) * 1000;
  const f = formatterFor(timeZone);
  const s = f.format(seconds);
  // 'MM/DD/YYYY, HH:mm:ss' for years 1000–9999; formatToParts otherwise.
  if (s.length === 20 && s[2] === '/' && s[5] === '/' && s[10] === ',') {
    const hour = Number(s.slice(12, 14));
    const wall = Date.UTC(
      Number(s.slice(6, 10)),
      Number(s.slice(0, 2)) - 1,
      Number(s.slice(3, 5)),
      hour === 24 ? 0 : hour,
      Number(s.slice(15, 17)),
      Number(s.slice(18, 20)),
    );
    return wall - seconds;
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(seconds)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const date = new Date(0);
  date.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  date.setUTCHours(parts.hour === 24 ? 0 : (parts.hour ?? 0), parts.minute ?? 0, parts.second ?? 0, 0);
  return date.getTime() - seconds;
}

/** Offsets of one zone in one chunk: `offsets[i]` holds from `starts[i]` (starts[0] = chunk start). */
interface Chunk {
  starts: number[];
  offsets: number[];
}

const zoneChunks = new Map<string, Map<number, Chunk>>();

function buildChunk(index: number, timeZone: string): Chunk {
  const start = index * CHUNK_MS;
  const starts = [start];
  let prev = intlOffset(start, timeZone);
  const offsets = [prev];
  for (let probe = start + PROBE_MS; probe <= start + CHUNK_MS; probe += PROBE_MS) {
    const at = probe === start + CHUNK_MS ? probe - 1000 : probe;
    const next = intlOffset(at, timeZone);
    if (next !== prev) {
      // Bisect to the first whole second with the new offset.
      let lo = Math.floor((probe - PROBE_MS) / 1000);
      let hi = Math.floor(at / 1000);
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (intlOffset(mid * 1000, timeZone) === prev) lo = mid;
        else hi = mid;
      }
      starts.push(hi * 1000);
      offsets.push(next);
      prev = next;
    }
  }
  return { starts, offsets };
}

/** UTC offset in milliseconds (east positive, -10_800_000 for São Paulo today) of a zone at an instant. */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  let chunks = zoneChunks.get(timeZone);
  if (!chunks) {
    formatterFor(timeZone); // validate before caching anything
    chunks = new Map();
    zoneChunks.set(timeZone, chunks);
  }
  const index = Math.floor(instantMs / CHUNK_MS);
  let chunk = chunks.get(index);
  if (!chunk) {
    if (chunks.size > CACHE_LIMIT) chunks.clear();
    chunk = buildChunk(index, timeZone);
    chunks.set(index, chunk);
  }
  const { starts, offsets } = chunk;
  let i = starts.length - 1;
  while (i > 0 && instantMs < starts[i]!) i--;
  return offsets[i]!;
}

/* ------------------------------------------------------------------- zoned conversions */

function toMs(instant: Date | string | number): number {
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return ms;
}

/** The member's calendar day ('yyyy-MM-dd') at an instant. */
export function localDateOf(instant: Date | string | number, timeZone: string): LocalDate {
  const ms = toMs(instant);
  return localDateFromEpochDay(Math.floor((ms + zoneOffsetMs(ms, timeZone)) / DAY_MS));
}

const dayStartCache = new Map<string, Map<LocalDate, number>>();
const nextDayStartCache = new Map<string, Map<LocalDate, number>>();

function zoneCache(caches: Map<string, Map<LocalDate, number>>, timeZone: string): Map<LocalDate, number> {
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = new Map();
    caches.set(timeZone, cache);
  } else if (cache.size > CACHE_LIMIT) cache.clear();
  return cache;
}

function computeStartOfLocalDay(date: LocalDate, timeZone: string): number {
  const wall = epochDayOf(date) * DAY_MS;
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  let result = Number.POSITIVE_INFINITY;
  for (const o of before === after ? [before] : [before, after]) {
    const t = wall - o;
    if (zoneOffsetMs(t, timeZone) === o && t < result) result = t;
  }
  if (result === Number.POSITIVE_INFINITY) {
    // Midnight does not exist: find the first instant whose wall time is at or past it.
    let lo = wall - Math.max(before, after); // wall time before midnight
    let hi = wall - Math.min(before, after); // wall time at or after midnight
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (mid + zoneOffsetMs(mid, timeZone) >= wall) hi = mid;
      else lo = mid;
    }
    result = hi;
  }
  return result;
}

/**
 * The first instant (epoch ms) of a calendar day in a zone. Usually local midnight; when a DST
 * change skips midnight (Brazil until 2019) it is the instant the clocks jumped to. Cached per
 * zone and date string: the rules ask for the same few days over and over.
 */
export function startOfLocalDayMs(date: LocalDate, timeZone: string): number {
  const cache = zoneCache(dayStartCache, timeZone);
  let ms = cache.get(date);
  if (ms === undefined) {
    ms = computeStartOfLocalDay(date, timeZone);
    cache.set(date, ms);
  }
  return ms;
}

/** The first instant of the day after `date` (= the end of `date`), cached like startOfLocalDayMs. */
export function startOfNextLocalDayMs(date: LocalDate, timeZone: string): number {
  const cache = zoneCache(nextDayStartCache, timeZone);
  let ms = cache.get(date);
  if (ms === undefined) {
    ms = startOfLocalDayMs(addDaysToLocalDate(date, 1), timeZone);
    cache.set(date, ms);
  }
  return ms;
}

/** The instant a calendar day begins in the member's zone. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return new Date(startOfLocalDayMs(date, timeZone));
}

/** The Sunday (weeks start on Sunday, spec §9) on or before a day, or before an instant's local day. */
export function weekStartOf(date: LocalDate | Date, timeZone: string): LocalDate {
  const day = typeof date === 'string' && LOCAL_DATE_RE.test(date) ? date : localDateOf(date, timeZone);
  return addDaysToLocalDate(day, -dayOfWeek(day));
}

/** Today's calendar day in the zone. */
export function todayIn(timeZone: string, now: Date = new Date()): LocalDate {
  return localDateOf(now, timeZone);
}

/** Whole 24-hour periods from `fromMs` to `toMs`; 0 when `to` is not later. */
export function wholeDaysBetween(fromMs: number, toMs: number): number {
  return toMs > fromMs ? Math.floor((toMs - fromMs) / DAY_MS) : 0;
}
