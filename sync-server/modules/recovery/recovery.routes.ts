import type Router from '@koa/router';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../shared/schemas/recovery.schema';
import { validate } from '../../../shared/schemas/validate';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { badRequest, validationFailed } from '../../http/errors';
import { apiRouter, publicRoute } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { rateKey } from '../auth/rate-limit';
import { requestPasswordReset, resetPassword, resetTokenInvalid } from './recovery.service';

/**
 * Password recovery (issue 5): `POST /api/auth/forgot-password {email}` answers 202 `{ ok: true }`
 * for any well-formed address, known or not, and sends the link afterwards;
 * `POST /api/auth/reset-password {token, password}` sets the new password (full sign-up rules).
 */
export function recoveryRoutes(deps: Deps): Router {
  const { em, config, limiter, background } = deps;
  const router = apiRouter('/api/auth');
  const limits = config.rateLimits;

  router.post('/forgot-password', publicRoute, async (ctx) => {
    await limiter.hit(`forgot:ip:${clientIp(ctx)}`, limits.forgotPasswordPerIp);
    const { email } = parseBody(forgotPasswordSchema, ctx.request.body);
    // Counted for every address, existing or not, so the limit reveals nothing either.
    await limiter.hit(rateKey('forgot:email', email), limits.forgotPasswordPerEmail);
    background.run('password reset e-mail', () => requestPasswordReset(deps, email));
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post('/reset-password', publicRoute, async (ctx) => {
    await limiter.hit(`reset:ip:${clientIp(ctx)}`, limits.resetPasswordPerIp);
    const body = ctx.request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw badRequest('validation-failed');
    const result = validate(resetPasswordSchema, body);
    if (!result.ok) {
      // A malformed token is answered like an unknown one: the page offers a new link.
      if (result.fieldErrors.token) throw resetTokenInvalid();
      throw validationFailed(result.issues);
    }
    await resetPassword(em(), result.value);
    ctx.body = { ok: true };
  });

  return router;
}
