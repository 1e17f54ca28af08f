import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A member asked an approved psychologist to get in touch ('Entrar em contato' on /therapists). */
export const ContactRequestSchema = defineEntity({
  name: 'ContactRequest',
  tableName: 'contact_requests',
  properties: {
    id: p.string().primary(),
    memberId: p.string(),
    psychologistId: p.string(),
    message: p.text(),
    status: p.string().$type<'pending' | 'handled'>(),
    createdAt: p.datetime(),
    handledAt: p.datetime().nullable(),
  },
});

export type ContactRequestRow = InferEntity<typeof ContactRequestSchema>;
