import * as v from 'valibot';
import { PIX_TXID_MAX_LENGTH, PIX_TXID_PATTERN } from '../domain/pix/br-code';
import { normalizePixKey, PIX_KEY_TYPES } from '../domain/pix/pix-key';
import { PAYMENT_MODES, SESSION_PRICE_MAX_CENTS, SESSION_PRICE_MIN_CENTS } from '../payment-api-types';
import { paymentValidationTexts as t } from '../texts/payment.texts';
import { isoInstantText, storableText, tokenText } from './text';

const PIX_KEY_TEXT_MAX_LENGTH = 100;

/**
 * `PUT /api/payments/settings` and the form in /therapist-profile: a price in whole centavos
 * (R$ 1,00–R$ 5.000,00) and a Pix key valid for its type, answered in its stored form.
 */
export const paymentSettingsSchema = v.pipe(
  v.object(
    {
      sessionPriceCents: v.pipe(
        v.number(t.priceRequired),
        v.integer(t.priceInvalid),
        v.minValue(SESSION_PRICE_MIN_CENTS, t.priceInvalid),
        v.maxValue(SESSION_PRICE_MAX_CENTS, t.priceInvalid),
      ),
      pixKeyType: v.picklist(PIX_KEY_TYPES, t.keyTypeRequired),
      pixKey: v.pipe(
        v.string(t.keyRequired),
        storableText(),
        v.trim(),
        v.nonEmpty(t.keyRequired),
        v.maxLength(PIX_KEY_TEXT_MAX_LENGTH, t.keyTooLong),
      ),
    },
    t.invalidData,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    const key = normalizePixKey(value.pixKeyType, value.pixKey);
    if (key === null) {
      addIssue({
        message: t.keyInvalid[value.pixKeyType],
        path: [{ type: 'object', origin: 'value', input: value, key: 'pixKey', value: value.pixKey }],
      });
      return NEVER;
    }
    return { ...value, pixKey: key };
  }),
);
export type PaymentSettingsInput = v.InferInput<typeof paymentSettingsSchema>;
export type PaymentSettingsPayload = v.InferOutput<typeof paymentSettingsSchema>;

/** `POST /api/payments`. */
export const createPaymentSchema = v.object(
  {
    psychologistId: v.pipe(tokenText(t.psychologistRequired, 64), v.nonEmpty(t.psychologistRequired)),
    mode: v.picklist(PAYMENT_MODES, t.modeInvalid),
  },
  t.invalidData,
);
export type CreatePaymentPayload = v.InferOutput<typeof createPaymentSchema>;

/** `mode` of `GET /api/payments`. */
export const paymentListModeSchema = v.optional(v.picklist(PAYMENT_MODES, t.modeInvalid), 'real');

/** The body of `POST /api/payments/webhook`, once its signature has been verified. */
export const paymentWebhookEventSchema = v.object(
  {
    id: v.pipe(tokenText(t.invalidData, 100), v.nonEmpty(t.invalidData)),
    type: v.literal('pix.received', t.invalidData),
    txid: v.pipe(tokenText(t.invalidData, PIX_TXID_MAX_LENGTH), v.regex(PIX_TXID_PATTERN, t.invalidData)),
    amountCents: v.pipe(v.number(t.invalidData), v.integer(t.invalidData), v.minValue(1, t.invalidData)),
    createdAt: isoInstantText(t.invalidData),
  },
  t.invalidData,
);
