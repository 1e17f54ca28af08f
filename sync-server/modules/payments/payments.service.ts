import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import * as v from 'valibot';
import type { PixKeyType } from '../../../shared/domain/pix/pix-key';
import {
  type CheckoutInfoDto,
  PAYMENT_EXPIRY_HOURS,
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
  type PaymentDto,
  type PaymentMode,
  type PaymentSettingsDto,
  type PaymentWebhookEvent,
  type PaymentWebhookResponse,
  PIX_TEST_KEY,
} from '../../../shared/payment-api-types';
import type { CreatePaymentPayload, PaymentSettingsPayload } from '../../../shared/schemas/payment.schema';
import { paymentWebhookEventSchema } from '../../../shared/schemas/payment.schema';
import { paymentMailTexts } from '../../../shared/texts/payment.texts';
import type { Deps } from '../../deps';
import { badRequest, HttpError, notFound, validationFailed } from '../../http/errors';
import { AnalyticsEventSchema } from '../analytics/analytics-event.entity';
import { sendMail } from '../mail/mail.service';
import { findApprovedProfile } from '../psychologists/psychologist.repository';
import { PsychologistProfileSchema } from '../psychologists/psychologist-profile.entity';
import { type User, UserSchema } from '../users/user.entity';
import { buildBrCode, newTxid } from './br-code';
import { signWebhookBody, webhookSignatureIsValid } from './payment-webhook';
import {
  type PaymentRow,
  PaymentSchema,
  type PaymentSettingsRow,
  PaymentSettingsSchema,
  PaymentWebhookEventSchema,
} from './payments.entities';

type PaymentsDeps = Pick<Deps, 'em' | 'config' | 'orm' | 'background'>;

const HOUR_MS = 60 * 60 * 1000;
/** The most payments a list answers (newest first). */
const LIST_LIMIT = 100;

// --- Settings ---------------------------------------------------------------------------------

