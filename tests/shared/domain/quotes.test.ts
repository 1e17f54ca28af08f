import { describe, expect, it } from 'vitest';
import { DAILY_QUOTES, dailyQuote, dailyQuoteIndex } from '../../../shared/domain/quotes';
import { SP } from './fixtures';

describe('daily quote', () => {
  it('has exactly 50 distinct, non-empty quotes', () => {
    expect(DAILY_QUOTES).toHaveLength(50);
    expect(new Set(DAILY_QUOTES).size).toBe(50);
    for (const q of DAILY_QUOTES) expect(q.trim().length).toBeGreaterThan(10);
  });

  it('uses no attributions or religious words', () => {
    for (const q of DAILY_QUOTES) expect(q).not.toMatch(/ — |Deus|deus|fé\b|oração|cura\b|curado/);
  });

  it.each([
    ['2026-01-01T12:00:00.000Z', 1], // day 1
    ['2026-02-19T12:00:00.000Z', 0], // day 50
    ['2026-02-20T12:00:00.000Z', 1], // day 51
    ['2026-12-31T12:00:00.000Z', 15], // day 365
    ['2024-12-31T12:00:00.000Z', 16], // day 366 (leap year)
    ['2026-01-01T02:00:00.000Z', 15], // still 31 Dec 2025 in São Paulo: day 365
  ])('at %s the index is %i (1-based day of year modulo 50)', (iso, index) => {
    expect(dailyQuoteIndex(new Date(iso), SP)).toBe(index);
    expect(dailyQuote(new Date(iso), SP)).toBe(DAILY_QUOTES[index]);
  });

  it('is the same all local day', () => {
    const morning = dailyQuote(new Date('2026-11-22T03:00:00.000Z'), SP);
    const night = dailyQuote(new Date('2026-11-23T02:59:59.000Z'), SP);
    expect(night).toBe(morning);
  });
});
