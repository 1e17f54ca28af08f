import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * Every e-mail the app sends, newest with the highest id. `sentAt` is set when the SMTP relay
 * accepted it, `error` when it refused or could not be reached; both null means it was only
 * stored (no SMTP_URL configured).
 */
export const MailOutboxSchema = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    toAddress: p.string(),
    subject: p.string(),
    text: p.text(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
  },
});

export type MailOutboxRow = InferEntity<typeof MailOutboxSchema>;
