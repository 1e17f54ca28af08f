import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideReminder,
  lastSentDateOnSave,
  localTimeInstantMs,
  minutesOfTime,
  nextReminderDueMs,
} from '../../../shared/domain/reminder-schedule';
import type { LocalDate } from '../../../shared/domain/types';
import {
  addDaysToLocalDate,
  DAY_MS,
  epochDayOf,
  localDateOf,
  zoneOffsetMs,
} from '../../../shared/domain/zoned';

/**
 * The reminder's due-instant arithmetic (issue 18, item 3) over zones with and without daylight
 * saving, half-hour and 45-minute offsets, DST at midnight (Havana, São Paulo before 2019), a
 * negative DST (Dublin), a two-hour DST (Troll), Ramadan suspensions (Casablanca) and a skipped
 * day (Apia, 2011-12-30).
 */
const ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Noronha',
  'America/New_York',
  'America/Havana',
  'America/Santiago',
  'America/St_Johns',
  'America/Asuncion',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Berlin',
  'Europe/Lisbon',
  'Africa/Casablanca',
  'Asia/Tehran',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Antarctica/Troll',
  'UTC',
];

const MINUTE_MS = 60_000;
const zone = fc.constantFrom(...ZONES);
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
/** 2008–2030: Brazil's last DST years, Apia's skipped day, the years ahead. */
const instant = fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2030, 11, 31) });
/** Times where clocks change somewhere: 00:00–03:59, the usual hours of a DST switch, weighted up. */
const switchTime = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `0${h}:${String(m).padStart(2, '0')}`);
const anyTime = fc.oneof(time, switchTime);

