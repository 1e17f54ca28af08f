import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ChatHistoryResponse, ChatWriteResponse } from '../../../shared/community-api-types';
import { chatMessageSchema } from '../../../shared/schemas/community.schema';
import { isStorableText } from '../../../shared/schemas/text';
import { forumValidationTexts } from '../../../shared/texts/community.texts';
import type { Deps } from '../../deps';
import { validationFailed } from '../../http/errors';
import { apiRouter } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { currentUser, requireUser } from '../auth/current-user';
import { rateKey } from '../auth/rate-limit';
import { sendChatMessage } from './chat.service';
import { chatHistory } from './chat-read';

/**
 * The chat's API (issue 12): a room's history and sending to it. Messages arrive live on the
 * community socket (COMMUNITY_LIVE_PATH); deleting and reporting one are the forum's post routes.
 */
export function chatRoutes({ em, config, limiter }: Deps): Router {
  const router = apiRouter('/api/community/chat');
  const signedIn = requireUser(em);

  router.get('/rooms/:room/messages', signedIn, async (ctx) => {
    const body: ChatHistoryResponse = await chatHistory(
      em(),
      currentUser(ctx).id,
      ctx.params.room!,
      cursorParam(ctx),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/rooms/:room/messages', signedIn, async (ctx) => {
    const input = parseBody(chatMessageSchema, ctx.request.body);
    const userId = currentUser(ctx).id;
    await limiter.hit(rateKey('community:chat', userId), config.rateLimits.chatMessagesPerMember);
    const body: ChatWriteResponse = await sendChatMessage(em(), userId, ctx.params.room!, input);
    ctx.status = 201;
    ctx.body = body;
  });

  return router;
}

/** `?before=`: an opaque cursor of one line, at most 200 characters; '' counts as absent. */
function cursorParam(ctx: Context): string | undefined {
  const raw = ctx.query.before;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  if (value.length > 200 || !isStorableText(value))
    throw validationFailed([{ field: 'before', message: forumValidationTexts.idInvalid }]);
  return value;
}
