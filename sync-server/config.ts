import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** `sqlite:PATH` (PATH may be `:memory:`) or `postgres://…`. */
  databaseUrl: string;
  publicOrigin: string;
  /** Origins whose cookie-authenticated mutations are accepted (CSRF check). */
  allowedOrigins: string[];
  sessionKeys: string[];
  sessionMaxAgeDays: number;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /**
   * Proxies in front of the app that each append to X-Forwarded-For: the client address is the
   * entry this many places from the right (http/client-ip.ts). At least 1.
   */
  trustProxyHops: number;
  bodyLimitBytes: number;
  /** Folder with the built web app; null serves the API only. */
  webRoot: string | null;
  company: { legalName: string; cnpj: string };
  links: { supportGroups: string; debtPartner: string; blockerWhatsapp: string; communityGroup: string };
  contactEmail: string;
  /**
   * The contact form (issue 15): `inbox` is CONTACT_EMAIL when it is set (null: messages are
   * stored only, never mailed to a default address); `privacyEmail` is the data-protection
   * contact /contato shows, PRIVACY_EMAIL, else CONTACT_EMAIL when set, else null (not shown).
   */
  contactForm: { inbox: string | null; privacyEmail: string | null };
  /** The VAPID `sub` of push messages (a mailto: or https: URL push services can reach us at). */
  vapidSubject: string;
  /**
   * PUSH_ALLOW_INSECURE_ENDPOINTS=true: push endpoints may also be `http:` on a loopback host
   * (a stand-in push service in tests and benchmarks). Never in production.
   */
  pushAllowInsecureEndpoints: boolean;
  /** `smtp://` or `smtps://` URL of the mail relay; null keeps e-mails in the outbox only. */
  smtpUrl: string | null;
  /** The From header of e-mails the app sends. */
  mailFrom: string;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** Invite-code look-ups and accepts per member (guessing codes). */
    inviteCodePerUser: RateLimitRule;
    /** Password-reset requests per IP and per e-mail address (known or not). */
    forgotPasswordPerIp: RateLimitRule;
    forgotPasswordPerEmail: RateLimitRule;
    /** New-password submissions per IP (each one costs an argon2 hash). */
    resetPasswordPerIp: RateLimitRule;
    /** Analytics events (not requests: a batch counts its events) per IP, or per signed-in member. */
    analyticsEventsPerClient: RateLimitRule;
    /** App-access and install tracking requests per IP, or per signed-in member. */
    pwaTrackingPerClient: RateLimitRule;
    /** New threads, replies and edits of one member in the forum (issue 12). */
    communityPostsPerMember: RateLimitRule;
    /** Chat messages of one member (issue 12): a conversation, so a shorter window. */
    chatMessagesPerMember: RateLimitRule;
    /** Messages one member relays to the copiloto's language model (issue 14), per hour. */
    copilotRepliesPerMember: RateLimitRule;
    /** Contact-form messages per IP and per sender e-mail (issue 15), per hour. */
    contactPerIp: RateLimitRule;
    contactPerEmail: RateLimitRule;
  };
  /**
   * COMMUNITY_STATS_REFRESH_SECONDS (0–30, default 30): the landing page's community figures are
   * recounted by one instance once they are this old (modules/community/community-stats.ts).
   * 0 recounts on every request (the test servers); never in production.
   */
  communityStatsRefreshSeconds: number;
  /** The admin analytics rollup (modules/admin/analytics-rollup.ts). */
  analyticsRollup: {
    /**
     * ANALYTICS_ROLLUP_INTERVAL_SECONDS (1–3600, default 60): every instance tries a round this
     * often; one wins it and counts what arrived since the last.
     */
    intervalSeconds: number;
    /**
     * ANALYTICS_ROLLUP_LAG_SECONDS (0–3600, default 60): a round counts what arrived until this
     * long ago, the longest a write may take to commit after it stamped its arrival instant.
     */
    lagSeconds: number;
  };
  /** The copiloto's optional language-model relay (issue 14); see `CopilotLlmConfig`. */
  copilotLlm: CopilotLlmConfig;
  /** Paid sessions (issue 15); see `PaymentsConfig`. */
  payments: PaymentsConfig;
  logRequests: boolean;
}

/**
 * An OpenAI-compatible chat-completions endpoint the copiloto may relay a member's free text to
 * (issue 14). Available only when both `url` and `model` are set.
 */
export interface CopilotLlmConfig {
  /** COPILOT_LLM_URL: the endpoint itself (`https://…/v1/chat/completions`), or null. */
  url: string | null;
  /** COPILOT_LLM_API_KEY: sent as `Authorization: Bearer …` when set; never logged. */
  apiKey: string | null;
  /** COPILOT_LLM_MODEL: the `model` of each request, or null. */
  model: string | null;
  /** COPILOT_LLM_TIMEOUT_MS: how long one answer may take, headers and body (default 15 s). */
  timeoutMs: number;
}

