import { api } from '../../../shared/api';
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
  me: () => apiGet<CommunityMeDto>(api.communityMe),
  newPseudonym: () => apiPost<CommunityMeDto>(api.communityPseudonym),
  categories: () => apiGet<ForumCategoryDto[]>(api.forumCategories),
  threads: (category?: string, cursor?: string) =>
    apiGet<ForumThreadListResponse>(api.forumThreads(category, cursor)),
  thread: (threadId: string, cursor?: string) =>
    apiGet<ForumThreadResponse>(api.forumThread(threadId, cursor)),
  newThread: (input: { id: string; category: string; title: string; text: string }) =>
    apiPost<ForumWriteResponse>(api.forumNewThread, input),
  reply: (threadId: string, input: { id: string; text: string }) =>
    apiPost<ForumWriteResponse>(api.forumReplies(threadId), input),
  edit: (postId: string, text: string) => apiPatch<ForumWriteResponse>(api.forumPost(postId), { text }),
  remove: (postId: string) => apiDelete<ForumWriteResponse>(api.forumPost(postId)),
  apoio: (postId: string, on: boolean) =>
    apiRequest<ApoioResponse>(on ? 'PUT' : 'DELETE', api.forumApoio(postId)),
  report: (postId: string, reason: string) => apiPost<void>(api.forumReports(postId), { reason }),
};
