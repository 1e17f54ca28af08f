import type { EntityManager } from '@mikro-orm/knex';
import {
  type ContactResponse,
  type ContactStatus,
  type ContactSubject,
  contactProtocol,
  parseContactProtocol,
} from '../../../shared/contact-api-types';
import type { ContactInput } from '../../../shared/schemas/contact.schema';
import { contactMailTexts } from '../../../shared/texts/contact.texts';
import type { BackgroundTasks } from '../../background';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { HttpError } from '../../http/errors';
import { type RateLimiter, rateKey } from '../auth/rate-limit';
import { sendMail } from '../mail/mail.service';
import { type ContactMessageRow, ContactMessageSchema } from './contact-message.entity';

export interface ContactDeps {
  config: Config;
  orm: Orm;
  limiter: RateLimiter;
  background: BackgroundTasks;
}

/** The counter keys of the contact form: per caller address and per sender e-mail. */
export const contactIpKey = (ip: string) => rateKey('contact:ip', ip);
export const contactEmailKey = (email: string) => rateKey('contact:email', email);

/** The configurations whose missing CONTACT_EMAIL has been logged: once per server. */
const warnedNoInbox = new WeakSet<Config>();

/**
 * Stores one contact message and answers its protocol number; the e-mails go out afterwards
 * (`background`), so the answer never waits for, or depends on, the mail relay:
 * - to the team's inbox (CONTACT_EMAIL), the whole message; without CONTACT_EMAIL nothing is
 *   mailed to the team (never a default address) and the server says so once in its log;
 * - to the sender, a confirmation with the protocol number and none of the text they typed
 *   (anyone can type any address: the confirmation carries only our words).
 * The sender's e-mail is counted against its hourly limit here, after validation (the route
 * counts the caller's address before it).
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  em: EntityManager,
  input: ContactInput,
  now = new Date(),
): Promise<ContactResponse> {
  await countAgainstLimit(deps.limiter, contactEmailKey(input.email), deps.config.rateLimits.contactPerEmail);
  const id = (await em.insert(ContactMessageSchema, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    status: 'open',
    createdAt: now,
    closedAt: null,
  })) as number;
  const protocol = contactProtocol(Number(id), now);
  const { inbox } = deps.config.contactForm;
  if (!inbox && !warnedNoInbox.has(deps.config)) {
    warnedNoInbox.add(deps.config);
    console.warn(
      'CONTACT_EMAIL is not set: contact messages are stored only (npm run cli -- contact:list), not e-mailed to the team.',
    );
  }
  deps.background.run('contact e-mails', async () => {
    if (inbox) {
      await sendMail(deps, {
        to: inbox,
        subject: contactMailTexts.teamSubject(protocol, input.subject),
        text: contactMailTexts.teamBody({ protocol, ...input }),
      });
    }
    await sendMail(deps, {
      to: input.email,
      subject: contactMailTexts.confirmationSubject(protocol),
      text: contactMailTexts.confirmationBody({ protocol, subject: input.subject }),
    });
  });
  return { protocol };
}

/** The limiter's hit, its 429 answered with the contact form's own words (Retry-After kept). */
export async function countAgainstLimit(
  limiter: RateLimiter,
  key: string,
  rule: Config['rateLimits']['contactPerIp'],
): Promise<void> {
  try {
    await limiter.hit(key, rule);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429)
      throw new HttpError(429, 'contact-limit', undefined, undefined, err.headers);
    throw err;
  }
}

/** One message as support reads it (`contact:list`). */
export interface ContactMessageView {
  id: number;
  protocol: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  status: ContactStatus;
  createdAt: Date;
  closedAt: Date | null;
}

const view = (row: ContactMessageRow): ContactMessageView => ({
  id: row.id,
  protocol: contactProtocol(row.id, row.createdAt),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt,
  closedAt: row.closedAt ?? null,
});

/** The open messages, oldest first (`all`: closed ones too). */
export async function listContactMessages(
  em: EntityManager,
  options: { all?: boolean; limit?: number } = {},
): Promise<ContactMessageView[]> {
  const rows = await em.find(ContactMessageSchema, options.all ? {} : { status: 'open' }, {
    orderBy: { id: 'asc' },
    limit: options.limit ?? 200,
  });
  return rows.map(view);
}

/**
 * Closes one message, named by its row number ('123') or its protocol ('VIR-2026-000123', whose
 * year must match). Null when there is no such message; an already closed one stays as it was.
 */
export async function closeContactMessage(
  em: EntityManager,
  ref: string,
  now = new Date(),
): Promise<ContactMessageView | null> {
  const row = await findByRef(em, ref);
  if (!row) return null;
  if (row.status !== 'closed') {
    await em.nativeUpdate(ContactMessageSchema, { id: row.id }, { status: 'closed', closedAt: now });
    row.status = 'closed';
    row.closedAt = now;
  }
  return view(row);
}

async function findByRef(em: EntityManager, ref: string): Promise<ContactMessageRow | null> {
  const text = ref.trim();
  const protocol = parseContactProtocol(text);
  const id = protocol ? protocol.id : /^\d{1,15}$/.test(text) ? Number(text) : null;
  if (id === null || !Number.isSafeInteger(id)) return null;
  const row = await em.findOne(ContactMessageSchema, { id });
  if (!row) return null;
  if (protocol && row.createdAt.getUTCFullYear() !== protocol.year) return null;
  return row;
}
