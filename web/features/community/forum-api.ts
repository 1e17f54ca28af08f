import { communityApi } from '../../../shared/community-api';
import type {
  ApoioResponse,
  ForumCategoryDto,
  ForumThreadListResponse,
  ForumThreadResponse,
  ForumWriteResponse,
} from '../../../shared/community-api-types';
import { track } from '../../lib/analytics';
import { apiGet, apiPatch, apiPost, apiRequest } from '../../lib/api-client';
import { communityCalls } from '../../lib/community-calls';

/** `community_post_created` (spec §9's behaviour tracker), labelled with what was published. */
const tracked =
  (label: 'thread' | 'reply') =>
  <T>(answer: T): T => {
    track('community_post_created', label);
    return answer;
  };

/** The forum's calls (issue 12), with the community's shared ones; every one needs the network. */
export const forumApi = {
  ...communityCalls,
  categories: () => apiGet<ForumCategoryDto[]>(communityApi.forumCategories),
  threads: (category?: string, cursor?: string) =>
    apiGet<ForumThreadListResponse>(communityApi.forumThreads(category, cursor)),
  thread: (threadId: string, cursor?: string) =>
    apiGet<ForumThreadResponse>(communityApi.forumThread(threadId, cursor)),
  newThread: (input: { id: string; category: string; title: string; text: string }) =>
    apiPost<ForumWriteResponse>(communityApi.forumNewThread, input).then(tracked('thread')),
  reply: (threadId: string, input: { id: string; text: string }) =>
    apiPost<ForumWriteResponse>(communityApi.forumReplies(threadId), input).then(tracked('reply')),
  edit: (postId: string, text: string) =>
    apiPatch<ForumWriteResponse>(communityApi.forumPost(postId), { text }),
  apoio: (postId: string, on: boolean) =>
    apiRequest<ApoioResponse>(on ? 'PUT' : 'DELETE', communityApi.forumApoio(postId)),
};
