import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHistoryTracker, historyItems, historyTexts } from '../../../shared/domain/history';
import { computeProgress } from '../../../shared/domain/progress';
import type { Checkin, MemberFacts } from '../../../shared/domain/types';
import {
  assessment,
  checkin,
  facts,
  factsArb,
  nowArb,
  relapse,
  scrambleArb,
  scrambleFacts,
  ZONES,
} from './fixtures';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const base = (partial: Partial<MemberFacts> = {}) =>
  facts({
    accountCreatedAt: '2026-11-01T12:00:00.000Z',
    assessments: [assessment('2026-11-01T13:00:00.000Z', 70_000)],
    ...partial,
  });
const history = (f: MemberFacts, limit?: number) => historyItems(f, computeProgress(f, NOW), NOW, limit);

describe('historyItems', () => {
  it('a new member sees the start of the journey and the running streak', () => {
    expect(history(base())).toEqual([
      {
        type: 'current_streak',
        icon: '🔥',
        description: '24 dias sem apostar',
        date: '2026-11-01T13:00:00.000Z',
        streakDays: 24,
      },
      {
        type: 'account_created',
        icon: '🌱',
        description: 'Você começou sua jornada no Virada',
        date: '2026-11-01T12:00:00.000Z',
        streakDays: 0,
      },
    ]);
  });

  it('a relapse shows its amount kindly, with the streak it ended', () => {
    const items = history(base({ checkins: [relapse('2026-11-10', '2026-11-10T20:00:00.000Z', 15_000)] }));
    const r = items.find((i) => i.type === 'relapse')!;
    expect(r).toEqual({
      type: 'relapse',
      icon: '💙',
      description: 'Recaída registrada — R$ 150,00. Registrar foi um ato de coragem.',
      date: '2026-11-10T20:00:00.000Z',
      streakDays: 9,
    });
    expect(items[0]).toMatchObject({
      type: 'current_streak',
      streakDays: 14,
      date: '2026-11-10T20:00:00.000Z',
    });
  });

  it('a relapse without spending says so without an amount', () => {
    expect(historyTexts.relapse(0)).toBe('Recaída registrada. Registrar foi um ato de coragem.');
  });

  it('a back-dated relapse is shown on its own day', () => {
    const items = history(base({ checkins: [relapse('2026-11-10', '2026-11-17T12:00:00.000Z')] }));
    const r = items.find((i) => i.type === 'relapse')!;
    expect(r.date).toBe('2026-11-11T02:59:59.999Z'); // the end of the 10th in São Paulo
  });

  it('groups clean check-ins per day and skips days with a relapse', () => {
    const items = history(
      base({
        checkins: [
          checkin({ date: '2026-11-20', recordedAt: '2026-11-20T12:00:00.000Z' }),
          checkin({ date: '2026-11-20', recordedAt: '2026-11-20T22:00:00.000Z' }),
          checkin({ date: '2026-11-21', recordedAt: '2026-11-21T12:00:00.000Z' }),
          relapse('2026-11-21', '2026-11-21T15:00:00.000Z'),
        ],
      }),
    );
    const clean = items.filter((i) => i.icon === '✅');
    expect(clean).toEqual([
      {
        type: 'other',
        icon: '✅',
        description: 'Check-in: dia sem apostas',
        date: '2026-11-20T22:00:00.000Z',
        streakDays: 19,
      },
    ]);
  });

  it('lists medals held as achievements', () => {
    const items = history(base({ medals: [{ key: 'streak-7', earnedAt: '2026-11-08T14:00:00.000Z' }] }));
    expect(items).toContainEqual({
      type: 'other',
      icon: '⭐',
      description: 'Conquista: Uma Semana',
      date: '2026-11-08T14:00:00.000Z',
      streakDays: 0,
    });
  });

  it('is newest first and bounded', () => {
    const many = Array.from({ length: 300 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000 + 15 * 3_600_000);
      return checkin({ date: d.toISOString().slice(0, 10), recordedAt: d.toISOString() });
    });
    const f = base({ accountCreatedAt: '2025-12-31T12:00:00.000Z', assessments: [], checkins: many });
    const items = history(f);
    expect(items).toHaveLength(200);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.date >= items[i]!.date).toBe(true);
    expect(history(f, 5)).toHaveLength(5);
  });

  it.each([
    [0, 'Menos de 1 dia sem apostar — cada hora conta'],
    [1, '1 dia sem apostar'],
    [5, '5 dias sem apostar'],
  ])('streak text for %i days', (days, text) => {
    expect(historyTexts.currentStreak(days)).toBe(text);
  });
});

