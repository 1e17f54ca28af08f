import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalCommunityPost } from '../../data/db';
import type { WebSyncKind } from './web-kind';

/**
 * Forum threads and replies written offline (issue 12), a push-only `fact` kind. Its rules
 * (./community-post-rules.ts) load with the first such record a page meets.
 */
export const communityPostWebKind: WebSyncKind<LocalCommunityPost, never> = {
  type: 'community-post',
  table: (db) => db.communityPosts,
  describe: (row) => ({
    label: t.kindCommunityPost,
    when: row.createdAt,
    href: row.threadId ? `/community/${row.threadId}` : '/community',
  }),
  rules: () => import('./community-post-rules').then((m) => m.communityPostRules),
};
