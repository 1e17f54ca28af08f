import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeInsights,
  INSIGHTS_MIN_CHECKINS,
  insightSentences,
  PATTERN_THRESHOLDS,
} from '../../../shared/domain/insights';
import { buildTimeline, computeProgress } from '../../../shared/domain/progress';
import { safeCents } from '../../../shared/domain/records';
import type { Checkin, MemberFacts, Mood } from '../../../shared/domain/types';
import { addDaysToLocalDate, dayOfWeek, startOfLocalDayMs } from '../../../shared/domain/zoned';
import { assessment, facts, factsArb, nowArb, SP, scrambleArb, scrambleFacts } from './fixtures';

const NOW = new Date('2026-06-30T15:00:00.000Z'); // 12:00 in São Paulo, a Tuesday
const HOUR = 3_600_000;
let seq = 0;

/** A check-in on `date`, recorded that day at `hour` in `zone` (or at `recordedAt`). */
function day(
  date: string,
  opts: {
    relapse?: boolean;
    hour?: number;
    zone?: string;
    recordedAt?: string;
    tags?: string[];
    mood?: Mood;
    cents?: number;
  } = {},
): Checkin {
  seq += 1;
  const zone = opts.zone ?? SP;
  const recordedAt =
    opts.recordedAt ?? new Date(startOfLocalDayMs(date, zone) + (opts.hour ?? 20) * HOUR).toISOString();
  return {
    id: `i-${String(seq).padStart(5, '0')}`,
    date,
    recordedAt,
    hadRelapse: opts.relapse ?? false,
    amountSpentCents: opts.relapse ? (opts.cents ?? 0) : 0,
    mood: opts.mood ?? 3,
    notes: null,
    ...(opts.tags ? { tags: opts.tags } : {}),
  } as Checkin;
}

/** The last `n` dates with weekday `wd` (0 = Sunday) up to 2026-06-30. */
function weekdays(wd: number, n: number): string[] {
  const out: string[] = [];
  for (let d = '2026-06-30'; out.length < n; d = addDaysToLocalDate(d, -1))
    if (dayOfWeek(d) === wd) out.push(d);
  return out;
}

const member = (checkins: Checkin[], patch: Partial<MemberFacts> = {}) =>
  facts({ accountCreatedAt: '2026-01-01T12:00:00.000Z', checkins, ...patch });

describe('empty and sparse data', () => {
  it('no records: nothing to count, no sentence, the empty state', () => {
    const i = computeInsights(member([]), NOW);
    expect(i).toMatchObject({ checkinCount: 0, relapseCount: 0, hasEnoughData: false });
    expect(i.weekday.counts).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(i.hour).toMatchObject({ timed: 0, untimed: 0 });
    expect(i.triggers).toMatchObject({ taggedRelapses: 0, onRelapse: [], dayBefore: [], byDay: [] });
    expect(i.pgsi.results).toEqual([]);
    expect(insightSentences(i).filter((s) => !s.startsWith('Desde o início'))).toEqual([]);
  });

  it(`has enough data from ${INSIGHTS_MIN_CHECKINS} check-ins`, () => {
    const two = [day('2026-06-28'), day('2026-06-29')];
    expect(computeInsights(member(two), NOW).hasEnoughData).toBe(false);
    expect(computeInsights(member([...two, day('2026-06-30')]), NOW).hasEnoughData).toBe(true);
  });

  it('check-ins recorded before tags existed count as untagged', () => {
    const i = computeInsights(member([day('2026-06-29', { relapse: true })]), NOW);
    expect(i.triggers.taggedRelapses).toBe(0);
  });
});

