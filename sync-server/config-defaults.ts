type Env = Record<string, string | undefined>;

/**
 * The settings an operator is expected to set for a real deployment (README "Configuration"),
 * each with what the app does while it is left at its default. Tuning knobs (rate limits,
 * timeouts) are not listed: their defaults are meant for production.
 */
const OPERATOR_SETTINGS: readonly (readonly [name: string, whileDefault: string])[] = [
  ['PUBLIC_ORIGIN', 'links in e-mails and pages use http://localhost:PORT'],
  ['DATABASE_URL', 'SQLite file in ./data'],
  ['SESSION_KEYS', 'session keys generated once into the data folder'],
  ['COMPANY_LEGAL_NAME', 'the footer and the terms name no company (not configured)'],
  ['COMPANY_CNPJ', 'the footer and the terms show no CNPJ (not configured)'],
  [
    'BLOCKER_WHATSAPP',
    'no WhatsApp number for blocker-app requests: the dashboard leads to the blocking guide',
  ],
  ['CONTACT_EMAIL', 'contact and data-protection e-mail is the default contato@virada.app.br'],
  ['SMTP_URL', 'no mail server: e-mails are kept in the outbox (support CLI), not sent'],
  ['MAIL_FROM', 'e-mails are sent from the default sender'],
  ['SUPPORT_GROUPS_URL', 'support-groups link is the public default'],
  ['DEBT_PARTNER_URL', 'debt-partner link is the public default'],
  ['COMMUNITY_GROUP_URL', 'no community messaging-group link is shown'],
  ['COPILOT_LLM_URL', 'the copiloto answers with its guided flows only (no model)'],
];

/**
 * One line per operator setting still at its default (issue 15): the setting's name and what
 * that means, never a value — a secret (SESSION_KEYS, SMTP_URL's password) is never printed.
 */
export function defaultSettingsReport(env: Env): string[] {
  return OPERATOR_SETTINGS.filter(([name]) => !env[name]?.trim()).map(
    ([name, whileDefault]) => `config: ${name} not set (default: ${whileDefault})`,
  );
}
