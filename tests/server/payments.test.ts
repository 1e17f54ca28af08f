/**
 * Paid sessions with a psychologist (issue 15, items 1 and 2): the psychologist's price and Pix
 * key, the member's checkout with a BR Code, who may confirm (only the payment's psychologist),
 * the provider webhook (signature, replay, idempotency, time window), the test mode kept apart
 * from real payments, expiry after 24 hours, the e-mail receipts, `payment_completed` once, the
 * lists of both sides and the member's export.
 */
import { randomUUID } from 'node:crypto';
import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { brCodeCrcIsValid } from '../../shared/domain/pix/br-code';
import type { PaymentDto, PaymentWebhookEvent } from '../../shared/payment-api-types';
import { AnalyticsEventSchema } from '../../sync-server/modules/analytics/analytics-event.entity';
import { readOutbox } from '../../sync-server/modules/mail/mail.service';
import { signWebhookBody } from '../../sync-server/modules/payments/payment-webhook';
import {
  PaymentSchema,
  PaymentWebhookEventSchema,
} from '../../sync-server/modules/payments/payments.entities';
import { expireDuePayments } from '../../sync-server/modules/payments/payments.service';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signUpPsychologist } from './sharing-helpers';

const SECRET = 'segredo-do-webhook-de-teste-9f8e7d';
let server: TestServer;
let psychologist: SignedIn;
let other: SignedIn;
let member: SignedIn;
let memberB: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ PAYMENT_WEBHOOK_SECRET: SECRET });
  psychologist = await signUpPsychologist(server);
  other = await signUpPsychologist(server);
  member = await signUp(server, { name: 'Carla Mendes' });
  memberB = await signUp(server, { name: 'Diego Alves' });
  const saved = await psychologist.client.put(api.paymentSettings, {
    sessionPriceCents: 15_000,
    pixKeyType: 'cpf',
    pixKey: '529.982.247-25',
  });
  expect(saved.status, saved.text).toBe(200);
}, 60_000);
afterAll(() => server?.close());

const pay = async (who: SignedIn, mode: 'real' | 'test' = 'real', to = psychologist) => {
  const res = await who.client.post(api.payments, { psychologistId: to.user.id, mode });
  expect(res.status, res.text).toBeLessThan(300);
  return res.body as PaymentDto;
};