describe('weekday and hour', () => {
  it('"nas sextas à noite" when Friday-evening relapses stand out', () => {
    const relapses = weekdays(5, 4).map((d) => day(d, { relapse: true, hour: 21 }));
    const other = day('2026-06-29', { relapse: true, hour: 10 });
    const i = computeInsights(member([...relapses, other]), NOW);
    expect(i.weekday.counts[5]).toBe(4);
    expect(i.weekday.sentence).toBe('Suas recaídas se concentram nas sextas à noite.');
    expect(i.hour.counts[21]).toBe(4);
    expect(i.hour.periods).toEqual([0, 1, 0, 4]);
    expect(i.hour.sentence).toBe(
      'Pelo horário em que foram registradas, suas recaídas acontecem mais à noite (das 18h à meia-noite).',
    );
  });

  it('the weekday alone when its hours are spread', () => {
    const hours = [2, 9, 15, 21];
    const relapses = weekdays(1, 4).map((d, k) => day(d, { relapse: true, hour: hours[k] }));
    const i = computeInsights(member([...relapses, day('2026-06-27', { relapse: true })]), NOW);
    expect(i.weekday.sentence).toBe('Suas recaídas se concentram nas segundas-feiras.');
    expect(i.hour.sentence).toBeNull();
  });

  it('the weekend when Saturday and Sunday together hold half', () => {
    const dates = [...weekdays(6, 2), ...weekdays(0, 2), '2026-06-30', '2026-06-25'];
    const i = computeInsights(member(dates.map((d) => day(d, { relapse: true }))), NOW);
    expect(i.weekday.sentence).toBe('Suas recaídas se concentram nos fins de semana.');
  });

  it(`no sentence below ${PATTERN_THRESHOLDS.weekdayMinRelapses} relapses, or when no day stands out`, () => {
    const four = weekdays(5, 4).map((d) => day(d, { relapse: true, hour: 21 }));
    expect(computeInsights(member(four), NOW).weekday.sentence).toBeNull();
    const spread = ['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-26', '2026-06-27'];
    expect(
      computeInsights(member(spread.map((d) => day(d, { relapse: true }))), NOW).weekday.sentence,
    ).toBeNull();
  });

  it('a back-dated relapse has no time: counted by weekday, left out of the hours', () => {
    const late = day('2026-06-26', { relapse: true, recordedAt: '2026-06-28T13:00:00.000Z' });
    const i = computeInsights(member([late]), NOW);
    expect(i.weekday.counts[5]).toBe(1);
    expect(i.hour).toMatchObject({ timed: 0, untimed: 1 });
    expect(i.hour.counts.every((n) => n === 0)).toBe(true);
  });

  // 2026-06-27T01:30Z is Friday 22:30 in São Paulo (UTC−3), Friday 23:30 in Noronha (UTC−2),
  // Friday 21:30 in Manaus (UTC−4), Friday 20:30 in Rio Branco (UTC−5) and Saturday 01:30 in UTC.
  it.each([
    ['America/Sao_Paulo', '2026-06-26', 22],
    ['America/Noronha', '2026-06-26', 23],
    ['America/Manaus', '2026-06-26', 21],
    ['America/Rio_Branco', '2026-06-26', 20],
    ['UTC', '2026-06-27', 1],
  ])('in %s the relapse falls on %s at %ih', (zone, date, hour) => {
    const c = day(date, { relapse: true, recordedAt: '2026-06-27T01:30:00.000Z' });
    const i = computeInsights(member([c], { timezone: zone }), NOW);
    expect(i.weekday.counts[dayOfWeek(date)]).toBe(1);
    expect(i.hour.counts[hour]).toBe(1);
    expect(i.timeZone).toBe(zone);
  });

  it('the same instant dated as the São Paulo day is back-dated for UTC (no hour there)', () => {
    const c = day('2026-06-26', { relapse: true, recordedAt: '2026-06-27T01:30:00.000Z' });
    expect(computeInsights(member([c], { timezone: 'UTC' }), NOW).hour.untimed).toBe(1);
  });
});

