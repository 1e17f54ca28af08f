/**
 * Paid sessions with a psychologist (issue 15, items 1 and 2): the contract of
 * `sync-server/modules/payments`. Amounts are integer centavos everywhere here.
 *
 * - GET/PUT /api/payments/settings (psychologists): the session price and Pix key.
 * - GET /api/payments/checkout/:psychologistId (members): who is paid and how much.
 * - POST /api/payments (members), body CreatePaymentRequest → PaymentDto (201): a Pix BR Code
 *   with a unique txid, valid 24 hours. A pending, unexpired payment of the same member to the
 *   same psychologist in the same mode is answered again (200) instead of a new one.
 * - GET /api/payments?mode=real|test (signed in): the member's payments or, for a psychologist,
 *   the ones they received; real ones unless `mode=test`.
 * - GET /api/payments/:id: the payment's member or psychologist (anyone else 404).
 * - POST /api/payments/:id/confirm: the payment's psychologist only (the member 403, others 404).
 * - POST /api/payments/:id/simulate: test payments only, their member: the server signs a
 *   webhook event with the test secret and runs it through the webhook's own code.
 * - POST /api/payments/webhook: a Pix provider (PSP) confirms a real payment. The raw body is
 *   signed: header `X-Virada-Signature: sha256=<hex HMAC-SHA256 of the raw body with
 *   PAYMENT_WEBHOOK_SECRET>`. 401 `payment-webhook-signature` for a missing or wrong signature
 *   (or no secret configured), 400 `payment-webhook-stale` outside ±5 minutes of `createdAt`,
 *   200 `{ status: 'duplicate' }` for an event id already processed.
 */
import type { PixKeyType } from './domain/pix/pix-key';

export type PaymentMode = 'real' | 'test';
export const PAYMENT_MODES = ['real', 'test'] as const satisfies readonly PaymentMode[];
export type PaymentStatus = 'pending' | 'confirmed' | 'expired';

/** A payment not confirmed this long after it was created expires. */
export const PAYMENT_EXPIRY_HOURS = 24;
/** How far a webhook event's `createdAt` may be from the server's clock. */
export const PAYMENT_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** The header that carries the webhook's signature (`sha256=<hex>`). */
export const PAYMENT_SIGNATURE_HEADER = 'X-Virada-Signature';
/** Session prices a psychologist may set, in centavos (R$ 1,00 to R$ 5.000,00). */
export const SESSION_PRICE_MIN_CENTS = 100;
export const SESSION_PRICE_MAX_CENTS = 500_000;
/**
 * The key every test payment is made out to: a random key (EVP) that belongs to nobody, so no
 * money can ever reach anyone through /checkout-test.
 */
export const PIX_TEST_KEY = '00000000-0000-4000-8000-000000000000';

export interface PaymentSettingsDto {
  sessionPriceCents: number;
  pixKeyType: PixKeyType;
  /** The key in its stored form (CPF/CNPJ digits, `+55…` phone, lower-case e-mail or UUID). */
  pixKey: string;
  updatedAt: string;
}

/** `GET` and `PUT /api/payments/settings`: null until the psychologist saves them. */
export interface PaymentSettingsResponse {
  settings: PaymentSettingsDto | null;
}

/** `PUT /api/payments/settings`. */
export interface PaymentSettingsRequest {
  sessionPriceCents: number;
  pixKeyType: PixKeyType;
  pixKey: string;
}

/** `GET /api/payments/checkout/:psychologistId`: what the checkout shows before a payment. */
export interface CheckoutInfoDto {
  psychologistId: string;
  displayName: string;
  crp: string;
  /** Null when the psychologist has not set a price and key yet (no payment possible). */
  sessionPriceCents: number | null;
  /** Whether /checkout-test is on in this server (`PAYMENT_TEST_MODE`). */
  testModeAvailable: boolean;
}

/** `POST /api/payments`. */
export interface CreatePaymentRequest {
  psychologistId: string;
  mode: PaymentMode;
}

export interface PaymentDto {
  id: string;
  mode: PaymentMode;
  status: PaymentStatus;
  amountCents: number;
  /** The Pix transaction id in the BR Code (25 letters and digits, unique). */
  txid: string;
  /** The EMV "copia e cola" payload, CRC included. */
  brCode: string;
  psychologistId: string;
  psychologistName: string;
  memberId: string;
  /** The member's name: shown to the psychologist only (empty for the member's own list). */
  memberName: string;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  /** Who confirmed: the psychologist in their dashboard, or the provider's webhook. */
  confirmedBy: 'psychologist' | 'webhook' | null;
}

export interface PaymentListResponse {
  payments: PaymentDto[];
}

/** The body a Pix provider posts to `/api/payments/webhook` (signed, see above). */
export interface PaymentWebhookEvent {
  /** The provider's event id: processed once, a replay is answered `duplicate`. */
  id: string;
  type: 'pix.received';
  txid: string;
  amountCents: number;
  /** ISO instant the provider made the event. */
  createdAt: string;
}

export interface PaymentWebhookResponse {
  status: 'confirmed' | 'already-confirmed' | 'duplicate';
}
