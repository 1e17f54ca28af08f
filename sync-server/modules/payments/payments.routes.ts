import type Router from '@koa/router';
import * as v from 'valibot';
import {
  type CheckoutInfoDto,
  PAYMENT_SIGNATURE_HEADER,
  type PaymentDto,
  type PaymentListResponse,
  type PaymentSettingsResponse,
  type PaymentWebhookResponse,
} from '../../../shared/payment-api-types';
import {
  createPaymentSchema,
  paymentListModeSchema,
  paymentSettingsSchema,
} from '../../../shared/schemas/payment.schema';
import type { Deps } from '../../deps';
import { validationFailed } from '../../http/errors';
import { apiRouter, publicRoute } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { requireMember, requirePsychologist } from '../auth/roles';
import {
  checkoutInfo,
  confirmByPsychologist,
  createPayment,
  getSettings,
  listPayments,
  readPayment,
  receiveWebhook,
  saveSettings,
  simulatePayment,
} from './payments.service';

/**
 * Paid sessions with a psychologist (issue 15); shared/payment-api-types.ts has the contract.
 * Every answer names one person's payments: never kept by a cache.
 */
export function paymentsRoutes(deps: Deps): Router {
  const { em } = deps;
  const router = apiRouter('/api/payments');
  const member = requireMember(em);
  const psychologist = requirePsychologist(em);
  const signedIn = requireUser(em);

  // A Pix provider, server to server: no session, no Origin; the signature is the credential.
  router.post('/webhook', publicRoute, async (ctx) => {
    const raw = ctx.request.rawBody ?? '';
    const body: PaymentWebhookResponse = await receiveWebhook(
      deps,
      'real',
      raw,
      ctx.get(PAYMENT_SIGNATURE_HEADER) || undefined,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.get('/settings', psychologist, async (ctx) => {
    const body: PaymentSettingsResponse = { settings: await getSettings(em(), currentUser(ctx).id) };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.put('/settings', psychologist, async (ctx) => {
    const input = parseBody(paymentSettingsSchema, ctx.request.body);
    const body: PaymentSettingsResponse = { settings: await saveSettings(em(), currentUser(ctx).id, input) };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.get('/checkout/:psychologistId', member, async (ctx) => {
    const body: CheckoutInfoDto = await checkoutInfo(deps, ctx.params.psychologistId!);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.get('/', signedIn, async (ctx) => {
    const mode = v.safeParse(paymentListModeSchema, ctx.query.mode);
    if (!mode.success) throw validationFailed([{ field: 'mode', message: mode.issues[0].message }]);
    const body: PaymentListResponse = { payments: await listPayments(em(), currentUser(ctx), mode.output) };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.post('/', member, async (ctx) => {
    const input = parseBody(createPaymentSchema, ctx.request.body);
    const { payment, created } = await createPayment(deps, currentUser(ctx), input);
    const body: PaymentDto = payment;
    ctx.status = created ? 201 : 200;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.get('/:id', signedIn, async (ctx) => {
    const body: PaymentDto = await readPayment(em(), currentUser(ctx), ctx.params.id!);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.post('/:id/confirm', psychologist, async (ctx) => {
    const body: PaymentDto = await confirmByPsychologist(deps, currentUser(ctx), ctx.params.id!);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.post('/:id/simulate', member, async (ctx) => {
    const body: PaymentDto = await simulatePayment(deps, currentUser(ctx), ctx.params.id!);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  return router;
}
