import { describe, expect, it } from 'vitest';
import { isStrongStreak } from '../../../web/features/dashboard/streak-time';
import { formatInstantDate, formatLocalDate, formatReais, pluralDays } from '../../../web/lib/format';

describe('strong-streak badge (spec §9: streakDays > 3)', () => {
  it.each([
    [0, false],
    [1, false],
    [3, false],
    [4, true],
    [30, true],
  ])('%d days → %s', (days, strong) => {
    expect(isStrongStreak(days)).toBe(strong);
  });
});

describe('dashboard formats', () => {
  it('shows reais with 2 decimals the pt-BR way', () => {
    expect(formatReais(0)).toBe('R$ 0,00');
    expect(formatReais(150.5)).toBe('R$ 150,50');
    expect(formatReais(1234.56)).toBe('R$ 1.234,56');
    expect(formatReais(Number.NaN)).toBe('R$ 0,00');
  });

  it('shows calendar days as dd/MM/yyyy', () => {
    expect(formatLocalDate('2026-01-05')).toBe('05/01/2026');
  });

  it('shows an instant on the member’s calendar', () => {
    const late = '2026-11-23T01:30:00.000Z'; // 22:30 on the 22nd in São Paulo
    expect(formatInstantDate(late, 'America/Sao_Paulo')).toBe('22/11/2026');
    expect(formatInstantDate(late, 'UTC')).toBe('23/11/2026');
    expect(formatInstantDate('não é data', 'UTC')).toBe('');
  });

  it('says dia or dias', () => {
    expect(pluralDays(1)).toBe('1 dia');
    expect(pluralDays(0)).toBe('0 dias');
    expect(pluralDays(12)).toBe('12 dias');
  });
});
