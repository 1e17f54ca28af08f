import type Router from '@koa/router';
import type { AccountExportDto, ProfileDto } from '../../../shared/psychologist-api-types';
import { deleteAccountSchema, profileUpdateSchema } from '../../../shared/schemas/profile.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { verifyPassword } from '../auth/password';
import { rateKey } from '../auth/rate-limit';
import { rescheduleReminder } from '../notifications/reminders';
import type { User } from '../users/user.entity';
import { findUserByEmail, toPublicUser } from '../users/user.repository';
import { deleteAccount } from './account-deletion';
import { exportAccount } from './account-export';

const profileOf = (user: User): ProfileDto => ({
  user: toPublicUser(user),
  termsVersion: user.termsVersion,
  termsAcceptedAt: user.termsAcceptedAt.toISOString(),
});

/**
 * The signed-in person's own account, for members and psychologists alike:
 * GET /api/profile → ProfileDto; PATCH /api/profile { name, timezone } → ProfileDto;
 * GET /api/profile/export → AccountExportDto as a download;
 * POST /api/profile/delete { password } → 204, signed out.
 */
export function profileRoutes({ em, config, limiter }: Deps): Router {
  const router = apiRouter('/api/profile');
  const guard = requireUser(em);

  router.get('/', guard, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = profileOf(currentUser(ctx));
  });

  router.patch('/', guard, async (ctx) => {
    const input = parseBody(profileUpdateSchema, ctx.request.body);
    const user = currentUser(ctx);
    const zoneChanged = input.timezone !== undefined && input.timezone !== user.timezone;
    em().assign(user, input);
    await em().flush();
    // The daily reminder is due at the member's time in their zone: a new zone moves it.
    if (zoneChanged) await rescheduleReminder(em(), user);
    ctx.body = profileOf(user);
  });

  router.get('/export', guard, async (ctx) => {
    const body: AccountExportDto = await exportAccount(em(), currentUser(ctx));
    const day = body.exportedAt.slice(0, 10);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="virada-meus-dados-${day}.json"`);
    ctx.body = body;
  });

  router.post('/delete', guard, async (ctx) => {
    const { password } = parseBody(deleteAccountSchema, ctx.request.body);
    const user = currentUser(ctx);
    // Same limits as sign-in: the password check must not become a guessing oracle.
    // Counted before the check (atomic): parallel guesses cannot all pass. A success deletes the
    // account and its counters; a failure stays counted, like a failed sign-in.
    await limiter.hit(rateKey('login:account', user.email), config.rateLimits.loginPerAccount);
    const withHash = await findUserByEmail(em(), user.email);
    if (!withHash || !(await verifyPassword(withHash.passwordHash, password))) {
      throw new HttpError(400, 'wrong-password', undefined, [
        { field: 'password', message: errorTexts['wrong-password'] },
      ]);
    }
    await deleteAccount(em(), user);
    ctx.session = null;
    ctx.status = 204;
  });

  return router;
}
