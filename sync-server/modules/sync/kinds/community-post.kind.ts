import * as v from 'valibot';
import type { CommunityPostExportDto } from '../../../../shared/psychologist-api-types';
import { communityPostRecordSchema } from '../../../../shared/schemas/community.schema';
import type { SyncRecordResult } from '../../../../shared/schemas/sync.schema';
import { communityPostKind } from '../../../../shared/sync/kinds';
import { HELD_REASON_TEXTS } from '../../../../shared/texts/community.texts';
import { HttpError } from '../../../http/errors';
import { ForumPostSchema } from '../../community/community.entities';
import { createReply, createThread } from '../../community/forum.service';
import type { PushContext, ServerSyncKind } from './server-kind';

/**
 * Forum threads and replies written offline (issue 12), published through the forum's own
 * service: the same safety rules, suspension and per-member limit as `POST /api/community/...`,
 * and the client's id makes a replay store one post. A held post is `stored` with the reason its
 * author is told; a refusal (suspended, the thread gone, the limit) is `rejected` with its pt-BR
 * text, kept on the device for its author. Nothing is pulled: the forum is read online.
 */
export const communityPostServerKind: ServerSyncKind<typeof communityPostKind> = {
  declaration: communityPostKind,
  table: 'forum_posts',
  ownerColumn: 'author_id',
  push: async (ctx, records) => {
    const results: SyncRecordResult[] = [];
    // One at a time, in the order written (a reply may follow its own thread in the same push),
    // a millisecond apart so the thread shows them in that order.
    for (const [i, raw] of records.entries())
      results.push(await publish({ ...ctx, now: new Date(ctx.now.getTime() + i) }, raw));
    return results;
  },
  pull: async () => [],
  exportRecords: async ({ em, user }) => {
    const posts = await em.find(ForumPostSchema, { authorId: user.id }, { orderBy: { createdAt: 'asc' } });
    return posts.map(
      (post): CommunityPostExportDto => ({
        id: post.id,
        threadId: post.threadId,
        status: post.status,
        text: post.text ?? post.hiddenText ?? null,
        createdAt: post.createdAt.toISOString(),
        editedAt: post.editedAt?.toISOString() ?? null,
      }),
    );
  },
};

async function publish(ctx: PushContext, raw: unknown): Promise<SyncRecordResult> {
  const parsed = v.safeParse(communityPostRecordSchema, raw);
  const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
  if (!parsed.success) {
    return { id, status: 'rejected', code: 'validation-failed', message: parsed.issues[0].message };
  }
  const record = parsed.output;
  const em = ctx.em.fork();
  try {
    if (ctx.countAgainst && ctx.rateLimits)
      await ctx.countAgainst('community:post', ctx.rateLimits.communityPostsPerMember);
    const written =
      record.threadId === null
        ? await createThread(em, ctx.account.id, record, ctx.now)
        : await createReply(em, ctx.account.id, record.threadId, record, ctx.now);
    const { post } = written;
    return post.status === 'held' && post.heldRule
      ? { id, status: 'stored', code: 'community-held', message: HELD_REASON_TEXTS[post.heldRule] }
      : { id, status: 'stored' };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    return { id, status: err.status === 409 ? 'conflict' : 'rejected', code: err.code, message: err.message };
  }
}