const toSettingsDto = (row: PaymentSettingsRow): PaymentSettingsDto => ({
  sessionPriceCents: row.sessionPriceCents,
  pixKeyType: row.pixKeyType as PixKeyType,
  pixKey: row.pixKey,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getSettings(
  em: EntityManager,
  psychologistId: string,
): Promise<PaymentSettingsDto | null> {
  const row = await em.findOne(PaymentSettingsSchema, { psychologistId });
  return row ? toSettingsDto(row) : null;
}

export async function saveSettings(
  em: EntityManager,
  psychologistId: string,
  input: PaymentSettingsPayload,
  now = new Date(),
): Promise<PaymentSettingsDto> {
  const values = { ...input, updatedAt: now };
  const existing = await em.findOne(PaymentSettingsSchema, { psychologistId });
  if (existing) await em.nativeUpdate(PaymentSettingsSchema, { psychologistId }, values);
  else await em.insert(PaymentSettingsSchema, { psychologistId, ...values });
  return { ...input, updatedAt: now.toISOString() };
}

// --- Checkout ---------------------------------------------------------------------------------

export async function checkoutInfo(deps: PaymentsDeps, psychologistId: string): Promise<CheckoutInfoDto> {
  const em = deps.em();
  const profile = await findApprovedProfile(em, psychologistId);
  if (!profile) throw notFound();
  const settings = await em.findOne(PaymentSettingsSchema, { psychologistId });
  return {
    psychologistId,
    displayName: profile.displayName,
    crp: profile.crp,
    sessionPriceCents: settings?.sessionPriceCents ?? null,
    testModeAvailable: deps.config.payments.testMode,
  };
}

/**
 * Pending payments past their 24 hours become `expired` in the table: swept hourly by
 * maintenance. Reads do not write: they derive the status (`statusAt`), so a checkout polled
 * every few seconds never takes a write lock.
 */
export async function expireDuePayments(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeUpdate(
    PaymentSchema,
    { status: 'pending', expiresAt: { $lte: now } },
    { status: 'expired' },
  );
}

function assertTestModeOn(deps: PaymentsDeps, mode: PaymentMode): void {
  if (mode === 'test' && !deps.config.payments.testMode) throw new HttpError(403, 'payment-test-mode-off');
}

/**
 * A member starts paying a psychologist: a new payment with its BR Code, or the member's pending
 * one to the same psychologist in the same mode and at the same price (a reload or a second tap
 * does not make a second code).
 */
export async function createPayment(
  deps: PaymentsDeps,
  member: User,
  input: CreatePaymentPayload,
  now = new Date(),
): Promise<{ payment: PaymentDto; created: boolean }> {
  assertTestModeOn(deps, input.mode);
  const em = deps.em();
  const profile = await findApprovedProfile(em, input.psychologistId);
  if (!profile) throw notFound();
  const settings = await em.findOne(PaymentSettingsSchema, { psychologistId: input.psychologistId });
  if (!settings) throw new HttpError(409, 'payment-not-configured');
  const test = input.mode === 'test';
  const pixKeyType: PixKeyType = test ? 'evp' : (settings.pixKeyType as PixKeyType);
  const pixKey = test ? PIX_TEST_KEY : settings.pixKey;
  // Reused only while the price and key are still the ones it was made with, and not expired.
  const pending = await em.findOne(
    PaymentSchema,
    {
      memberId: member.id,
      psychologistId: input.psychologistId,
      mode: input.mode,
      status: 'pending',
      expiresAt: { $gt: now },
      amountCents: settings.sessionPriceCents,
      pixKey,
    },
    { orderBy: { createdAt: 'desc' } },
  );
  if (pending) return { payment: toPaymentDto(pending, profile.displayName, member.name), created: false };

  const txid = newTxid();
  const row: PaymentRow = {
    id: randomUUID(),
    mode: input.mode,
    memberId: member.id,
    psychologistId: input.psychologistId,
    amountCents: settings.sessionPriceCents,
    txid,
    pixKeyType,
    pixKey,
    brCode: buildBrCode({
      pixKey,
      merchantName: test ? 'VIRADA TESTE' : profile.displayName,
      merchantCity: profile.city || 'BRASIL',
      amountCents: settings.sessionPriceCents,
      txid,
    }),
    status: 'pending',
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_HOURS * HOUR_MS),
    confirmedAt: null,
    confirmedBy: null,
  };
  await em.insert(PaymentSchema, row);
  return { payment: toPaymentDto(row, profile.displayName, member.name), created: true };
}

// --- Reading ----------------------------------------------------------------------------------

/** A pending payment past its expiry is expired, whether or not the hourly sweep has run. */
const statusAt = (row: PaymentRow, now: Date): PaymentRow['status'] =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;

function toPaymentDto(
  row: PaymentRow,
  psychologistName: string,
  memberName: string,
  now = new Date(),
): PaymentDto {
  return {
    id: row.id,
    mode: row.mode as PaymentMode,
    status: statusAt(row, now),
    amountCents: row.amountCents,
    txid: row.txid,
    brCode: row.brCode,
    psychologistId: row.psychologistId,
    psychologistName,
    memberId: row.memberId,
    memberName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    confirmedBy: row.confirmedBy ?? null,
  };
}

/** The rows as DTOs, with the psychologists' names and (for a psychologist) the members' names. */
async function toDtos(
  em: EntityManager,
  rows: PaymentRow[],
  withMemberNames: boolean,
): Promise<PaymentDto[]> {
  if (!rows.length) return [];
  const profiles = await em.find(PsychologistProfileSchema, {
    userId: { $in: [...new Set(rows.map((r) => r.psychologistId))] },
  });
  const psychologists = new Map(profiles.map((p) => [p.userId, p.displayName]));
  const members = withMemberNames
    ? new Map(
        (await em.find(UserSchema, { id: { $in: [...new Set(rows.map((r) => r.memberId))] } })).map((u) => [
          u.id,
          u.name,
        ]),
      )
    : new Map<string, string>();
  return rows.map((r) =>
    toPaymentDto(r, psychologists.get(r.psychologistId) ?? '', members.get(r.memberId) ?? ''),
  );
}

const isPsychologist = (user: User) => user.userType === 'psychologist';

/** The member's payments, or the payments a psychologist received, in one mode, newest first. */
export async function listPayments(em: EntityManager, user: User, mode: PaymentMode): Promise<PaymentDto[]> {
  const owner = isPsychologist(user) ? { psychologistId: user.id } : { memberId: user.id };
  const rows = await em.find(
    PaymentSchema,
    { ...owner, mode },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: LIST_LIMIT },
  );
  return toDtos(em, rows, isPsychologist(user));
}

