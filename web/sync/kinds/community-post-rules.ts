import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalCommunityPost } from '../../data/db';
import type { SyncRules } from './web-kind';

/**
 * Forum threads and replies written offline (issue 12), a push-only `fact` kind. Published, the
 * row goes (the thread page reads the post from the server) and a held post tells its author
 * why; a refusal keeps the row, its text and the server's reason for its author.
 */
export const communityPostRules: SyncRules<LocalCommunityPost, never> = {
  toWire: (row) => ({
    type: 'community-post',
    id: row.id,
    threadId: row.threadId,
    ...(row.threadId === null && { category: row.category, title: row.title }),
    text: row.text,
  }),
  settle(row, _sent, result) {
    if (row.syncState !== 'pending') return {};
    if (result.status === 'stored' || result.status === 'duplicate')
      return {
        row: null,
        ...(result.code === 'community-held' &&
          result.message && { notice: { title: t.communityHeldTitle, description: result.message } }),
      };
    const fallback = result.status === 'conflict' ? t.conflictFallback : t.rejectedFallback;
    return { row: { ...row, syncState: result.status, syncMessage: result.message ?? fallback } };
  },
  // Never pulled (shared/sync/kinds.ts: pushOnly).
  pulled: () => ({}),
};
