import type Router from '@koa/router';
import type { Context } from 'koa';
import type {
  ApoioResponse,
  CommunityMeDto,
  ForumCategoryDto,
  ForumThreadListResponse,
  ForumThreadResponse,
  ForumWriteResponse,
} from '../../../shared/community-api-types';
import { isForumCategory } from '../../../shared/domain/community';
import {
  badgeSchema,
  editPostSchema,
  newThreadSchema,
  replySchema,
  reportSchema,
} from '../../../shared/schemas/community.schema';
import { isStorableText } from '../../../shared/schemas/text';
import { forumValidationTexts } from '../../../shared/texts/community.texts';
import type { Deps } from '../../deps';
import { validationFailed } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { rateKey } from '../auth/rate-limit';
import { CommunityProfileSchema } from './community.entities';
import {
  communityMe,
  drawNewPseudonym,
  ensureProfile,
  isApprovedPsychologist,
  toMeDto,
} from './community-profile';
import { createReply, createThread, deletePost, editPost, reportPost, setApoio } from './forum.service';
import { listCategories, listThreads, readThread } from './forum-read';

/**
 * The forum's API (issue 12), for every signed-in account: members and psychologists alike (both
 * navigation bars show the forum). Answers carry pseudonyms and `isMine`, never who wrote what.
 */
export function forumRoutes({ em, config, limiter }: Deps): Router {
  const router = apiRouter('/api/community');
  const signedIn = requireUser(em);
  /** New threads, replies and edits share one budget per member. */
  const countPost = (ctx: Context) =>
    limiter.hit(rateKey('community:post', currentUser(ctx).id), config.rateLimits.communityPostsPerMember);

  router.get('/me', signedIn, async (ctx) => {
    const body: CommunityMeDto = await communityMe(em(), currentUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/me/pseudonym', signedIn, async (ctx) => {
    const userId = currentUser(ctx).id;
    const profile = await drawNewPseudonym(em(), userId);
    const body: CommunityMeDto = toMeDto(profile, await isApprovedPsychologist(em(), userId));
    ctx.body = body;
  });

  router.put('/me/badge', signedIn, async (ctx) => {
    const { showBadge } = parseBody(badgeSchema, ctx.request.body);
    const userId = currentUser(ctx).id;
    const canShowBadge = await isApprovedPsychologist(em(), userId);
    const profile = await ensureProfile(em(), userId);
    const chosen = canShowBadge && showBadge;
    await em().nativeUpdate(CommunityProfileSchema, { userId }, { showBadge: chosen });
    const body: CommunityMeDto = toMeDto({ ...profile, showBadge: chosen }, canShowBadge);
    ctx.body = body;
  });

  router.get('/categories', signedIn, async (ctx) => {
    const body: ForumCategoryDto[] = await listCategories(em());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/threads', signedIn, async (ctx) => {
    const category = queryText(ctx, 'category');
    if (category && !isForumCategory(category))
      throw validationFailed([{ field: 'category', message: forumValidationTexts.categoryInvalid }]);
    const body: ForumThreadListResponse = await listThreads(em(), currentUser(ctx).id, {
      category,
      cursor: queryText(ctx, 'cursor'),
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/threads', signedIn, async (ctx) => {
    const input = parseBody(newThreadSchema, ctx.request.body);
    await countPost(ctx);
    const body: ForumWriteResponse = await createThread(em(), currentUser(ctx).id, input);
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/threads/:threadId', signedIn, async (ctx) => {
    const body: ForumThreadResponse = await readThread(
      em(),
      currentUser(ctx).id,
      ctx.params.threadId!,
      queryText(ctx, 'cursor'),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/threads/:threadId/posts', signedIn, async (ctx) => {
    const input = parseBody(replySchema, ctx.request.body);
    await countPost(ctx);
    const body: ForumWriteResponse = await createReply(
      em(),
      currentUser(ctx).id,
      ctx.params.threadId!,
      input,
    );
    ctx.status = 201;
    ctx.body = body;
  });

  router.patch('/posts/:postId', signedIn, async (ctx) => {
    const { text } = parseBody(editPostSchema, ctx.request.body);
    await countPost(ctx);
    const body: ForumWriteResponse = await editPost(em(), currentUser(ctx).id, ctx.params.postId!, text);
    ctx.body = body;
  });

  router.delete('/posts/:postId', signedIn, async (ctx) => {
    const body: ForumWriteResponse = await deletePost(em(), currentUser(ctx).id, ctx.params.postId!);
    ctx.body = body;
  });

  router.put('/posts/:postId/apoio', signedIn, async (ctx) => {
    const body: ApoioResponse = await setApoio(em(), currentUser(ctx).id, ctx.params.postId!, true);
    ctx.body = body;
  });

  router.delete('/posts/:postId/apoio', signedIn, async (ctx) => {
    const body: ApoioResponse = await setApoio(em(), currentUser(ctx).id, ctx.params.postId!, false);
    ctx.body = body;
  });

  router.post('/posts/:postId/reports', signedIn, async (ctx) => {
    const { reason } = parseBody(reportSchema, ctx.request.body);
    await reportPost(em(), currentUser(ctx).id, ctx.params.postId!, reason);
    ctx.status = 204;
  });

  return router;
}

/** A one-line query parameter (the first, if repeated), at most 200 characters; '' counts as absent. */
function queryText(ctx: Context, name: string): string | undefined {
  const raw = ctx.query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  if (value.length > 200 || !isStorableText(value))
    throw validationFailed([{ field: name, message: forumValidationTexts.idInvalid }]);
  return value;
}
