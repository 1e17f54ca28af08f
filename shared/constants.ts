/** Business constants from the product spec (§9). One place, imported by server and client. */

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const QUICK_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 path limit; longer addresses cannot receive mail anyway. */
export const EMAIL_MAX_LENGTH = 254;
/** A password-reset link works once, for this long after it was requested. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_DEFAULT = 3;
export const RELAPSE_MOOD = 2;

export const EARLIEST_DATE = '2000-01-01';
export const CRISIS_LINE = '188';
export const EMERGENCY_LINE = '192';
/** Disque Saúde, the Ministério da Saúde's free line: where to ask for a CAPS's address (/caps). */
export const HEALTH_INFO_LINE = '136';

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

// --- Psychologists and consented sharing (issue 4) --------------------------------------------

/** What a member may share with a psychologist; `notes` (free text) is off unless chosen. */
/** `diary`: the member's Meu Diário entries (issue 10); off unless the member grants it. */
export const SHARE_SCOPES = ['progress', 'checkins', 'notes', 'diary'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];
export const DEFAULT_SHARE_SCOPES: readonly ShareScope[] = ['progress', 'checkins'];
/** What the diary scope shows a psychologist: entries of the last 90 days, newest first, at most 100. */
export const DIARY_SHARE_DAYS = 90;
export const DIARY_SHARE_LIMIT = 100;

/** A psychologist's invite code is valid for this long and only once. */
export const INVITE_TTL_DAYS = 7;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** CRP: regional council 01–24, then the registration number (see docs/architecture.md). */
export const CRP_REGION_MAX = 24;

export const PSYCHOLOGIST_STATUSES = ['pending', 'approved'] as const;
export type PsychologistStatus = (typeof PSYCHOLOGIST_STATUSES)[number];

export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

export const THERAPY_APPROACHES = [
  'tcc',
  'entrevista-motivacional',
  'act',
  'comportamental',
  'psicanalise',
  'humanista',
  'sistemica',
  'gestalt',
  'outra',
] as const;
export type TherapyApproach = (typeof THERAPY_APPROACHES)[number];

export const THERAPY_LANGUAGES = ['pt', 'es', 'en', 'libras'] as const;
export type TherapyLanguage = (typeof THERAPY_LANGUAGES)[number];

export const CONTACT_PREFERENCES = ['email', 'telefone', 'whatsapp'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export const BIO_MAX_LENGTH = 600;
export const CITY_MAX_LENGTH = 80;
export const CONTACT_MESSAGE_MAX_LENGTH = 500;
/** Upper bound of a session price, in reais (a typo guard, not a market rule). */
export const PRICE_MAX_REAIS = 5000;
/** Example address of the e-mail fields' placeholder and of the spec's 'Por favor, digite um email válido (ex: {email})'. */
export const EMAIL_EXAMPLE = 'voce@exemplo.com';
/**
 * The worker's cache of the community pages a person opened (threads, lists, chat history) and
 * of the webinar list (with their registrations): read offline, and emptied at every sign-in
 * and sign-out since its answers are one person's view.
 */
export const COMMUNITY_READ_CACHE = 'virada-community-reads-v1';
/**
 * Set by the worker on an answer it served from its cache because the network failed, so the
 * page can say it shows the copy kept on this device (and the clock is not read from it).
 */
export const WORKER_COPY_HEADER = 'X-Virada-Worker-Copy';