/** Pix payments (issue 15): the optional provider webhook and the test mode. */
export interface PaymentsConfig {
  /** PAYMENT_WEBHOOK_SECRET: the HMAC key a Pix provider signs webhooks with; null: manual only. */
  webhookSecret: string | null;
  /** PAYMENT_TEST_MODE: `off` hides /checkout-test's payments (default on). */
  testMode: boolean;
  /**
   * PAYMENT_TEST_WEBHOOK_SECRET: the key "simular pagamento" signs its event with; by default a
   * random key made at start-up, never the real one.
   */
  testWebhookSecret: string;
}

type Env = Record<string, string | undefined>;

const DEFAULT_DATA_DIR = resolve(process.cwd(), 'data');

/** Reads the configuration from the environment (DESIGN.md §7), with working defaults. */
export function loadConfig(env: Env = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = env.DATABASE_URL ?? `sqlite:${resolve(DEFAULT_DATA_DIR, 'virada.sqlite')}`;
  const extraOrigins = splitList(env.ALLOWED_ORIGINS);
  const defaultOrigins = env.PUBLIC_ORIGIN ? [publicOrigin] : [publicOrigin, `http://127.0.0.1:${port}`];
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    publicOrigin,
    allowedOrigins: [...new Set([...defaultOrigins, ...extraOrigins])],
    sessionKeys: splitList(env.SESSION_KEYS).length
      ? splitList(env.SESSION_KEYS)
      : loadOrCreateSessionKeys(resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR, 'session-keys')),
    sessionMaxAgeDays: intFrom(env.SESSION_MAX_AGE_DAYS, 30),
    trustProxy: env.TRUST_PROXY === 'true',
    trustProxyHops: positiveIntFrom('TRUST_PROXY_HOPS', env.TRUST_PROXY_HOPS, 1),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 100 * 1024),
    webRoot: env.WEB_ROOT === '' ? null : resolve(env.WEB_ROOT ?? 'dist/web'),
    company: {
      // Not configured: '' (the footer and the terms then name no company and no CNPJ; never a
      // made-up one). `npm start` says which settings are still at their defaults (config-defaults.ts).
      legalName: env.COMPANY_LEGAL_NAME?.trim() || '',
      cnpj: env.COMPANY_CNPJ?.trim() || '',
    },
    links: {
      supportGroups: env.SUPPORT_GROUPS_URL ?? 'https://jogadoresanonimos.com.br/',
      debtPartner: env.DEBT_PARTNER_URL ?? 'https://www.serasa.com.br/limpa-nome-online/',
      communityGroup: httpsUrlFrom('COMMUNITY_GROUP_URL', env.COMMUNITY_GROUP_URL),
      // Not configured: '' (the dashboard then leads to the blocking guide, never to a made-up number).
      blockerWhatsapp: env.BLOCKER_WHATSAPP?.trim() || '',
    },
    contactEmail: env.CONTACT_EMAIL ?? 'contato@virada.app.br',
    contactForm: {
      inbox: env.CONTACT_EMAIL?.trim() || null,
      privacyEmail: env.PRIVACY_EMAIL?.trim() || env.CONTACT_EMAIL?.trim() || null,
    },
    vapidSubject: env.VAPID_SUBJECT?.trim() || `mailto:${env.CONTACT_EMAIL ?? 'contato@virada.app.br'}`,
    pushAllowInsecureEndpoints: env.PUSH_ALLOW_INSECURE_ENDPOINTS === 'true',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Virada <nao-responda@virada.app.br>',
    rateLimits: {
      loginPerIp: { max: intFrom(env.LOGIN_LIMIT_PER_IP, 30), windowSeconds: 15 * 60 },
      loginPerAccount: { max: intFrom(env.LOGIN_LIMIT_PER_ACCOUNT, 10), windowSeconds: 15 * 60 },
      registerPerIp: { max: intFrom(env.REGISTER_LIMIT_PER_IP, 20), windowSeconds: 60 * 60 },
      inviteCodePerUser: { max: intFrom(env.INVITE_CODE_LIMIT_PER_USER, 20), windowSeconds: 15 * 60 },
      forgotPasswordPerIp: { max: intFrom(env.FORGOT_PASSWORD_LIMIT_PER_IP, 10), windowSeconds: 60 * 60 },
      forgotPasswordPerEmail: {
        max: intFrom(env.FORGOT_PASSWORD_LIMIT_PER_EMAIL, 3),
        windowSeconds: 60 * 60,
      },
      resetPasswordPerIp: { max: intFrom(env.RESET_PASSWORD_LIMIT_PER_IP, 20), windowSeconds: 15 * 60 },
      analyticsEventsPerClient: { max: intFrom(env.ANALYTICS_LIMIT_PER_IP, 1000), windowSeconds: 60 * 60 },
      pwaTrackingPerClient: { max: intFrom(env.PWA_TRACKING_LIMIT_PER_IP, 600), windowSeconds: 60 * 60 },
      communityPostsPerMember: {
        max: intFrom(env.COMMUNITY_POST_LIMIT_PER_MEMBER, 20),
        windowSeconds: 15 * 60,
      },
      chatMessagesPerMember: { max: intFrom(env.CHAT_MESSAGE_LIMIT_PER_MEMBER, 20), windowSeconds: 60 },
      copilotRepliesPerMember: { max: intFrom(env.COPILOT_LLM_LIMIT_PER_HOUR, 30), windowSeconds: 60 * 60 },
      contactPerIp: { max: intFrom(env.CONTACT_LIMIT_PER_IP, 10), windowSeconds: 60 * 60 },
      contactPerEmail: { max: intFrom(env.CONTACT_LIMIT_PER_EMAIL, 3), windowSeconds: 60 * 60 },
    },
    communityStatsRefreshSeconds: boundedIntFrom(
      'COMMUNITY_STATS_REFRESH_SECONDS',
      env.COMMUNITY_STATS_REFRESH_SECONDS,
      30,
      30,
    ),
    analyticsRollup: {
      intervalSeconds: boundedIntFrom(
        'ANALYTICS_ROLLUP_INTERVAL_SECONDS',
        String(
          positiveIntFrom('ANALYTICS_ROLLUP_INTERVAL_SECONDS', env.ANALYTICS_ROLLUP_INTERVAL_SECONDS, 60),
        ),
        60,
        3600,
      ),
      lagSeconds: boundedIntFrom('ANALYTICS_ROLLUP_LAG_SECONDS', env.ANALYTICS_ROLLUP_LAG_SECONDS, 60, 3600),
    },
    copilotLlm: {
      url: llmUrlFrom(env.COPILOT_LLM_URL),
      apiKey: env.COPILOT_LLM_API_KEY?.trim() || null,
      model: env.COPILOT_LLM_MODEL?.trim() || null,
      timeoutMs: positiveIntFrom('COPILOT_LLM_TIMEOUT_MS', env.COPILOT_LLM_TIMEOUT_MS, 15_000),
    },
    payments: {
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET?.trim() || null,
      testMode: env.PAYMENT_TEST_MODE?.trim() !== 'off',
      testWebhookSecret: env.PAYMENT_TEST_WEBHOOK_SECRET?.trim() || randomBytes(32).toString('hex'),
    },
    logRequests: env.LOG_REQUESTS !== 'false',
  };
}