describe('triggers', () => {
  // Relapses on even days with "pagamento"; clean days in between, tagged otherwise or not at all.
  const dates = Array.from({ length: 8 }, (_, k) => addDaysToLocalDate('2026-06-30', -k));
  const records = dates.map((d, k) =>
    k % 2 === 0
      ? day(d, { relapse: true, tags: ['pagamento', 'estresse'] })
      : day(d, { tags: k === 1 ? ['estresse'] : [] }),
  );

  it('counts and shares on relapses and on the day before', () => {
    const i = computeInsights(member(records), NOW);
    expect(i.triggers.taggedRelapses).toBe(4);
    expect(i.triggers.onRelapse).toEqual([
      { tag: 'pagamento', label: 'Dia de pagamento', count: 4, share: 1 },
      { tag: 'estresse', label: 'Estresse', count: 4, share: 1 },
    ]);
    // The day before 06-30 (06-29) carries "estresse"; the other relapses' eves carry no tag.
    expect(i.triggers.dayBeforeCount).toBe(1);
    expect(i.triggers.dayBefore).toEqual([{ tag: 'estresse', label: 'Estresse', count: 1, share: 1 }]);
  });

  it('"Nos dias com …" when the tag\'s days have clearly more relapses', () => {
    const i = computeInsights(member(records), NOW);
    expect(i.triggers.byDay.find((s) => s.tag === 'pagamento')).toEqual({
      tag: 'pagamento',
      label: 'Dia de pagamento',
      days: 4,
      relapseDays: 4,
      // 06-23, the oldest day, comes before the first tag and is not counted.
      otherDays: 3,
      otherRelapseDays: 0,
    });
    expect(i.triggers.sentence).toBe(
      'Nos dias com “Dia de pagamento” você registrou mais recaídas: em 4 de 4 dias, contra 0 de 3 dias sem esse gatilho.',
    );
  });

  it('days before the first tag was ever used are not days "without" it', () => {
    const old = Array.from({ length: 20 }, (_, k) => day(addDaysToLocalDate('2026-05-01', k)));
    const byDay = computeInsights(member([...old, ...records]), NOW).triggers.byDay;
    expect(byDay.find((s) => s.tag === 'pagamento')?.otherDays).toBe(3);
  });

  it('the tag most present on relapses when no day comparison holds', () => {
    const relapses = ['2026-06-30', '2026-06-29', '2026-06-28', '2026-06-27'].map((d, k) =>
      day(d, { relapse: true, tags: k < 3 ? ['tedio'] : ['solidao'] }),
    );
    const i = computeInsights(member(relapses), NOW);
    expect(i.triggers.sentence).toBe(
      '“Tédio” esteve presente em 3 das 4 recaídas em que você anotou gatilhos.',
    );
  });

  it('no sentence below the minimum count', () => {
    const relapses = ['2026-06-30', '2026-06-28'].map((d) => day(d, { relapse: true, tags: ['tedio'] }));
    expect(computeInsights(member(relapses), NOW).triggers.sentence).toBeNull();
  });

  it("a member's own tag is one tag whatever its case or accents", () => {
    const relapses = [['Trabalho'], ['trabalho'], ['TRABALHO ']].map((tags, k) =>
      day(addDaysToLocalDate('2026-06-30', -k), { relapse: true, tags }),
    );
    const i = computeInsights(member(relapses), NOW);
    expect(i.triggers.onRelapse).toEqual([{ tag: 'trabalho', label: 'TRABALHO', count: 3, share: 1 }]);
  });
});

describe('mood around relapses', () => {
  it('lower in the 3 days before a relapse', () => {
    const records: Checkin[] = [];
    // Two relapses, each after three low days; ten good days elsewhere.
    for (const r of ['2026-06-30', '2026-06-20']) {
      records.push(day(r, { relapse: true, mood: 2 }));
      for (let k = 1; k <= 3; k++) records.push(day(addDaysToLocalDate(r, -k), { mood: 2 }));
    }
    for (let k = 0; k < 10; k++) records.push(day(addDaysToLocalDate('2026-06-01', k), { mood: 4 }));
    const m = computeInsights(member(records), NOW).mood;
    expect(m.relapseDays).toEqual({ days: 2, average: 2 });
    expect(m.beforeDays).toEqual({ days: 6, average: 2 });
    expect(m.otherDays).toEqual({ days: 10, average: 4 });
    expect(m.byDaysBefore).toEqual([
      { daysBefore: 3, average: 2, days: 2 },
      { daysBefore: 2, average: 2, days: 2 },
      { daysBefore: 1, average: 2, days: 2 },
    ]);
    expect(m.sentence).toContain(
      'Nos 3 dias antes de uma recaída, seu humor costuma estar mais baixo: média 2,0',
    );
  });

  it('no sentence when the gap is small', () => {
    const records = [day('2026-06-30', { relapse: true })];
    for (let k = 1; k <= 12; k++) records.push(day(addDaysToLocalDate('2026-06-30', -k), { mood: 3 }));
    expect(computeInsights(member(records), NOW).mood.sentence).toBeNull();
  });
});

