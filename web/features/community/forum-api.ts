import { communityApi } from '../../../shared/community-api';
import type {
  ApoioResponse,
  CommunityMeDto,
  ForumCategoryDto,
  ForumThreadListResponse,
  ForumThreadResponse,
  ForumWriteResponse,
} from '../../../shared/community-api-types';
import { apiDelete, apiGet, apiPatch, apiPost, apiRequest } from '../../lib/api-client';

/** The forum's calls (issue 12); every one needs the network. */
export const forumApi = {
  me: () => apiGet<CommunityMeDto>(communityApi.communityMe),
  newPseudonym: () => apiPost<CommunityMeDto>(communityApi.communityPseudonym),
  categories: () => apiGet<ForumCategoryDto[]>(communityApi.forumCategories),
  threads: (category?: string, cursor?: string) =>
    apiGet<ForumThreadListResponse>(communityApi.forumThreads(category, cursor)),
  thread: (threadId: string, cursor?: string) =>
    apiGet<ForumThreadResponse>(communityApi.forumThread(threadId, cursor)),
  newThread: (input: { id: string; category: string; title: string; text: string }) =>
    apiPost<ForumWriteResponse>(communityApi.forumNewThread, input),
  reply: (threadId: string, input: { id: string; text: string }) =>
    apiPost<ForumWriteResponse>(communityApi.forumReplies(threadId), input),
  edit: (postId: string, text: string) =>
    apiPatch<ForumWriteResponse>(communityApi.forumPost(postId), { text }),
  remove: (postId: string) => apiDelete<ForumWriteResponse>(communityApi.forumPost(postId)),
  apoio: (postId: string, on: boolean) =>
    apiRequest<ApoioResponse>(on ? 'PUT' : 'DELETE', communityApi.forumApoio(postId)),
  report: (postId: string, reason: string) => apiPost<void>(communityApi.forumReports(postId), { reason }),
};
