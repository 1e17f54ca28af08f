import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  isLocalDate,
  todayIn,
} from '../../../shared/domain/zoned';
import { ADMIN_DEFAULT_PERIOD_DAYS, ADMIN_TIME_ZONE } from '../../../shared/schemas/admin.schema';

export interface AdminPeriod {
  from: string;
  to: string;
}

/** The quick choices of the period picker. */
export const PERIOD_PRESETS = [7, 30, 90] as const;

/** The last `days` São Paulo days, today included. */
export function lastDays(days: number, now: Date = new Date()): AdminPeriod {
  const to = todayIn(ADMIN_TIME_ZONE, now);
  return { from: addDaysToLocalDate(to, -(days - 1)), to };
}

export const defaultPeriod = () => lastDays(ADMIN_DEFAULT_PERIOD_DAYS);

/** Days in the period (both ends included), or 0 when it is not a valid period. */
export function periodLength({ from, to }: AdminPeriod): number {
  if (!isLocalDate(from) || !isLocalDate(to)) return 0;
  return Math.max(0, daysBetweenLocalDates(from, to) + 1);
}

/** 'dd/MM' of a 'yyyy-MM-dd' day (chart axes). */
export function shortDate(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
}

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' day. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** 'dd/MM/yyyy' of an instant, in São Paulo. */
export function instantDate(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: ADMIN_TIME_ZONE, dateStyle: 'short' }).format(
    new Date(iso),
  );
}

export const numberFormat = new Intl.NumberFormat('pt-BR');
export const percentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
