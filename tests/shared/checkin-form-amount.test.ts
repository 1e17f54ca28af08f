import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountBR } from '../../shared/domain/money';

describe('parseAmountBR (pt-BR amounts)', () => {
  it.each([
    ['150', 150],
    ['150,5', 150.5],
    ['150,50', 150.5],
    ['150.50', 150.5],
    ['0', 0],
    ['0,01', 0.01],
    [',5', 0.5],
    ['.5', 0.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['R$ 80', 80],
    ['R$80,90', 80.9],
    ['  42  ', 42],
    ['1 000', 1000],
  ])('%s → %d', (text, value) => {
    expect(parseAmountBR(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-5',
    '+5',
    '1e3',
    '5,',
    '5.',
    '1,2,3',
    '1.2.3',
    '12.34.56',
    '1.234.56,7',
    '0x10',
    'R$',
  ])('rejects %j', (text) => {
    expect(parseAmountBR(text)).toBeNaN();
  });

  it('reads back any amount written the pt-BR way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const text = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100);
        expect(parseAmountBR(text)).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});
