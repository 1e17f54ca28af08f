import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, reaisToCents } from '../../../shared/domain/money';

describe('reaisToCents', () => {
  it.each([
    [0, 0],
    [0.29, 29],
    [0.01, 1],
    [150.5, 15050],
    [150, 15000],
    [1.005, 101], // half away from zero on the decimal digits (1.005 * 100 = 100.4999…)
    [1.004, 100],
    [2.675, 268],
    [-0.29, -29],
    [-1.005, -101],
    [19.99, 1999],
    [1234.56, 123456],
    [1e-7, 0],
    [-0, 0],
  ])('%s reais = %i centavos', (reais, cents) => {
    expect(reaisToCents(reais)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300])('rejects %s', (bad) => {
    expect(() => reaisToCents(bad)).toThrow(RangeError);
  });

  it('is exact for every 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(reaisToCents(cents / 100)).toBe(cents);
        expect(reaisToCents(centsToReais(cents))).toBe(cents);
        expect(reaisToCents(Number((cents / 100).toFixed(2)))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('centsToReais', () => {
  it.each([
    [0, 0],
    [29, 0.29],
    [15050, 150.5],
    [-1, -0.01],
  ])('%i centavos = %s reais', (cents, reais) => {
    expect(centsToReais(cents)).toBe(reais);
  });
});

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [29, 'R$ 0,29'],
    [15000, 'R$ 150,00'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
  ])('%i centavos → %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });

  it('uses a plain space after the symbol', () => {
    expect(formatBRL(100)).not.toMatch(/[\u00a0\u202f]/);
  });
});
