import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkinPatterns } from '../../../shared/domain/client-summary';
import { toMoodDataDto } from '../../../shared/domain/dto';
import { moodSeries } from '../../../shared/domain/mood';
import { averageMood } from '../../../shared/domain/mood-average';
import type { Checkin, Mood } from '../../../shared/domain/types';
import type { ClientSummaryDto } from '../../../shared/psychologist-api-types';
import { ClientMoodCard } from '../../../web/features/client-progress/client-mood-card';
import { clientFacts } from '../../../web/lib/client-summary-format';

// Both sides must call the one shared function: it is watched, not replaced.
vi.mock('../../../shared/domain/mood-average', async (original) => {
  const actual = await original<typeof import('../../../shared/domain/mood-average')>();
  return { ...actual, averageMood: vi.fn(actual.averageMood) };
});
// The chart itself (uPlot, a canvas) is not what this test reads.
vi.mock('../../../web/features/mood-chart/mood-chart', () => ({ MoodChart: () => null }));

const ZONE = 'America/Sao_Paulo';
const NOW = new Date('2026-11-28T15:00:00.000Z'); // 12:00 in São Paulo
const TODAY = '2026-11-28';

let n = 0;
const checkin = (date: string, mood: Mood, recordedAt: string): Checkin => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  date,
  recordedAt,
  hadRelapse: false,
  amountSpentCents: 0,
  mood,
  notes: null,
  tags: [],
});

/**
 * The same member's check-ins: yesterday twice (a hard morning, 1, then a good evening, 5), two
 * other days in the week, and one day outside it. One mood per day (the day's latest check-in):
 * (5 + 2 + 3) / 3 = 3.3; a mean of each check-in would say 2.75.
 */
const CHECKINS: Checkin[] = [
  checkin('2026-11-27', 1, '2026-11-27T11:00:00.000Z'),
  checkin('2026-11-27', 5, '2026-11-27T23:00:00.000Z'),
  checkin('2026-11-25', 2, '2026-11-25T12:00:00.000Z'),
  checkin('2026-11-28', 3, '2026-11-28T12:00:00.000Z'),
  checkin('2026-11-18', 4, '2026-11-18T12:00:00.000Z'),
];

/** Issue 15 part 6: the psychologist dashboard and the client page show the same mood average. */
describe('the mood average, on the dashboard and on the client page', () => {
  it('is computed by the one shared function on both sides, and they agree', () => {
    // The dashboard: the server's summary of the client (psychologist-overview.ts → checkinPatterns).
    vi.mocked(averageMood).mockClear();
    const patterns = checkinPatterns(CHECKINS, ZONE, NOW);
    expect(averageMood).toHaveBeenCalled();
    expect(patterns.averageMoodLast7Days).toBe(3.3);
    const summary = { scopes: ['checkins'], ...patterns } as unknown as ClientSummaryDto;
    const dashboard = clientFacts(summary).find((f) => f.label === 'Humor médio (7 dias)')?.value;
    expect(dashboard).toBe('3,3 de 5 (Neutro)');

    // The client page: the mood data the server sends for the same check-ins (GET /api/mood-data).
    vi.mocked(averageMood).mockClear();
    render(<ClientMoodCard moodData={toMoodDataDto(moodSeries(CHECKINS, ZONE, NOW))} today={TODAY} />);
    expect(averageMood).toHaveBeenCalled();
    expect(screen.getByText(`Humor médio (7 dias): ${dashboard}`)).toBeTruthy();
  });
});
