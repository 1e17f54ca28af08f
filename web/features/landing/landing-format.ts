import { LOCALE } from '../../../shared/constants';

const moneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Whole reais, e.g. "R$ 12.345". */
export const formatMoney = (value: number): string => moneyFormat.format(value);

/** Grouped integer, e.g. "1.234". */
export const formatInteger = (value: number): string => integerFormat.format(Math.floor(value));

/** A count of people shown as "at least", e.g. "1.234+". */
export const formatPlus = (value: number): string => `${formatInteger(value)}+`;

/** Two-digit clock part, e.g. 7 → "07". */
export const pad2 = (value: number): string => String(value).padStart(2, '0');
