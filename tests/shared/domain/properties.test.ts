/**
 * Property-based tests of the domain rules (DESIGN.md §4 and §9): results depend only on the set of
 * records, whatever their order or duplication, and the invariants of the numbers always hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { historyItems } from '../../../shared/domain/history';
import {
  checkinDayCount,
  earnedMedalKeys,
  MEDALS,
  newlyEarnedMedals,
  WIND_MEDAL_KEY,
} from '../../../shared/domain/medals';
import { moodSeries } from '../../../shared/domain/mood';
import { appendNewCheckins, computeProgress, relapsesAmong } from '../../../shared/domain/progress';
import { dedupeById, markUniqueById } from '../../../shared/domain/records';
import type { AwardedMedal, Checkin, MemberFacts } from '../../../shared/domain/types';
import { localDateOf } from '../../../shared/domain/zoned';
import { factsArb, nowArb, scrambleArb, scrambleFacts, ZONES } from './fixtures';

const RUNS = { numRuns: 300 };

describe('order and duplicates do not matter', () => {
  it('Progress', () => {
    fc.assert(
      fc.property(factsArb, nowArb, scrambleArb, (f, now, s) => {
        expect(computeProgress(scrambleFacts(f, s), now)).toEqual(computeProgress(f, now));
      }),
      RUNS,
    );
  });

  it('mood series', () => {
    fc.assert(
      fc.property(factsArb, nowArb, scrambleArb, (f, now, s) => {
        const g = scrambleFacts(f, s);
        expect(moodSeries(g.checkins, g.timezone, now)).toEqual(moodSeries(f.checkins, f.timezone, now));
      }),
      RUNS,
    );
  });

  it('history', () => {
    fc.assert(
      fc.property(factsArb, nowArb, scrambleArb, (f, now, s) => {
        const g = scrambleFacts(f, s);
        expect(historyItems(g, computeProgress(g, now), now)).toEqual(
          historyItems(f, computeProgress(f, now), now),
        );
      }),
      RUNS,
    );
  });

  it('earned medals', () => {
    fc.assert(
      fc.property(factsArb, nowArb, scrambleArb, (f, now, s) => {
        const g = scrambleFacts(f, s);
        expect(earnedMedalKeys(g, computeProgress(g, now))).toEqual(
          earnedMedalKeys(f, computeProgress(f, now)),
        );
      }),
      RUNS,
    );
  });
});

describe('conflicting copies of one id', () => {
  it('resolve to the same record whatever the order', () => {
    fc.assert(
      fc.property(factsArb, nowArb, fc.integer({ min: 0, max: 200_000 }), (f, now, amount) => {
        fc.pre(f.checkins.length > 0);
        const first = f.checkins[0]!;
        const twin: Checkin = { ...first, hadRelapse: !first.hadRelapse, amountSpentCents: amount, mood: 1 };
        const a: MemberFacts = { ...f, checkins: [...f.checkins, twin] };
        const b: MemberFacts = { ...f, checkins: [twin, ...f.checkins] };
        expect(computeProgress(a, now)).toEqual(computeProgress(b, now));
        expect(historyItems(a, computeProgress(a, now), now)).toEqual(
          historyItems(b, computeProgress(b, now), now),
        );
        expect(moodSeries(a.checkins, a.timezone, now)).toEqual(moodSeries(b.checkins, b.timezone, now));
      }),
      RUNS,
    );
  });
});

describe('invariants', () => {
  it('money ≥ 0, 0 ≤ current ≤ best, current ≤ days since start, streak start never past now', () => {
    fc.assert(
      fc.property(factsArb, nowArb, (f, now) => {
        const p = computeProgress(f, now);
        expect(p.moneySavedCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(p.moneySavedCents)).toBe(true);
        expect(p.currentStreak).toBeGreaterThanOrEqual(0);
        expect(p.currentStreak).toBeLessThanOrEqual(p.bestStreak);
        expect(p.daysSinceStart).toBeGreaterThanOrEqual(p.currentStreak);
        expect(p.bestStreak).toBeLessThanOrEqual(p.daysSinceStart);
        const start = Date.parse(p.streakStartTime!);
        expect(start).toBeGreaterThanOrEqual(Date.parse(p.journeyStart));
        expect(start <= now.getTime() || start === Date.parse(p.journeyStart)).toBe(true);
        expect(p.thisWeek.bettingDays).toBeLessThanOrEqual(7);
        expect(p.relapseCount).toBeLessThanOrEqual(p.checkinCount);
      }),
      RUNS,
    );
  });

  it('mood series: ascending distinct days inside the window', () => {
    fc.assert(
      fc.property(factsArb, nowArb, fc.integer({ min: 1, max: 60 }), (f, now, days) => {
        const series = moodSeries(f.checkins, f.timezone, now, days);
        expect(series.length).toBeLessThanOrEqual(days);
        const today = localDateOf(now, f.timezone);
        for (let i = 0; i < series.length; i++) {
          expect(series[i]!.date <= today).toBe(true);
          if (i > 0) expect(series[i - 1]!.date < series[i]!.date).toBe(true);
          expect(series[i]!.mood).toBeGreaterThanOrEqual(1);
          expect(series[i]!.mood).toBeLessThanOrEqual(5);
        }
      }),
      RUNS,
    );
  });

  it('history: newest first, bounded, never judgemental', () => {
    fc.assert(
      fc.property(factsArb, nowArb, fc.integer({ min: 0, max: 50 }), (f, now, limit) => {
        const items = historyItems(f, computeProgress(f, now), now, limit);
        expect(items.length).toBeLessThanOrEqual(limit);
        for (let i = 1; i < items.length; i++) {
          expect(Date.parse(items[i - 1]!.date)).toBeGreaterThanOrEqual(Date.parse(items[i]!.date));
        }
        for (const item of items) {
          expect(item.streakDays).toBeGreaterThanOrEqual(0);
          expect(item.description).not.toMatch(/fracass|falh|culpa|vergonha/i);
        }
      }),
      RUNS,
    );
  });
});

/** A member who records each event when it happens (no back-dating), checked after each one. */
const lifeArb = fc.record({
  timezone: fc.constantFrom(...ZONES),
  start: fc.integer({ min: Date.UTC(2017, 0, 1), max: Date.UTC(2026, 0, 1) }),
  weekly: fc.integer({ min: 0, max: 300_000 }),
  events: fc.array(
    fc.record({
      gapMinutes: fc.integer({ min: 1, max: 20 * 24 * 60 }),
      hadRelapse: fc.boolean(),
      amount: fc.integer({ min: 0, max: 100_000 }),
    }),
    { maxLength: 40 },
  ),
});

