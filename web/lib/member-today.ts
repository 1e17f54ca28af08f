import type { LocalDate } from '../../shared/domain/types';
import { epochDayOf, todayIn } from '../../shared/domain/zoned';
import { serverNow } from './server-clock';

/**
 * Calendar days further apart than this between the device and the server (in the member's zone)
 * make the daily check-in ask which day it is for.
 */
export const ASK_DAY_BEYOND_DAYS = 1;

/** The member's today in their zone, by the server's clock (the device's own when within a minute). */
export function memberToday(timeZone: string): LocalDate {
  return todayIn(timeZone, new Date(serverNow()));
}

/** The member's today by this device's own clock. */
export function deviceToday(timeZone: string, deviceMs = Date.now()): LocalDate {
  return todayIn(timeZone, new Date(deviceMs));
}

/**
 * Should a daily check-in ask which day it is for? Only when the device's calendar and the
 * server's, both in the member's zone, are more than a day apart: a device a few minutes off
 * around midnight is not worth a question (the server's day is used, as "today" is everywhere).
 */
export function dayDisagreement(server: LocalDate, device: LocalDate): boolean {
  return Math.abs(epochDayOf(server) - epochDayOf(device)) > ASK_DAY_BEYOND_DAYS;
}
