import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ContactPreference, PsychologistStatus } from '../../../shared/constants';

/**
 * A psychologist's professional profile (photo-free). `pending` until staff verify the CRP;
 * only `approved` psychologists are listed, receive contact requests and can invite clients.
 * `approaches` and `languages` are comma-separated keys.
 */
export const PsychologistProfileSchema = defineEntity({
  name: 'PsychologistProfile',
  tableName: 'psychologist_profiles',
  properties: {
    userId: p.string().primary(),
    crp: p.string().unique(),
    status: p.string().$type<PsychologistStatus>(),
    displayName: p.string(),
    bio: p.text(),
    approaches: p.string(),
    online: p.boolean(),
    inPerson: p.boolean(),
    city: p.string(),
    uf: p.string(),
    languages: p.string(),
    priceFromCents: p.integer().nullable(),
    priceToCents: p.integer().nullable(),
    contactPreference: p.string().$type<ContactPreference>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    approvedAt: p.datetime().nullable(),
  },
});

export type PsychologistProfileRow = InferEntity<typeof PsychologistProfileSchema>;