describe('medals as records are added over time', () => {
  it('bestStreak never falls, streak medals never go, held medals only grow, wind is never earned', () => {
    fc.assert(
      fc.property(lifeArb, ({ timezone, start, weekly, events }) => {
        const checkins: Checkin[] = [];
        let medals: AwardedMedal[] = [];
        let t = start;
        let previousBest = 0;
        let previousStreakKeys: string[] = [];
        const streakKeys = new Set(MEDALS.filter((m) => m.rule.kind === 'streak').map((m) => m.key));
        events.forEach((e, i) => {
          t += e.gapMinutes * 60_000;
          const at = new Date(t).toISOString();
          checkins.push({
            id: `c${i}`,
            date: localDateOf(t, timezone),
            recordedAt: at,
            hadRelapse: e.hadRelapse,
            amountSpentCents: e.hadRelapse ? e.amount : 0,
            mood: e.hadRelapse ? 2 : 3,
            notes: null,
            tags: [],
          });
          const f: MemberFacts = {
            timezone,
            accountCreatedAt: new Date(start).toISOString(),
            assessments: [
              {
                id: 'a',
                completedAt: new Date(start).toISOString(),
                daysPerWeek: 3,
                weeklySpendingCents: weekly,
                pgsiAnswers: null,
              },
            ],
            goals: [],
            checkins: [...checkins],
            medals,
          };
          const p = computeProgress(f, new Date(t));
          expect(p.bestStreak).toBeGreaterThanOrEqual(previousBest);
          previousBest = p.bestStreak;

          const earned = earnedMedalKeys(f, p);
          expect(earned).not.toContain(WIND_MEDAL_KEY);
          const streakNow = earned.filter((k) => streakKeys.has(k));
          expect(streakNow).toEqual(expect.arrayContaining(previousStreakKeys));
          previousStreakKeys = streakNow;

          const before = new Set(medals.map((m) => m.key));
          medals = [...medals, ...newlyEarnedMedals(f, p, at)];
          const after = new Set(medals.map((m) => m.key));
          for (const k of before) expect(after.has(k)).toBe(true);
          expect(after.size).toBe(medals.length); // each medal awarded once
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('shortcuts give the same answers', () => {
  it('checkinDayCount with a cap is the count, capped', () => {
    fc.assert(
      fc.property(factsArb, nowArb, fc.integer({ min: 0, max: 40 }), (f, now, cap) => {
        const progress = computeProgress(f, now);
        expect(checkinDayCount(f, progress, cap)).toBe(Math.min(cap, checkinDayCount(f, progress)));
        expect(checkinDayCount(f, undefined, cap)).toBe(Math.min(cap, checkinDayCount(f)));
      }),
      RUNS,
    );
  });

  it('check-ins marked unique by id give the numbers and medals of the same records unmarked', () => {
    fc.assert(
      fc.property(factsArb, nowArb, (f, now) => {
        const unique = dedupeById(f.checkins);
        const marked = { ...f, checkins: markUniqueById([...unique]) as Checkin[] };
        const plain = { ...f, checkins: [...unique] };
        const progress = computeProgress(marked, now);
        expect(progress).toEqual(computeProgress(plain, now));
        expect(earnedMedalKeys(marked, progress)).toEqual(
          earnedMedalKeys(plain, computeProgress(plain, now)),
        );
      }),
      RUNS,
    );
  });

  it('check-ins appended to a known base give the numbers and medals of the same records read afresh', () => {
    fc.assert(
      fc.property(factsArb, nowArb, nowArb, fc.nat(), (f, earlier, now, cut) => {
        const unique = dedupeById(f.checkins);
        const split = unique.length ? cut % (unique.length + 1) : 0;
        const base = markUniqueById(unique.slice(0, split));
        // The base was computed once (as the server's cache was), then new records arrive.
        computeProgress({ ...f, checkins: base as Checkin[] }, earlier);
        const grown = { ...f, checkins: appendNewCheckins(base, unique.slice(split)) as Checkin[] };
        const fresh = { ...f, checkins: [...unique] };
        expect(relapsesAmong(grown.checkins)).toEqual(fresh.checkins.filter((c) => c.hadRelapse));
        const progress = computeProgress(grown, now);
        expect(progress).toEqual(computeProgress(fresh, now));
        expect(earnedMedalKeys(grown, progress)).toEqual(earnedMedalKeys(fresh, computeProgress(fresh, now)));
      }),
      RUNS,
    );
  });

  it('dedupeById answers a marked or already de-duplicated array as it is', () => {
    fc.assert(
      fc.property(factsArb, (f) => {
        const once = dedupeById(f.checkins);
        expect(dedupeById(once)).toBe(once);
        const marked = markUniqueById([...once]);
        expect(dedupeById(marked)).toBe(marked);
      }),
      RUNS,
    );
  });
});