/** A provider's delivery: the body as text and its signature. */
const deliver = (event: PaymentWebhookEvent, secret = SECRET, signature?: string) => {
  const raw = JSON.stringify(event);
  return server.request('POST', api.paymentWebhook, {
    body: raw,
    headers: {
      'Content-Type': 'application/json',
      'X-Virada-Signature': signature ?? signWebhookBody(secret, raw),
    },
    origin: null,
  });
};
const eventFor = (p: PaymentDto, overrides: Partial<PaymentWebhookEvent> = {}): PaymentWebhookEvent => ({
  id: `evt-${randomUUID()}`,
  type: 'pix.received',
  txid: p.txid,
  amountCents: p.amountCents,
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('settings', () => {
  it('keeps the key in its stored form and refuses a bad key with the type’s message', async () => {
    const res = await psychologist.client.get(api.paymentSettings);
    expect(res.body.settings).toMatchObject({
      sessionPriceCents: 15_000,
      pixKeyType: 'cpf',
      pixKey: '52998224725',
    });
    const bad = await other.client.put(api.paymentSettings, {
      sessionPriceCents: 10_000,
      pixKeyType: 'cpf',
      pixKey: '529.982.247-24',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('CPF inválido. Confira os 11 dígitos.');
    expect(bad.body.details).toEqual([{ field: 'pixKey', message: 'CPF inválido. Confira os 11 dígitos.' }]);
    const cents = await other.client.put(api.paymentSettings, {
      sessionPriceCents: 100.5,
      pixKeyType: 'email',
      pixKey: 'psi@example.com',
    });
    expect(cents.status).toBe(400);
  });

  it('a psychologist without settings cannot be paid yet', async () => {
    const info = await member.client.get(api.paymentCheckout(other.user.id));
    expect(info.status).toBe(200);
    expect(info.body.sessionPriceCents).toBeNull();
    const res = await member.client.post(api.payments, { psychologistId: other.user.id, mode: 'real' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('payment-not-configured');
  });
});

describe('checkout', () => {
  it('answers a BR Code with the key, the amount and a unique txid, CRC valid', async () => {
    const info = await member.client.get(api.paymentCheckout(psychologist.user.id));
    expect(info.body).toMatchObject({ displayName: 'Beatriz Souza', sessionPriceCents: 15_000 });
    const p = await pay(member);
    expect(p).toMatchObject({ status: 'pending', amountCents: 15_000, mode: 'real' });
    expect(p.txid).toMatch(/^[A-Z0-9]{25}$/);
    expect(brCodeCrcIsValid(p.brCode)).toBe(true);
    const parsed = parsePix(p.brCode);
    expect(parsed).toMatchObject({ pixKey: '52998224725', transactionAmount: 150, txid: p.txid });
    // A second tap answers the same pending payment; another member gets another txid.
    const again = await member.client.post(api.payments, {
      psychologistId: psychologist.user.id,
      mode: 'real',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(p.id);
    expect((await pay(memberB)).txid).not.toBe(p.txid);
  });
});

describe('confirming by hand', () => {
  it('only the payment’s psychologist confirms; the member cannot confirm their own', async () => {
    const p = await pay(memberB);
    expect((await memberB.client.post(api.paymentConfirm(p.id))).status).toBe(403);
    expect((await other.client.post(api.paymentConfirm(p.id))).status).toBe(404);
    expect((await member.client.get(api.payment(p.id))).status).toBe(404);
    const res = await psychologist.client.post(api.paymentConfirm(p.id));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      confirmedBy: 'psychologist',
      memberName: 'Diego Alves',
    });
    expect((await memberB.client.get(api.payment(p.id))).body.status).toBe('confirmed');
    // Twice: still one event, two receipts.
    expect((await psychologist.client.post(api.paymentConfirm(p.id))).status).toBe(200);
    await server.app.deps.background.drain();
    const events = await server
      .em()
      .find(AnalyticsEventSchema, { name: 'payment_completed', userId: memberB.user.id });
    expect(events).toHaveLength(1);
    expect(events[0]!.properties).toEqual({ amount: 150, therapistId: psychologist.user.id });
    const outbox = await readOutbox(server.em(), 50);
    const receipts = outbox.filter((m) => m.text.includes(p.txid));
    expect(receipts.map((m) => m.to).sort()).toEqual([memberB.email, psychologist.email].sort());
    expect(receipts.find((m) => m.to === memberB.email)?.subject).toBe('Virada: pagamento confirmado');
  });

  it('both sides list it; the member’s export has it', async () => {
    const mine = await memberB.client.get(api.payments);
    expect(mine.body.payments.length).toBeGreaterThan(0);
    expect(mine.body.payments.every((p: PaymentDto) => p.memberId === memberB.user.id)).toBe(true);
    const received = await psychologist.client.get(api.payments);
    expect(received.body.payments.some((p: PaymentDto) => p.memberId === memberB.user.id)).toBe(true);
    const exported = await memberB.client.get(api.profileExport);
    expect(exported.status).toBe(200);
    const body = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(body.payments.some((p: PaymentDto) => p.status === 'confirmed')).toBe(true);
  });
});

describe('webhook', () => {
  it('refuses a missing or wrong signature with 401', async () => {
    const p = await pay(member);
    const event = eventFor(p);
    expect((await deliver(event, 'outro-segredo')).status).toBe(401);
    const missing = await server.request('POST', api.paymentWebhook, {
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'application/json' },
      origin: null,
    });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('payment-webhook-signature');
    expect((await member.client.get(api.payment(p.id))).body.status).toBe('pending');
  });

  it('confirms once, ignores a replay, and is idempotent for a second event', async () => {
    const p = await pay(member);
    const event = eventFor(p);
    const first = await deliver(event);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ status: 'confirmed' });
    expect((await deliver(event)).body).toEqual({ status: 'duplicate' });
    expect((await deliver(eventFor(p))).body).toEqual({ status: 'already-confirmed' });
    const seen = await member.client.get(api.payment(p.id));
    expect(seen.body).toMatchObject({ status: 'confirmed', confirmedBy: 'webhook' });
    await server.app.deps.background.drain();
    const events = await server
      .em()
      .find(AnalyticsEventSchema, { name: 'payment_completed', userId: member.user.id });
    expect(events).toHaveLength(1);
  });

  it('refuses an event outside the time window and a wrong amount', async () => {
    const p = await pay(member);
    const old = eventFor(p, { createdAt: new Date(Date.now() - 10 * 60_000).toISOString() });
    const stale = await deliver(old);
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('payment-webhook-stale');
    const wrong = await deliver(eventFor(p, { amountCents: 100 }));
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('payment-amount-mismatch');
  });

  it('a signed body with a bad string is a pt-BR 400 and nothing is stored', async () => {
    const p = await pay(member);
    const count = () => server.em().count(PaymentWebhookEventSchema, {});
    const before = await count();
    const control = 'O texto tem caracteres invisíveis ou inválidos. Apague e digite de novo.';
    for (const [id, message] of [
      ['evt\u0000nul', control],
      ['evt\u0007bel', control],
      ['evt\ud800', control],
      ['e'.repeat(1000), 'Dados inválidos'],
    ]) {
      const res = await deliver(eventFor(p, { id }));
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation-failed', message });
    }
    const txid = await deliver(eventFor(p, { txid: 'ABC\u0000' }));
    expect(txid.status).toBe(400);
    expect(await count()).toBe(before);
    expect((await member.client.get(api.payment(p.id))).body.status).toBe('pending');
  });

  it('without PAYMENT_WEBHOOK_SECRET every delivery is a 401, and manual confirmation still works', async () => {
    const bare = await startTestServer();
    try {
      const raw = JSON.stringify({
        id: 'x',
        type: 'pix.received',
        txid: 'ABC',
        amountCents: 1,
        createdAt: new Date().toISOString(),
      });
      const res = await bare.request('POST', api.paymentWebhook, {
        body: raw,
        headers: { 'Content-Type': 'application/json', 'X-Virada-Signature': signWebhookBody('', raw) },
        origin: null,
      });
      expect(res.status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});

describe('test mode', () => {
  it('uses the test key, is simulated through the webhook, and never mixes with real payments', async () => {
    const t = await pay(member, 'test');
    expect(t.mode).toBe('test');
    expect(parsePix(t.brCode)).toMatchObject({
      pixKey: '00000000-0000-4000-8000-000000000000',
      txid: t.txid,
    });
    // The real secret cannot confirm a test payment (the real path only finds real ones).
    expect((await deliver(eventFor(t))).status).toBe(404);
    // Simulating a real payment is refused.
    const real = await pay(member);
    expect((await member.client.post(api.paymentSimulate(real.id))).status).toBe(409);
    // Only the member of the test payment simulates it.
    expect((await memberB.client.post(api.paymentSimulate(t.id))).status).toBe(404);
    const completed = () =>
      server.em().count(AnalyticsEventSchema, { name: 'payment_completed', userId: member.user.id });
    await server.app.deps.background.drain();
    const before = await completed();
    const sim = await member.client.post(api.paymentSimulate(t.id));
    expect(sim.status, sim.text).toBe(200);
    expect(sim.body).toMatchObject({ status: 'confirmed', confirmedBy: 'webhook' });
    // Not listed as real, not counted.
    const realList = (await member.client.get(api.payments)).body.payments as PaymentDto[];
    expect(realList.some((p) => p.id === t.id)).toBe(false);
    expect(realList.every((p) => p.mode === 'real')).toBe(true);
    const testList = (await member.client.get(api.paymentsByMode('test'))).body.payments as PaymentDto[];
    expect(testList.map((p) => p.id)).toContain(t.id);
    expect(
      (await psychologist.client.get(api.payments)).body.payments.some((p: PaymentDto) => p.id === t.id),
    ).toBe(false);
    await server.app.deps.background.drain();
    expect(await completed()).toBe(before);
    expect((await readOutbox(server.em(), 50)).find((m) => m.text.includes(t.txid))?.subject).toContain(
      '(modo de teste)',
    );
  });

  it('is refused when PAYMENT_TEST_MODE=off', async () => {
    const off = await startTestServer({ PAYMENT_TEST_MODE: 'off' });
    try {
      const psi = await signUpPsychologist(off);
      await psi.client.put(api.paymentSettings, {
        sessionPriceCents: 5000,
        pixKeyType: 'email',
        pixKey: 'a@b.com.br',
      });
      const m = await signUp(off);
      const res = await m.client.post(api.payments, { psychologistId: psi.user.id, mode: 'test' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('payment-test-mode-off');
    } finally {
      await off.close();
    }
  });
});

describe('expiry', () => {
  it('a payment not confirmed in 24 hours expires and can no longer be confirmed by hand', async () => {
    const p = await pay(memberB);
    const em = server.em();
    await em.nativeUpdate(PaymentSchema, { id: p.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await memberB.client.get(api.payment(p.id))).body.status).toBe('expired');
    const res = await psychologist.client.post(api.paymentConfirm(p.id));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('payment-expired');
    // A new checkout makes a new code.
    expect((await pay(memberB)).id).not.toBe(p.id);
    expect(await expireDuePayments(server.em(), new Date(Date.now() + 25 * 3600_000))).toBeGreaterThan(0);
  });
});
