/** Business constants from the product spec (§9). One place, imported by server and client. */

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const QUICK_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 path limit; longer addresses cannot receive mail anyway. */
export const EMAIL_MAX_LENGTH = 254;

export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_DEFAULT = 3;
export const RELAPSE_MOOD = 2;

export const EARLIEST_DATE = '2000-01-01';
export const CRISIS_LINE = '188';
export const EMERGENCY_LINE = '192';

export const CHART_WINDOW_DAYS = 30;
export const DAILY_QUOTE_COUNT = 50;
export const STRONG_STREAK_MIN_DAYS = 4;

export const REDIRECT_FALLBACK_DELAY_MS = 1000;
export const LANDING_HASH_SCROLL_DELAY_MS = 100;

export const LOCALE = 'pt-BR';
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** The spec's remove delay for a dismissed toast; see README "Toasts" for how it is applied. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Bumped whenever /termos changes materially; the accepted version is stored per user. */
export const TERMS_VERSION = '2026-11-22';

/** localStorage key of the display-only signed-in user (spec §3). */
export const STORED_USER_KEY = 'user';

export const USER_TYPES = ['client', 'psychologist', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
