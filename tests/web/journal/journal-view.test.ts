import { describe, expect, it } from 'vitest';
import { journalPrompts } from '../../../shared/texts/journal.texts';
import type { LocalJournalEntry } from '../../../web/data/db';
import { formatEntryDay, formatMonth, promptFor } from '../../../web/features/journal/journal-format';
import { groupByMonth, monthsWithin } from '../../../web/features/journal/journal-months';
import { searchEntries } from '../../../web/features/journal/journal-search';

let n = 0;
function entry(date: string, text = 'Um dia.', patch: Partial<LocalJournalEntry> = {}): LocalJournalEntry {
  n += 1;
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    userId: 'u',
    date,
    title: null,
    text,
    mood: null,
    tags: [],
    recordedAt: `${date}T12:00:00.000Z`,
    updatedAt: `${date}T12:00:00.000Z`,
    version: 1,
    revision: 0,
    deleted: false,
    conflict: null,
    syncState: 'synced',
    syncMessage: null,
    ...patch,
  };
}

describe('search ignores case and accents', () => {
  const entries = [
    entry('2026-03-02', 'Senti SOLIDÃO depois do jantar.'),
    entry('2026-03-01', 'Dia tranquilo.', { title: 'Conversa com a Márcia' }),
    entry('2026-02-28', 'Nada demais.', { tags: ['tedio', 'Aniversário do João'] }),
  ];

  it.each([
    ['solidao', [0]],
    ['MARCIA conversa', [1]],
    ['tédio', [2]],
    ['joao', [2]],
    ['dia', [1]],
    ['solidão jantar', [0]],
    ['inexistente', []],
  ])('"%s" finds entries %j', (query, found) => {
    expect(searchEntries(entries, query)).toEqual(found.map((i) => entries[i]));
  });

  it('an empty query gives the same list back (no re-render)', () => {
    expect(searchEntries(entries, '  ')).toBe(entries);
  });
});

describe('month grouping', () => {
  const entries = [entry('2026-03-02'), entry('2026-03-01'), entry('2026-02-28'), entry('2025-12-31')];

  it('groups newest first by month', () => {
    expect(groupByMonth(entries).map((g) => [g.month, g.entries.length])).toEqual([
      ['2026-03', 2],
      ['2026-02', 1],
      ['2025-12', 1],
    ]);
  });

  it('keeps the group object of a month whose entries did not change', () => {
    const before = groupByMonth(entries);
    const added = entry('2026-03-03');
    const after = groupByMonth([added, ...entries], before);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it('renders months in order within a budget, the last one cut short', () => {
    const months = groupByMonth(entries);
    const counts = (budget: number) => monthsWithin(months, budget).map((m) => [m.group.month, m.count]);
    expect(counts(0)).toEqual([]);
    expect(counts(1)).toEqual([['2026-03', 1]]);
    expect(counts(3)).toEqual([
      ['2026-03', 2],
      ['2026-02', 1],
    ]);
    expect(counts(100)).toEqual([
      ['2026-03', 2],
      ['2026-02', 1],
      ['2025-12', 1],
    ]);
  });
});

describe('format and prompts', () => {
  it('names months and days in pt-BR, whatever the zone', () => {
    expect(formatMonth('2026-03')).toBe('Março de 2026');
    expect(formatEntryDay('2026-03-24')).toBe('Terça-feira, 24');
  });

  it('turns the prompt one step a day and on request', () => {
    expect(promptFor('2026-01-01')).toBe(journalPrompts[1]);
    expect(promptFor('2026-01-01', 1)).toBe(journalPrompts[2]);
    expect(new Set(Array.from({ length: 12 }, (_, i) => promptFor('2026-05-10', i))).size).toBe(
      journalPrompts.length,
    );
  });
});
