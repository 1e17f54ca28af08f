import type Router from '@koa/router';
import { loginSchema, registerPayloadSchema } from '../../../shared/schemas/auth.schema';
import { psychologistRegisterSchema } from '../../../shared/schemas/psychologist.schema';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { apiRouter, publicRoute } from '../../http/route-access';
import { assertSessionCanStart } from '../../http/secure-cookies';
import { parseBody } from '../../http/validate';
import { registerPsychologist } from '../psychologists/psychologist.service';
import { toPublicUser } from '../users/user.repository';
import { authenticate, registerUser } from './auth.service';
import { currentUser, requireUser, sessionUserId } from './current-user';
import { rateKey } from './rate-limit';
import { announceSignedOut } from './session-end';
import { sessionIdOf } from './session-store';

/**
 * POST /api/auth/register, /login, /logout and GET /api/auth/me (DESIGN.md §7b). A sign-up with
 * `userType: 'psychologist'` follows the full form's rules plus the CRP and starts `pending`;
 * any other sign-up is a member's (a client cannot make themself staff).
 */
export function authRoutes({ em, config, limiter }: Deps): Router {
  const router = apiRouter('/api/auth');
  const limits = config.rateLimits;

  router.post('/register', publicRoute, async (ctx) => {
    await limiter.hit(rateKey('register:ip', clientIp(ctx)), limits.registerPerIp);
    const body = ctx.request.body as { userType?: unknown } | undefined;
    assertSessionCanStart(ctx, config);
    const user =
      body?.userType === 'psychologist'
        ? await registerPsychologist(em(), parseBody(psychologistRegisterSchema, ctx.request.body))
        : await registerUser(em(), parseBody(registerPayloadSchema, ctx.request.body));
    await startSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = { user: toPublicUser(user) };
  });

  router.post('/login', publicRoute, async (ctx) => {
    await limiter.hit(rateKey('login:ip', clientIp(ctx)), limits.loginPerIp);
    const input = parseBody(loginSchema, ctx.request.body);
    // The attempt is counted before the password is checked, in one atomic statement, so
    // parallel guesses cannot all pass; a sign-in that succeeds gives its attempt back, so the
    // limit counts failed sign-ins and never locks out someone who signs in often (README).
    const attempt = await limiter.hit(rateKey('login:account', input.email), limits.loginPerAccount);
    const user = await authenticate(em(), input);
    await limiter.giveBack(attempt);
    await startSession(ctx, user.id);
    ctx.body = { user: toPublicUser(user) };
  });

  router.post('/logout', publicRoute, async (ctx) => {
    const userId = sessionUserId(ctx);
    const sessionId = sessionIdOf(ctx);
    ctx.session = null;
    ctx.status = 204;
    if (userId && sessionId) announceSignedOut(em(), userId, sessionId);
  });

  router.get('/me', requireUser(em), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: toPublicUser(currentUser(ctx)) };
  });

  return router;
}

/** A fresh session id at every sign-in, so a planted id can never be promoted (fixation). */
async function startSession(ctx: import('koa').Context, userId: string): Promise<void> {
  if (!ctx.session) throw new Error('koa-session is not installed');
  ctx.session.userId = userId;
  ctx.session.signedInAt = new Date().toISOString();
  await ctx.session.regenerate();
}