/** Minutes after local midnight of the wall clock at an instant. */
const wallMinutes = (ms: number, tz: string) =>
  Math.floor(((((ms + zoneOffsetMs(ms, tz)) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
const wallMs = (ms: number, tz: string) => ms + zoneOffsetMs(ms, tz);

/** The day really exists in the zone (Apia skipped 2011-12-30). */
const dayExists = (day: LocalDate, tz: string) =>
  localDateOf(localTimeInstantMs(day, '12:00', tz), tz) === day ||
  localDateOf(localTimeInstantMs(day, '00:00', tz), tz) === day;

describe('localTimeInstantMs', () => {
  it('is the time on the day, the earlier of a repeated time, or the first instant after a skipped one', () => {
    fc.assert(
      fc.property(zone, anyTime, instant, (tz, hhmm, at) => {
        const day = localDateOf(at, tz);
        const due = localTimeInstantMs(day, hhmm, tz);
        const wanted = epochDayOf(day) * DAY_MS + minutesOfTime(hhmm) * MINUTE_MS;
        if (wallMs(due, tz) === wanted) {
          // The earliest: no instant before it shows the same wall time (fall-back repeats it).
          for (const offset of new Set([zoneOffsetMs(due - DAY_MS, tz), zoneOffsetMs(due + DAY_MS, tz)])) {
            const other = wanted - offset;
            if (other < due) expect(zoneOffsetMs(other, tz)).not.toBe(offset);
          }
        } else {
          // A gap: the clocks jumped over the time at `due`; just before, the wall was earlier.
          expect(wallMs(due, tz)).toBeGreaterThan(wanted);
          expect(wallMs(due - 1, tz)).toBeLessThan(wanted);
        }
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('fires at the jump for a time skipped by spring-forward, once for a time repeated by fall-back', () => {
    // New York, 2026-03-08: 02:00 → 03:00 EDT. 02:30 does not exist: 03:00 EDT = 07:00Z.
    expect(new Date(localTimeInstantMs('2026-03-08', '02:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    // New York, 2026-11-01: 01:30 happens twice (EDT then EST); the first is 05:30Z.
    expect(new Date(localTimeInstantMs('2026-11-01', '01:30', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    const sent = decideReminder(
      '01:30',
      'America/New_York',
      Date.parse('2026-11-01T05:30:00Z'),
      '2026-10-31',
    );
    expect(sent.sendFor).toBe('2026-11-01');
    // The second 01:30 (06:30Z) is not due again: the next is the following day's.
    expect(sent.nextDueMs).toBe(Date.parse('2026-11-02T06:30:00Z'));
    // São Paulo, 2018-11-04: midnight skipped (00:00 → 01:00); 00:15 fires at 01:00 local = 03:00Z.
    expect(new Date(localTimeInstantMs('2018-11-04', '00:15', 'America/Sao_Paulo')).toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });
});

describe('decideReminder', () => {
  it('always moves the reminder after now, and sends only once its time has come on a day not claimed', () => {
    fc.assert(
      fc.property(zone, anyTime, instant, fc.integer({ min: -3, max: 1 }), (tz, hhmm, now, lastOffset) => {
        const today = localDateOf(now, tz);
        const last = lastOffset === -3 ? null : addDaysToLocalDate(today, lastOffset);
        const d = decideReminder(hhmm, tz, now, last);
        expect(d.nextDueMs).toBeGreaterThan(now);
        if (d.sendFor !== null) {
          expect(d.sendFor).toBe(today);
          expect(last === null || last < today).toBe(true);
          expect(localTimeInstantMs(today, hhmm, tz)).toBeLessThanOrEqual(now);
          expect(localDateOf(d.nextDueMs, tz) > today).toBe(true);
        }
        // The next due instant is the chosen time (or the jump over it) on its day.
        const dueDay = localDateOf(d.nextDueMs, tz);
        expect(d.nextDueMs).toBe(localTimeInstantMs(dueDay, hhmm, tz));
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});

/**
 * Ticks the way the scheduler does (at each due instant, plus a stray tick in between) from
 * `start` for `days`, with the zone changing to `secondZone` at `switchAt` (a member's profile
 * edit: the reminder is recomputed). Answers each send: instant, zone and the day claimed.
 */
function simulate(
  hhmm: string,
  firstZone: string,
  start: number,
  days: number,
  change?: { zone: string; at: number },
) {
  let tz = firstZone;
  let last = lastSentDateOnSave(hhmm, tz, start, null);
  let due = nextReminderDueMs(hhmm, tz, start, last);
  const sends: { at: number; tz: string; day: LocalDate }[] = [];
  const end = start + days * DAY_MS;
  let now = start;
  let changed = false;
  while (now < end) {
    if (change && !changed && due > change.at) {
      // The zone changes before the next due instant: a tick between, then the profile edit.
      const stray = decideReminder(hhmm, tz, change.at, last);
      expect(stray.sendFor).toBeNull();
      tz = change.zone;
      changed = true;
      due = nextReminderDueMs(hhmm, tz, change.at, last);
      now = change.at;
      continue;
    }
    // A tick halfway to the due instant sends nothing and keeps the due instant.
    const half = now + Math.floor((due - now) / 2);
    if (half > now && half < due) {
      const early = decideReminder(hhmm, tz, half, last);
      expect(early.sendFor).toBeNull();
      expect(early.nextDueMs).toBe(due);
    }
    now = Math.max(due, now + 1);
    if (now >= end) break;
    const d = decideReminder(hhmm, tz, now, last);
    if (d.sendFor) sends.push({ at: now, tz, day: d.sendFor });
    last = d.lastSentDate;
    due = d.nextDueMs;
  }
  return sends;
}

describe('a member over months of ticks', () => {
  it('gets exactly one reminder per local day, at their local time', () => {
    fc.assert(
      fc.property(zone, anyTime, instant, (tz, hhmm, start) => {
        const sends = simulate(hhmm, tz, start, 120);
        for (const send of sends) {
          expect(localDateOf(send.at, tz)).toBe(send.day);
          const exact = wallMinutes(send.at, tz) === minutesOfTime(hhmm);
          // Not exact only at a spring-forward jump: the wall clock just jumped past the time.
          if (!exact)
            expect(wallMs(send.at - 1, tz)).toBeLessThan(
              epochDayOf(send.day) * DAY_MS + minutesOfTime(hhmm) * MINUTE_MS,
            );
        }
        for (let i = 1; i < sends.length; i++) {
          const prev = sends[i - 1]!.day;
          const next = sends[i]!.day;
          expect(next > prev).toBe(true);
          // Consecutive days; a day is missed only when the zone skipped it entirely.
          for (let day = addDaysToLocalDate(prev, 1); day < next; day = addDaysToLocalDate(day, 1)) {
            expect(dayExists(day, tz), `${tz} ${hhmm} missed ${day}`).toBe(false);
          }
        }
        expect(sends.length).toBeGreaterThanOrEqual(119);
        // 120 days of 24 h hold 121 local times when the offset moved by an hour meanwhile.
        expect(sends.length).toBeLessThanOrEqual(121);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('through the Apia skipped day and Brazil’s last DST years, still one a day', () => {
    const apia = simulate('21:00', 'Pacific/Apia', Date.parse('2011-12-20T00:00:00Z'), 20);
    const days = apia.map((s) => s.day);
    expect(days).not.toContain('2011-12-30');
    expect(new Set(days).size).toBe(days.length);
    const sp = simulate('00:30', 'America/Sao_Paulo', Date.parse('2018-10-20T00:00:00Z'), 150);
    expect(new Set(sp.map((s) => s.day)).size).toBe(sp.length);
    expect(sp.length).toBeGreaterThanOrEqual(149);
  });

  it('after a zone change mid-way: never two for one date, one a day at the new local time', () => {
    fc.assert(
      fc.property(
        zone,
        zone,
        anyTime,
        instant,
        fc.integer({ min: 1, max: 59 }),
        (from, to, hhmm, start, switchDay) => {
          const switchAt = start + switchDay * DAY_MS + (start % 997) * MINUTE_MS;
          const sends = simulate(hhmm, from, start, 90, { zone: to, at: switchAt });
          for (let i = 1; i < sends.length; i++) expect(sends[i]!.day > sends[i - 1]!.day).toBe(true);
          const after = sends.filter((s) => s.at > switchAt);
          for (const send of after) expect(localDateOf(send.at, to)).toBe(send.day);
          for (let i = 1; i < after.length; i++) {
            for (
              let day = addDaysToLocalDate(after[i - 1]!.day, 1);
              day < after[i]!.day;
              day = addDaysToLocalDate(day, 1)
            ) {
              expect(dayExists(day, to)).toBe(false);
            }
          }
          // At most one day is lost or merged by the change itself.
          expect(sends.length).toBeGreaterThanOrEqual(88);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('saving', () => {
  it('a time already passed today starts tomorrow; a time still ahead rings today', () => {
    const now = Date.parse('2026-03-11T00:00:00Z'); // 21:00 on the 10th in São Paulo
    const passed = lastSentDateOnSave('20:00', 'America/Sao_Paulo', now, null);
    expect(passed).toBe('2026-03-10');
    expect(new Date(nextReminderDueMs('20:00', 'America/Sao_Paulo', now, passed)).toISOString()).toBe(
      '2026-03-11T23:00:00.000Z',
    );
    const ahead = lastSentDateOnSave('22:00', 'America/Sao_Paulo', now, null);
    expect(ahead).toBeNull();
    expect(new Date(nextReminderDueMs('22:00', 'America/Sao_Paulo', now, ahead)).toISOString()).toBe(
      '2026-03-11T01:00:00.000Z',
    );
  });
});