describe('money per month', () => {
  it('spent against the weekly baseline over the journey days of each month', () => {
    const f = member(
      [
        day('2026-05-10', { relapse: true, cents: 5000 }),
        day('2026-06-02', { relapse: true, cents: 2000 }),
        day('2026-06-20', { relapse: true, cents: 1000 }),
      ],
      { assessments: [assessment('2026-04-16T15:00:00.000Z', 7000)] },
    );
    const money = computeInsights(f, NOW).money;
    expect(money.weeklyBaselineCents).toBe(7000);
    // April from the 16th (15 days), May whole, June up to today the 30th.
    expect(money.months).toEqual([
      { month: '2026-04', spentCents: 0, baselineCents: 15000, days: 15 },
      { month: '2026-05', spentCents: 5000, baselineCents: 31000, days: 31 },
      { month: '2026-06', spentCents: 3000, baselineCents: 30000, days: 30 },
    ]);
    expect(money.sentence).toBe(
      'Desde abril de 2026, você registrou R$ 80,00 em apostas, contra cerca de R$ 760,00 no ritmo de antes.',
    );
  });

  it('says so gently when spending went above the baseline', () => {
    const f = member([day('2026-06-02', { relapse: true, cents: 900_000 })], {
      assessments: [assessment('2026-04-01T15:00:00.000Z', 7000)],
    });
    expect(computeInsights(f, NOW).money.sentence).toContain('Isso pede cuidado, não culpa');
  });

  it('no sentence without an assessment or before four weeks of journey', () => {
    expect(computeInsights(member([day('2026-06-02')]), NOW).money.sentence).toBeNull();
    const recent = member([day('2026-06-20')], {
      assessments: [assessment('2026-06-15T15:00:00.000Z', 7000)],
    });
    expect(computeInsights(recent, NOW).money.sentence).toBeNull();
  });
});

describe('PGSI over time', () => {
  const withPgsi = (at: string, answers: number[] | null, id = at) => ({
    ...assessment(at, 5000, id),
    pgsiAnswers: answers,
  });

  it('scores and bands, oldest first; a change in one sentence', () => {
    const f = member([], {
      assessments: [
        withPgsi('2026-06-01T12:00:00.000Z', [1, 1, 1, 1, 0, 0, 0, 0, 0]),
        withPgsi('2026-01-01T12:00:00.000Z', [2, 2, 2, 2, 1, 1, 0, 0, 0]),
        withPgsi('2026-03-01T12:00:00.000Z', null),
      ],
    });
    const pgsi = computeInsights(f, NOW).pgsi;
    expect(pgsi.results.map((r) => [r.date, r.score, r.band])).toEqual([
      ['2026-01-01', 10, 'problem'],
      ['2026-06-01', 4, 'moderate'],
    ]);
    expect(pgsi.sentence).toBe(
      'Seu resultado no PGSI passou de 10 para 4 pontos desde a primeira avaliação.',
    );
  });

  it('a score known without answers joins unless the same assessment is there', () => {
    const f = member([], {
      assessments: [withPgsi('2026-01-01T12:00:00.000Z', [1, 1, 1, 0, 0, 0, 0, 0, 0])],
    });
    const pgsi = computeInsights(f, NOW, {
      pgsiScores: [
        { completedAt: '2026-01-01T12:00:00.000Z', score: 3 },
        { completedAt: '2026-05-01T12:00:00.000Z', score: 3 },
      ],
    }).pgsi;
    expect(pgsi.results.map((r) => r.score)).toEqual([3, 3]);
    expect(pgsi.sentence).toBe('Seu resultado no PGSI se manteve em 3 pontos.');
  });

  it('no sentence with one result', () => {
    const f = member([], {
      assessments: [withPgsi('2026-01-01T12:00:00.000Z', [0, 0, 0, 0, 0, 0, 0, 0, 0])],
    });
    expect(computeInsights(f, NOW).pgsi).toMatchObject({
      sentence: null,
      results: [{ score: 0, band: 'none' }],
    });
  });
});

