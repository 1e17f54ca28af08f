/**
 * The contact form, /contato (issue 15, part 3). Anyone may write to the team:
 * POST /api/contact, body ContactRequest → 201 ContactResponse (public).
 * Errors: 400 `validation-failed` (per-field `details`), 429 `contact-limit` (too many messages
 * from this address or to this e-mail in the hour, with Retry-After).
 * The message is stored, e-mailed to CONTACT_EMAIL (when configured) and the sender gets a
 * confirmation with the protocol number. Support lists and closes them with the CLI
 * (`contact:list`, `contact:close`).
 */

/** The subjects a person chooses from, in the order the form lists them. */
export const CONTACT_SUBJECTS = ['question', 'technical', 'privacy', 'press', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Shortest and longest message (characters, after trimming). */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Longest name: a full name, longer than a member's first name (NAME_MAX_LENGTH). */
export const CONTACT_NAME_MAX = 100;

export interface ContactRequest {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

export interface ContactResponse {
  /** The human-friendly reference the person quotes, e.g. 'VIR-2026-000123'. */
  protocol: string;
}

/** A message's state: open until support closes it (`contact:close`). */
export type ContactStatus = 'open' | 'closed';

const PROTOCOL = /^VIR-(\d{4})-(\d{6,})$/;

/**
 * The protocol number of a message: 'VIR-', the year it was received (UTC), and its row number,
 * six digits or more. Unique because the row number is; the year makes it readable on the
 * phone ("VIR-2026-000123").
 */
export function contactProtocol(id: number, receivedAt: Date): string {
  return `VIR-${receivedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** The row number and year a protocol names, or null when `text` is not one (case-insensitive). */
export function parseContactProtocol(text: string): { id: number; year: number } | null {
  const match = PROTOCOL.exec(text.trim().toUpperCase());
  if (!match) return null;
  return { year: Number(match[1]), id: Number(match[2]) };
}
