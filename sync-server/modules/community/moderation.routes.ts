import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ModerationDto } from '../../../shared/community-api-types';
import { suspendSchema } from '../../../shared/schemas/community.schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser } from '../auth/current-user';
import { requireAdmin } from '../auth/roles';
import { CommunityProfileSchema } from './community.entities';
import {
  authorOf,
  hidePost,
  type Moderator,
  moderationLog,
  moderationQueue,
  restorePost,
  suspendMember,
} from './moderation.service';

/**
 * /admin/moderation's API, staff only (issue 12): the queue and the log; hide or restore a post;
 * suspend a post's author from posting (the moderator never learns who they are).
 */
export function moderationRoutes({ em }: Deps): Router {
  const router = apiRouter('/api/admin/moderation');
  const guard = requireAdmin(em);
  const moderator = (ctx: Context): Moderator => {
    const user = currentUser(ctx);
    return { id: user.id, label: user.email };
  };

  router.get('/', guard, async (ctx) => {
    const [queue, log] = await Promise.all([moderationQueue(em()), moderationLog(em())]);
    const members = [...new Set(log.flatMap((a) => (a.memberId ? [a.memberId] : [])))];
    const pseudonyms = new Map(
      (members.length ? await em().find(CommunityProfileSchema, { userId: { $in: members } }) : []).map(
        (p) => [p.userId, p.pseudonym],
      ),
    );
    const body: ModerationDto = {
      queue,
      log: log.map((a) => ({
        action: a.action,
        actor: a.actorLabel,
        postId: a.postId ?? null,
        member: a.memberId ? (pseudonyms.get(a.memberId) ?? null) : null,
        days: a.days ?? null,
        createdAt: a.createdAt.toISOString(),
      })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/posts/:postId/hide', guard, async (ctx) => {
    const post = await hidePost(em(), ctx.params.postId!, moderator(ctx));
    if (!post) throw notFound();
    ctx.body = { status: post.status };
  });

  router.post('/posts/:postId/restore', guard, async (ctx) => {
    const post = await restorePost(em(), ctx.params.postId!, moderator(ctx));
    if (!post) throw notFound();
    ctx.body = { status: post.status };
  });

  router.post('/posts/:postId/suspend-author', guard, async (ctx) => {
    const { days } = parseBody(suspendSchema, ctx.request.body);
    const author = await authorOf(em(), ctx.params.postId!);
    if (!author) throw notFound();
    const until = await suspendMember(em(), author, days, moderator(ctx));
    ctx.body = { suspendedUntil: until?.toISOString() ?? null };
  });

  return router;
}