/** An https address from the environment, or '' when unset; anything else stops the server. */
function httpsUrlFrom(name: string, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `${name} must be an https:// address (got ${text}) / ${name} deve ser um endereço https://`,
    );
  }
  if (url.protocol !== 'https:')
    throw new Error(
      `${name} must be an https:// address (got ${text}) / ${name} deve ser um endereço https://`,
    );
  return url.href;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * COPILOT_LLM_URL: an https:// address, or http:// to a model on this machine (loopback), so the
 * API key and the members' text never cross a network in the clear. Unset or '' → null.
 */
function llmUrlFrom(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const refuse = () =>
    new Error(
      `COPILOT_LLM_URL must be an https:// address, or http:// on localhost / COPILOT_LLM_URL deve ser um endereço https:// (ou http:// em localhost)`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse();
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw refuse();
  if (url.username || url.password) throw refuse();
  return url.href;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Invalid number in configuration: ${value}`);
  return n;
}

function positiveIntFrom(name: string, value: string | undefined, fallback: number): number {
  const n = intFrom(value, fallback);
  if (n < 1) throw new Error(`${name} must be 1 or more (got ${value}) / ${name} deve ser 1 ou mais`);
  return n;
}

function boundedIntFrom(name: string, value: string | undefined, fallback: number, max: number): number {
  const n = intFrom(value, fallback);
  if (n > max)
    throw new Error(`${name} must be at most ${max} (got ${value}) / ${name} deve ser no máximo ${max}`);
  return n;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Keys are generated once and kept beside the database, so sessions survive restarts. */
function loadOrCreateSessionKeys(file: string): string[] {
  if (existsSync(file)) return splitList(readFileSync(file, 'utf8'));
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return [key];
}
