import type { EntityManager } from '@mikro-orm/knex';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { type MailOutboxRow, MailOutboxSchema } from './mail-outbox.entity';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only: no HTML, no tracking pixels, nothing loaded from elsewhere. */
  text: string;
}

export interface MailDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  orm: Orm;
}

/** What support reads back from the outbox (`mail:outbox`). */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

type Transport = ReturnType<typeof createTransport>;
const transports = new Map<string, Transport>();

/** One transport per SMTP URL, with timeouts short enough that a dead relay is noticed. */
function transportFor(smtpUrl: string): Transport {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends one e-mail. It is always written to `mail_outbox` first, so support can see what went
 * out; with `SMTP_URL` set it is then handed to the relay and the row gets `sent_at`, or the
 * relay's error in `error` (this function does not throw for a delivery failure: the caller's
 * answer must not depend on it). Without `SMTP_URL` the outbox row is the only copy.
 */
export async function sendMail(deps: MailDeps, message: MailMessage, now = new Date()): Promise<OutboxEntry> {
  const em = deps.orm.em.fork() as EntityManager;
  const id = (await em.insert(MailOutboxSchema, {
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    createdAt: now,
    sentAt: null,
    error: null,
  })) as number;
  const entry: OutboxEntry = { ...message, createdAt: now, sentAt: null, error: null };
  const { smtpUrl, mailFrom } = deps.config;
  if (!smtpUrl) return entry;
  try {
    await transportFor(smtpUrl).sendMail({ from: mailFrom, ...message });
    entry.sentAt = new Date();
  } catch (err) {
    entry.error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  }
  await em.nativeUpdate(MailOutboxSchema, { id }, { sentAt: entry.sentAt, error: entry.error });
  return entry;
}

/** The newest e-mails first. */
export async function readOutbox(em: EntityManager, limit: number): Promise<OutboxEntry[]> {
  const rows: MailOutboxRow[] = await em.find(MailOutboxSchema, {}, { orderBy: { id: 'desc' }, limit });
  return rows.map((r) => ({
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    createdAt: r.createdAt,
    sentAt: r.sentAt ?? null,
    error: r.error ?? null,
  }));
}

/** E-mails are kept this long for support, then deleted (they name a person). */
export const OUTBOX_RETENTION_DAYS = 30;

export async function purgeOldMail(orm: Orm, now = Date.now()): Promise<void> {
  const before = new Date(now - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await orm.em.fork().nativeDelete(MailOutboxSchema, { createdAt: { $lt: before } });
}
