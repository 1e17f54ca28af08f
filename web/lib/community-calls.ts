import { communityApi } from '../../shared/community-api';
import type { CommunityMeDto, ForumWriteResponse } from '../../shared/community-api-types';
import { apiDelete, apiGet, apiPost } from './api-client';

/**
 * The community's calls that the forum and the chat share (issue 12): the person's pseudonym, and
 * deleting or reporting a post or a chat message (a chat message is a post of its room).
 */
export const communityCalls = {
  me: () => apiGet<CommunityMeDto>(communityApi.communityMe),
  newPseudonym: () => apiPost<CommunityMeDto>(communityApi.communityPseudonym),
  remove: (postId: string) => apiDelete<ForumWriteResponse>(communityApi.forumPost(postId)),
  report: (postId: string, reason: string) => apiPost<void>(communityApi.forumReports(postId), { reason }),
};