describe('createHistoryTracker', () => {
  // A property over many steps: seconds on a busy machine, so a roomier limit than the default.
  it('gives historyItems’ answer after each change: additions, removals, edits, a new zone', {
    timeout: 30_000,
  }, () => {
    // Check-ins crowded into a few days, so that days gain, lose and change their latest one.
    const DAY = 86_400_000;
    const crowdedArb = fc.array(
      fc.record({
        offset: fc.integer({ min: 0, max: 6 * DAY }),
        back: fc.integer({ min: 0, max: 2 }),
        hadRelapse: fc.boolean(),
      }),
      { maxLength: 30 },
    );
    const step = fc.record({
      add: fc.array(fc.nat(), { maxLength: 6 }),
      remove: fc.array(fc.nat(), { maxLength: 4 }),
      edit: fc.array(
        fc.record({ at: fc.nat(), flip: fc.boolean(), minutes: fc.integer({ min: -600, max: 600 }) }),
        { maxLength: 3 },
      ),
      zone: fc.option(fc.constantFrom(...ZONES), { freq: 5 }),
      limit: fc.option(fc.integer({ min: 0, max: 30 }), { freq: 2 }),
    });
    fc.assert(
      fc.property(
        factsArb,
        crowdedArb,
        nowArb,
        fc.array(step, { minLength: 1, maxLength: 8 }),
        (f, crowd, now, steps) => {
          const track = createHistoryTracker();
          const spare = crowd.map((c, i): Checkin => {
            const at = now.getTime() - c.offset;
            return checkin({
              id: `p${i}`,
              date: new Date(at - c.back * DAY).toISOString().slice(0, 10),
              recordedAt: new Date(at).toISOString(),
              hadRelapse: c.hadRelapse,
            });
          });
          let current: MemberFacts = f;
          for (const s of steps) {
            const checkins = [...current.checkins];
            for (const i of s.remove) if (checkins.length) checkins.splice(i % checkins.length, 1);
            for (const i of s.add) if (spare.length) checkins.push(spare[i % spare.length]!);
            for (const e of s.edit) {
              if (!checkins.length) break;
              const at = e.at % checkins.length;
              const c = checkins[at]!;
              checkins[at] = {
                ...c,
                hadRelapse: e.flip ? !c.hadRelapse : c.hadRelapse,
                recordedAt: new Date(Date.parse(c.recordedAt) + e.minutes * 60_000).toISOString(),
              };
            }
            current = { ...current, checkins, timezone: s.zone ?? current.timezone };
            const progress = computeProgress(current, now);
            const limit = s.limit ?? undefined;
            expect(track(current, progress, now, limit)).toEqual(historyItems(current, progress, now, limit));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with historyItems on duplicated and reordered records', () => {
    fc.assert(
      fc.property(factsArb, nowArb, scrambleArb, (f, now, s) => {
        const track = createHistoryTracker();
        const g = scrambleFacts(f, s);
        expect(track(f, computeProgress(f, now), now)).toEqual(historyItems(f, computeProgress(f, now), now));
        expect(track(g, computeProgress(g, now), now)).toEqual(historyItems(f, computeProgress(f, now), now));
      }),
      { numRuns: 200 },
    );
  });

  it('a new clean day and a new relapse over ten years land at the top', () => {
    const start = Date.parse('2016-11-01T15:00:00.000Z');
    const years = Array.from({ length: 3650 }, (_, i) => {
      const d = new Date(start + i * 86_400_000);
      return checkin({ date: d.toISOString().slice(0, 10), recordedAt: d.toISOString() });
    });
    const now = new Date(start + 3650 * 86_400_000);
    const f = base({ accountCreatedAt: '2016-10-01T12:00:00.000Z', assessments: [], checkins: years });
    const track = createHistoryTracker();
    expect(track(f, computeProgress(f, now), now)).toEqual(historyItems(f, computeProgress(f, now), now));
    const g = {
      ...f,
      checkins: [...years, relapse(now.toISOString().slice(0, 10), now.toISOString(), 1234)],
    };
    const items = track(g, computeProgress(g, now), now);
    expect(items).toEqual(historyItems(g, computeProgress(g, now), now));
    expect(items.slice(0, 2).map((i) => i.type)).toEqual(['current_streak', 'relapse']);
    expect(items[1]!.description).toBe('Recaída registrada — R$ 12,34. Registrar foi um ato de coragem.');
  });
});

describe('trigger tags in the history', () => {
  const tagged = base({
    checkins: [
      checkin({ date: '2026-11-20', recordedAt: '2026-11-20T12:00:00.000Z', tags: ['tedio', 'Chuva'] }),
      checkin({
        date: '2026-11-20',
        recordedAt: '2026-11-20T22:00:00.000Z',
        tags: ['estresse', 'Bar', 'tedio'],
      }),
      checkin({ date: '2026-11-21', recordedAt: '2026-11-21T12:00:00.000Z' }),
      { ...relapse('2026-11-22', '2026-11-22T23:00:00.000Z', 5000), tags: ['futebol', 'recuperar'] },
      checkin({ date: '2026-11-22', recordedAt: '2026-11-22T10:00:00.000Z', tags: ['solidao'] }),
    ],
  });

  it('a clean day shows every tag of its check-ins, once each; a relapse its own and its day’s', () => {
    const items = history(tagged);
    const byDay = (day: string, type: string) =>
      items.find((i) => i.type === type && i.date.startsWith(day) && i.icon !== '🔥');
    // The day's clean check-in is not listed on a relapse day: its tags go with the relapse.
    expect(byDay('2026-11-22', 'relapse')?.tags).toEqual(['futebol', 'solidao', 'recuperar']);
    expect(byDay('2026-11-20', 'other')?.tags).toEqual(['tedio', 'estresse', 'Bar', 'Chuva']);
    // A day without tags has no `tags` field (the spec's item shape).
    expect(byDay('2026-11-21', 'other')).not.toHaveProperty('tags');
  });

  it('records stored before tags existed (no field) show none', () => {
    const legacy = base({
      checkins: [
        { ...checkin({ date: '2026-11-20', recordedAt: '2026-11-20T12:00:00.000Z' }), tags: undefined },
      ],
    } as unknown as Partial<MemberFacts>);
    expect(history(legacy).some((i) => 'tags' in i)).toBe(false);
  });

  it('the tracker gives the same tags as historyItems whatever the arrival order', () => {
    const track = createHistoryTracker();
    const reversed = { ...tagged, checkins: [...tagged.checkins].reverse() };
    const f = reversed;
    expect(track(f, computeProgress(f, NOW), NOW)).toEqual(history(tagged));
  });
});
