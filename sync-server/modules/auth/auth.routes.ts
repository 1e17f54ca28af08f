import Router from '@koa/router';
import { loginSchema, registerPayloadSchema } from '../../../shared/schemas/auth.schema';
import { psychologistRegisterSchema } from '../../../shared/schemas/psychologist.schema';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { parseBody } from '../../http/validate';
import { registerPsychologist } from '../psychologists/psychologist.service';
import { toPublicUser } from '../users/user.repository';
import { authenticate, registerUser } from './auth.service';
import { currentUser, requireUser } from './current-user';

/**
 * POST /api/auth/register, /login, /logout and GET /api/auth/me (DESIGN.md §7b). A sign-up with
 * `userType: 'psychologist'` follows the full form's rules plus the CRP and starts `pending`;
 * any other sign-up is a member's (a client cannot make themself staff).
 */
export function authRoutes({ em, config, limiter }: Deps): Router {
  const router = new Router({ prefix: '/api/auth' });
  const limits = config.rateLimits;

  router.post('/register', async (ctx) => {
    await limiter.hit(`register:ip:${clientIp(ctx)}`, limits.registerPerIp);
    const body = ctx.request.body as { userType?: unknown } | undefined;
    const user =
      body?.userType === 'psychologist'
        ? await registerPsychologist(em(), parseBody(psychologistRegisterSchema, ctx.request.body))
        : await registerUser(em(), parseBody(registerPayloadSchema, ctx.request.body));
    await startSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = { user: toPublicUser(user) };
  });

  router.post('/login', async (ctx) => {
    await limiter.hit(`login:ip:${clientIp(ctx)}`, limits.loginPerIp);
    const input = parseBody(loginSchema, ctx.request.body);
    const accountKey = `login:account:${input.email}`;
    await limiter.check(accountKey, limits.loginPerAccount);
    try {
      const user = await authenticate(em(), input);
      await startSession(ctx, user.id);
      ctx.body = { user: toPublicUser(user) };
    } catch (err) {
      await limiter.hit(accountKey, limits.loginPerAccount).catch(() => undefined);
      throw err;
    }
  });

  router.post('/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
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
