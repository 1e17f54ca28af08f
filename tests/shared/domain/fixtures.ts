/** Builders and fast-check arbitraries for the domain tests. */
import fc from 'fast-check';
import { MEDALS } from '../../../shared/domain/medals';
import { normalizeTags } from '../../../shared/domain/triggers';
import type {
  Assessment,
  AwardedMedal,
  Checkin,
  Goal,
  MemberFacts,
  Mood,
} from '../../../shared/domain/types';

export const SP = 'America/Sao_Paulo';

let seq = 0;
export function checkin(partial: Partial<Checkin> & Pick<Checkin, 'date' | 'recordedAt'>): Checkin {
  seq += 1;
  return {
    id: `c-${seq}`,
    hadRelapse: false,
    amountSpentCents: 0,
    mood: 3,
    notes: null,
    tags: [],
    ...partial,
  };
}

export function relapse(date: string, recordedAt: string, amountSpentCents = 0, id?: string): Checkin {
  return checkin({
    ...(id === undefined ? {} : { id }),
    date,
    recordedAt,
    hadRelapse: true,
    amountSpentCents,
    mood: 2,
  });
}

export function assessment(
  completedAt: string,
  weeklySpendingCents: number,
  id = `a-${completedAt}`,
): Assessment {
  return { id, completedAt, daysPerWeek: 3, weeklySpendingCents, pgsiAnswers: null };
}

export function facts(partial: Partial<MemberFacts> = {}): MemberFacts {
  return {
    timezone: SP,
    accountCreatedAt: '2026-01-01T12:00:00.000Z',
    assessments: [],
    goals: [],
    checkins: [],
    medals: [],
    ...partial,
  };
}

/* ------------------------------------------------------------------ arbitraries */

export const ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Noronha',
  'UTC',
  'America/New_York',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
] as const;

const DAY = 86_400_000;
/** 2017-06-01: includes Brazil's last DST seasons (midnight skipped and repeated). */
const MIN_MS = Date.UTC(2017, 5, 1);
const MAX_MS = Date.UTC(2026, 10, 22);

export const instantArb = (min = MIN_MS, max = MAX_MS) =>
  fc.integer({ min, max }).map((ms) => new Date(ms).toISOString());

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A check-in whose date is near its recorded instant (back-dated up to 10 days, ahead up to 1). */
const checkinArb = fc
  .record({
    recordedMs: fc.integer({ min: MIN_MS, max: MAX_MS + 10 * 60_000 }),
    dayShift: fc.integer({ min: -10, max: 1 }),
    hadRelapse: fc.boolean(),
    amount: fc.integer({ min: 0, max: 200_000 }),
    mood: fc.constantFrom<Mood>(1, 2, 3, 4, 5),
    // Normalised, as stored: catalogue keys in catalogue order, then the member's own words.
    tags: fc.subarray(['estresse', 'tedio', 'futebol', 'Chefe', 'chuva']).map(normalizeTags),
  })
  .map(
    ({ recordedMs, dayShift, hadRelapse, amount, mood, tags }): Omit<Checkin, 'id'> => ({
      date: isoDay(recordedMs + dayShift * DAY),
      recordedAt: new Date(recordedMs).toISOString(),
      hadRelapse,
      amountSpentCents: hadRelapse ? amount : 0,
      mood,
      notes: null,
      tags,
    }),
  );

const assessmentArb = fc.record({
  completedAt: instantArb(),
  weeklySpendingCents: fc.integer({ min: 0, max: 500_000 }),
  daysPerWeek: fc.integer({ min: 0, max: 7 }),
});

const goalArb = fc.record({
  setAt: instantArb(),
  type: fc.constantFrom<Goal['type']>('cessation', 'reduction'),
  targetDaysPerWeek: fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
  targetWeeklySpendingCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});

const medalArb = fc.record({
  key: fc.constantFrom(...MEDALS.map((m) => m.key)),
  earnedAt: instantArb(),
});

export const factsArb: fc.Arbitrary<MemberFacts> = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    accountCreatedAt: instantArb(MIN_MS, MAX_MS - 30 * DAY),
    assessments: fc.array(assessmentArb, { maxLength: 3 }),
    goals: fc.array(goalArb, { maxLength: 3 }),
    checkins: fc.array(checkinArb, { maxLength: 40 }),
    medals: fc.array(medalArb, { maxLength: 6 }),
  })
  .map((f) => ({
    ...f,
    assessments: f.assessments.map((a, i): Assessment => ({ ...a, id: `a${i}`, pgsiAnswers: null })),
    goals: f.goals.map((g, i): Goal => ({ ...g, id: `g${i}` })),
    checkins: f.checkins.map((c, i): Checkin => ({ ...c, id: `c${i}` })),
    medals: f.medals as AwardedMedal[],
  }));

export const nowArb = fc
  .integer({ min: MAX_MS - 400 * DAY, max: MAX_MS + 30 * DAY })
  .map((ms) => new Date(ms));

/** Random sort keys and duplicate flags, enough for any generated array. */
export const scrambleArb = fc.record({
  keys: fc.array(fc.integer(), { minLength: 64, maxLength: 64 }),
  dups: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
});

export type Scramble = { keys: number[]; dups: boolean[] };

/** The same records, reordered, with some duplicated (as copies, not the same objects). */
export function scramble<T>(items: readonly T[], s: Scramble): T[] {
  const withDups = [
    ...items,
    ...items.filter((_, i) => s.dups[i % s.dups.length]).map((x) => structuredClone(x)),
  ];
  return withDups
    .map((item, i) => ({ item, key: s.keys[i % s.keys.length]! * 1000 + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

export function scrambleFacts(f: MemberFacts, s: Scramble): MemberFacts {
  const rev: Scramble = { keys: [...s.keys].reverse(), dups: [...s.dups].reverse() };
  return {
    ...f,
    assessments: scramble(f.assessments, rev),
    goals: scramble(f.goals, s),
    checkins: scramble(f.checkins, s),
    medals: scramble(f.medals, rev),
  };
}
