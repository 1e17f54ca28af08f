import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { PixKeyType } from '../../../shared/domain/pix/pix-key';
import type { PaymentMode, PaymentStatus } from '../../../shared/payment-api-types';

/** A psychologist's session price and the Pix key it is paid to (/therapist-profile). */
export const PaymentSettingsSchema = defineEntity({
  name: 'PaymentSettings',
  tableName: 'payment_settings',
  properties: {
    psychologistId: p.string().primary(),
    sessionPriceCents: p.integer(),
    pixKeyType: p.string().$type<PixKeyType>(),
    pixKey: p.string(),
    updatedAt: p.datetime(),
  },
});
export type PaymentSettingsRow = InferEntity<typeof PaymentSettingsSchema>;

/**
 * One Pix payment of a member to a psychologist. `mode: 'test'` rows come from /checkout-test:
 * made out to the test key, listed and confirmed only as test payments. The BR Code is kept as
 * generated, so the member sees the same code until the payment ends.
 */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.string().primary(),
    mode: p.string().$type<PaymentMode>(),
    memberId: p.string(),
    psychologistId: p.string(),
    amountCents: p.integer(),
    txid: p.string().unique(),
    pixKeyType: p.string().$type<PixKeyType>(),
    pixKey: p.string(),
    brCode: p.text(),
    status: p.string().$type<PaymentStatus>(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    confirmedBy: p.string().$type<'psychologist' | 'webhook'>().nullable(),
  },
});
export type PaymentRow = InferEntity<typeof PaymentSchema>;

/** A webhook event already processed: its id makes a replay a no-op. */
export const PaymentWebhookEventSchema = defineEntity({
  name: 'PaymentWebhookEvent',
  tableName: 'payment_webhook_events',
  properties: {
    eventId: p.string().primary(),
    mode: p.string().$type<PaymentMode>(),
    paymentId: p.string().nullable(),
    receivedAt: p.datetime(),
  },
});