describe('streak history', () => {
  it('each streak from the dashboard rules, the running one last', () => {
    const f = member(
      [day('2026-03-01', { relapse: true, hour: 10 }), day('2026-03-11', { relapse: true, hour: 10 })],
      { assessments: [assessment('2026-02-01T13:00:00.000Z', 7000)] },
    );
    const s = computeInsights(f, NOW).streaks;
    expect(s.streaks.map((x) => [x.startDate, x.endDate, x.days, x.end === null])).toEqual([
      ['2026-02-01', '2026-03-01', 28, false],
      ['2026-03-01', '2026-03-11', 10, false],
      ['2026-03-11', '2026-06-30', 111, true],
    ]);
    expect(s.sentence).toBe('Esta é a sua sequência mais longa até agora: 111 dias.');
  });

  it('the longest past streak when the current one is shorter', () => {
    const f = member([day('2026-06-25', { relapse: true, hour: 10 })], {
      assessments: [assessment('2026-02-01T13:00:00.000Z', 7000)],
    });
    expect(computeInsights(f, NOW).streaks.sentence).toBe(
      'Sua sequência mais longa foi de 144 dias, de 01/02/2026 a 25/06/2026.',
    );
  });
});

describe('properties', () => {
  const tagArb = fc.constantFrom('pagamento', 'tedio', 'estresse', 'Trabalho', 'trabalho');
  const taggedFactsArb = fc
    .tuple(factsArb, fc.array(fc.array(tagArb, { maxLength: 3 }), { minLength: 40, maxLength: 40 }))
    .map(([f, tags]) => ({ ...f, checkins: f.checkins.map((c, k) => ({ ...c, tags: tags[k]! })) }));
  const RUNS = { numRuns: 200 };

  it('counts add up to the relapse count, and the figures agree with the dashboard', () => {
    fc.assert(
      fc.property(taggedFactsArb, nowArb, (f, now) => {
        const i = computeInsights(f, now);
        const progress = computeProgress(f, now);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(i.relapseCount).toBe(progress.relapseCount);
        expect(sum(i.weekday.counts)).toBe(i.relapseCount);
        expect(sum(i.hour.counts)).toBe(i.hour.timed);
        expect(sum(i.hour.periods)).toBe(i.hour.timed);
        expect(i.hour.timed + i.hour.untimed).toBe(i.relapseCount);
        const { relapseDays, beforeDays, otherDays } = i.mood;
        expect(relapseDays.days + beforeDays.days + otherDays.days).toBeLessThanOrEqual(i.checkinCount);
        for (const s of [...i.triggers.onRelapse, ...i.triggers.dayBefore]) {
          expect(s.share).toBeGreaterThan(0);
          expect(s.share).toBeLessThanOrEqual(1);
        }
        expect(i.triggers.taggedRelapses).toBeLessThanOrEqual(i.relapseCount);
        if (i.streaks.streaks.length) {
          expect(Math.max(...i.streaks.streaks.map((s) => s.days))).toBe(progress.bestStreak);
          expect(i.streaks.streaks.at(-1)!.days).toBe(progress.currentStreak);
        }
        if (i.relapseCount < PATTERN_THRESHOLDS.weekdayMinRelapses) expect(i.weekday.sentence).toBeNull();
        if (i.hour.timed < PATTERN_THRESHOLDS.hourMinTimed) expect(i.hour.sentence).toBeNull();
        if (i.pgsi.results.length < 2) expect(i.pgsi.sentence).toBeNull();
      }),
      RUNS,
    );
  });

  it('money per month adds up to what the journey spent up to today', () => {
    fc.assert(
      fc.property(taggedFactsArb, nowArb, (f, now) => {
        const i = computeInsights(f, now);
        const spent = i.money.months.reduce((a, m) => a + m.spentCents, 0);
        const expected = buildTimeline(f, now)
          .relapses.filter((r) => r.inJourney && r.date <= i.today)
          .reduce((a, r) => a + safeCents(r.checkin.amountSpentCents), 0);
        expect(spent).toBe(expected);
        for (const m of i.money.months) expect(m.days).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('order and duplicates of the records do not matter', () => {
    fc.assert(
      fc.property(taggedFactsArb, nowArb, scrambleArb, (f, now, s) => {
        expect(computeInsights(scrambleFacts(f, s), now)).toEqual(computeInsights(f, now));
      }),
      RUNS,
    );
  });
});
