import type Router from '@koa/router';
import type {
  AccessLogEntryDto,
  InviteDto,
  InvitePreviewDto,
  SharingGrantDto,
} from '../../../shared/psychologist-api-types';
import { acceptInviteSchema, inviteCodeSchema } from '../../../shared/schemas/sharing.schema';
import { validate } from '../../../shared/schemas/validate';
import type { Deps } from '../../deps';
import { validationFailed } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requireMember, requirePsychologist } from '../auth/roles';
import { accessLogOf } from './access-audit';
import { acceptInvite, createInvite, grantsOfMember, previewInvite, revokeGrant } from './sharing.service';

/**
 * Consented sharing (issue 4):
 * POST /api/sharing/invites → 201 InviteDto (approved psychologists);
 * GET /api/sharing/invites/{code} → InvitePreviewDto; POST /api/sharing/accept { code, scopes } →
 * 201 SharingGrantDto; GET /api/sharing → SharingGrantDto[]; GET /api/sharing/audit →
 * AccessLogEntryDto[]; DELETE /api/sharing/{psychologistId} → 204 (members).
 */
export function sharingRoutes({ em, config, limiter }: Deps): Router {
  const router = apiRouter('/api/sharing');
  const member = requireMember(em);
  const codeAttempt = (userId: string) =>
    limiter.hit(`invite-code:${userId}`, config.rateLimits.inviteCodePerUser);

  router.post('/invites', requirePsychologist(em), async (ctx) => {
    const body: InviteDto = await createInvite(em(), currentUser(ctx));
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/invites/:code', member, async (ctx) => {
    await codeAttempt(currentUser(ctx).id);
    const parsed = validate(inviteCodeSchema, ctx.params.code);
    if (!parsed.ok) throw validationFailed(parsed.issues.map((i) => ({ ...i, field: 'code' })));
    const body: InvitePreviewDto = await previewInvite(em(), parsed.value);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/accept', member, async (ctx) => {
    await codeAttempt(currentUser(ctx).id);
    const input = parseBody(acceptInviteSchema, ctx.request.body);
    const body: SharingGrantDto = await acceptInvite(em(), currentUser(ctx), input);
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/', member, async (ctx) => {
    const body: SharingGrantDto[] = await grantsOfMember(em(), currentUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/audit', member, async (ctx) => {
    const body: AccessLogEntryDto[] = await accessLogOf(em(), currentUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.delete('/:psychologistId', member, async (ctx) => {
    await revokeGrant(em(), currentUser(ctx).id, ctx.params.psychologistId!);
    ctx.status = 204;
  });

  return router;
}
