import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ContactStatus, ContactSubject } from '../../../shared/contact-api-types';

/**
 * A message sent through /contato (issue 15). Its protocol number is derived from `id` and
 * `createdAt` (shared/contact-api-types.ts `contactProtocol`). It is not tied to an account
 * (a visitor writes the same way as a member, and deleting an account leaves a message sent to
 * the team in place); the sender's address (IP) is not stored.
 */
export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    email: p.string(),
    subject: p.string().$type<ContactSubject>(),
    message: p.text(),
    status: p.string().$type<ContactStatus>(),
    createdAt: p.datetime(),
    closedAt: p.datetime().nullable(),
  },
});

export type ContactMessageRow = InferEntity<typeof ContactMessageSchema>;