/** One payment, for its member or its psychologist; anyone else: 404. */
export async function readPayment(em: EntityManager, user: User, id: string): Promise<PaymentDto> {
  const row = await em.findOne(PaymentSchema, {
    id,
    $or: [{ memberId: user.id }, { psychologistId: user.id }],
  });
  if (!row) throw notFound();
  return (await toDtos(em, [row], isPsychologist(user)))[0]!;
}

/** Every payment a member made, for their data export (real and test ones, each marked). */
export async function paymentsForExport(em: EntityManager, memberId: string): Promise<PaymentDto[]> {
  const rows = await em.find(PaymentSchema, { memberId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return toDtos(em, rows, false);
}

// --- Confirming -------------------------------------------------------------------------------

/**
 * Marks a payment confirmed, once: the update only matches a payment still pending (or, for
 * the provider, one that expired before the money arrived), so two confirmations at once change
 * it once, and only that one records `payment_completed` and sends the receipts.
 */
async function markConfirmed(
  deps: PaymentsDeps,
  row: PaymentRow,
  by: 'psychologist' | 'webhook',
  now: Date,
): Promise<boolean> {
  const em = deps.em();
  const changed = await em.nativeUpdate(
    PaymentSchema,
    by === 'webhook'
      ? { id: row.id, status: { $in: ['pending', 'expired'] } }
      : { id: row.id, status: 'pending', expiresAt: { $gt: now } },
    { status: 'confirmed', confirmedAt: now, confirmedBy: by },
  );
  if (changed !== 1) return false;
  if (row.mode === 'real') {
    // Test payments are never counted as real ones.
    await em.insert(AnalyticsEventSchema, {
      id: randomUUID(),
      userId: row.memberId,
      name: 'payment_completed',
      label: row.psychologistId,
      properties: { amount: row.amountCents / 100, therapistId: row.psychologistId },
      createdAt: now,
      receivedAt: now,
    });
  }
  deps.background.run('payment receipts', () => sendReceipts(deps, row, now));
  return true;
}

const formatWhen = (when: Date, timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(when);

async function sendReceipts(deps: PaymentsDeps, row: PaymentRow, now: Date): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const [member, psychologist] = await Promise.all([
    em.findOne(UserSchema, { id: row.memberId }),
    em.findOne(UserSchema, { id: row.psychologistId }),
  ]);
  const profile = await em.findOne(PsychologistProfileSchema, { userId: row.psychologistId });
  if (!member || !psychologist) return;
  const test = row.mode === 'test' ? ' (modo de teste)' : '';
  await sendMail(deps, {
    to: member.email,
    subject: paymentMailTexts.memberSubject + test,
    text: paymentMailTexts.memberBody({
      name: member.name,
      psychologist: profile?.displayName ?? psychologist.name,
      amount: row.amountCents,
      txid: row.txid,
      when: formatWhen(now, member.timezone),
    }),
  });
  await sendMail(deps, {
    to: psychologist.email,
    subject: paymentMailTexts.psychologistSubject + test,
    text: paymentMailTexts.psychologistBody({
      name: profile?.displayName ?? psychologist.name,
      member: member.name,
      amount: row.amountCents,
      txid: row.txid,
      when: formatWhen(now, psychologist.timezone),
    }),
  });
}

/**
 * The psychologist saw the Pix arrive and confirms it. Only the payment's own psychologist
 * (anyone else: 404); an expired payment cannot be confirmed by hand (409); confirming twice
 * answers the confirmed payment again.
 */
export async function confirmByPsychologist(
  deps: PaymentsDeps,
  psychologist: User,
  id: string,
  now = new Date(),
): Promise<PaymentDto> {
  const em = deps.em();
  const row = await em.findOne(PaymentSchema, { id, psychologistId: psychologist.id });
  if (!row) throw notFound();
  const status = statusAt(row, now);
  if (status === 'expired') throw new HttpError(409, 'payment-expired');
  if (status === 'pending') await markConfirmed(deps, row, 'psychologist', now);
  return readPayment(em, psychologist, id);
}

/**
 * A provider's webhook event (or the test mode's simulated one), whose raw body and signature
 * header are given as received. `mode` says which secret it must be signed with and which
 * payments it may touch: the real secret confirms only real payments, the test secret only
 * test ones. In order: signature (401), body (400), time window (400), payment and amount
 * (404, 409), replay (the event id, stored once: `duplicate`), then the confirmation itself.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  mode: PaymentMode,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<PaymentWebhookResponse> {
  const secret =
    mode === 'real' ? deps.config.payments.webhookSecret : deps.config.payments.testWebhookSecret;
  if (!secret || !webhookSignatureIsValid(secret, rawBody, signature))
    throw new HttpError(401, 'payment-webhook-signature');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw badRequest('invalid-json');
  }
  const parsed = v.safeParse(paymentWebhookEventSchema, body);
  if (!parsed.success) throw validationFailed([{ field: 'body', message: parsed.issues[0].message }]);
  const event: PaymentWebhookEvent = parsed.output;
  const skewMs = Math.abs(now.getTime() - Date.parse(event.createdAt));
  if (!(skewMs <= PAYMENT_WEBHOOK_TOLERANCE_SECONDS * 1000)) throw badRequest('payment-webhook-stale');

  const em = deps.em();
  const row = await em.findOne(PaymentSchema, { txid: event.txid, mode });
  if (!row) throw notFound();
  if (row.amountCents !== event.amountCents) throw new HttpError(409, 'payment-amount-mismatch');
  try {
    await em.insert(PaymentWebhookEventSchema, {
      eventId: `${mode}:${event.id}`,
      mode,
      paymentId: row.id,
      receivedAt: now,
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) return { status: 'duplicate' };
    throw err;
  }
  return { status: (await markConfirmed(deps, row, 'webhook', now)) ? 'confirmed' : 'already-confirmed' };
}

/** Processed event ids are kept a day: past the time window a replay is refused anyway. */
export async function purgeOldWebhookEvents(em: EntityManager, now = Date.now()): Promise<void> {
  await em.nativeDelete(PaymentWebhookEventSchema, { receivedAt: { $lt: new Date(now - 24 * HOUR_MS) } });
}

/**
 * "Simular pagamento" on /checkout-test: the server makes the event a provider would send for
 * this test payment, signs it with the test secret and runs it through `receiveWebhook`, the
 * webhook's own code. Only the payment's member, only test payments.
 */
export async function simulatePayment(
  deps: PaymentsDeps,
  member: User,
  id: string,
  now = new Date(),
): Promise<PaymentDto> {
  assertTestModeOn(deps, 'test');
  const em = deps.em();
  const row = await em.findOne(PaymentSchema, { id, memberId: member.id });
  if (!row) throw notFound();
  if (row.mode !== 'test') throw new HttpError(409, 'payment-not-test');
  const event: PaymentWebhookEvent = {
    id: `simulado-${randomUUID()}`,
    type: 'pix.received',
    txid: row.txid,
    amountCents: row.amountCents,
    createdAt: now.toISOString(),
  };
  const rawBody = JSON.stringify(event);
  const signature = signWebhookBody(deps.config.payments.testWebhookSecret, rawBody);
  await receiveWebhook(deps, 'test', rawBody, signature, now);
  return readPayment(em, member, id);
}
