/**
 * Money: integer centavos inside the code, reais with at most 2 decimals on the wire (DESIGN.md §3).
 */
import type { Cents } from './types';

/**
 * Reais → centavos, rounding half away from zero on the number's shortest decimal form.
 * Why not Math.round(x * 100): 1.005 * 100 is 100.49999…, and 0.29 * 100 is 28.999…; working on
 * the decimal digits is exact for every input the wire allows (2 decimals) and rounds the rest
 * the way a person would. Throws RangeError for NaN, ±Infinity and amounts past 2^53 centavos.
 */
export function reaisToCents(reais: number): Cents {
  if (!Number.isFinite(reais)) throw new RangeError(`Invalid amount: ${reais}`);
  const sign = reais < 0 ? -1 : 1;
  const text = Math.abs(reais).toString();
  let cents: number;
  if (/e/i.test(text)) {
    // Very small (1e-7) or very large (1e21) values: no decimal digits to read.
    cents = Math.round(Math.abs(reais) * 100);
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    const digits = `${fraction}000`;
    cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  }
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${reais}`);
  return cents === 0 ? 0 : sign * cents;
}

/** Centavos → reais (a number with at most 2 decimals), as the wire carries money. */
export function centsToReais(cents: Cents): number {
  const whole = Math.round(cents);
  return whole === 0 ? 0 : whole / 100;
}

let brl: Intl.NumberFormat | undefined;

/**
 * 'R$ 1.234,56'. Intl separates the symbol with a no-break space; we return a plain space so the
 * same text compares equal everywhere (server, client, tests). Style `white-space: nowrap` to keep
 * the symbol with the number on screen.
 */
export function formatBRL(cents: Cents): string {
  brl ??= new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return brl.format(centsToReais(cents)).replace(/[\u00a0\u202f]/g, ' ');
}

const THOUSANDS_DOTS = /^[1-9]\d{0,2}(\.\d{3})+$/;
const THOUSANDS_COMMAS = /^[1-9]\d{0,2}(,\d{3})+$/;
const DIGITS = /^\d+$/;

/**
 * Reads an amount of reais typed in pt-BR or with a dot: '150', '150,5', '150.50', '1.234,56',
 * '1.234', 'R$ 80'. A dot followed by groups of three digits is a thousands separator, as in
 * pt-BR. Returns NaN for anything else (letters, a minus sign, two decimal separators).
 */
export function parseAmountBR(text: string): number {
  const s = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  if (!s) return Number.NaN;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let intPart = s;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalAt = Math.max(lastComma, lastDot);
    const grouping = lastComma > lastDot ? THOUSANDS_DOTS : THOUSANDS_COMMAS;
    intPart = s.slice(0, decimalAt);
    fraction = s.slice(decimalAt + 1);
    if (!grouping.test(intPart)) return Number.NaN;
    intPart = intPart.replace(/[.,]/g, '');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    if (sep === '.' && THOUSANDS_DOTS.test(s)) return Number(s.replace(/\./g, ''));
    const parts = s.split(sep);
    if (parts.length !== 2) return Number.NaN;
    [intPart, fraction] = parts as [string, string];
    if (!intPart) intPart = '0';
    if (!fraction) return Number.NaN;
  }
  if (!DIGITS.test(intPart) || (fraction && !DIGITS.test(fraction))) return Number.NaN;
  return Number(fraction ? `${intPart}.${fraction}` : intPart);
}
