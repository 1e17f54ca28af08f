import { communityApi } from '../../../shared/community-api';
import type { ChatHistoryResponse, ChatWriteResponse } from '../../../shared/community-api-types';
import type { ChatMessageInput } from '../../../shared/schemas/community.schema';
import { track } from '../../lib/analytics';
import { apiGet, apiPost } from '../../lib/api-client';

/**
 * The chat's calls (issue 12); they need the network. Deleting and reporting a message are the
 * community's shared calls (lib/community-calls.ts), like the pseudonym.
 */
export const chatApi = {
  history: (room: string, before?: string) =>
    apiGet<ChatHistoryResponse>(communityApi.chatMessages(room, before)),
  /** Records `community_post_created` (spec §9's behaviour tracker) like the forum's posts. */
  send: (room: string, input: ChatMessageInput) =>
    apiPost<ChatWriteResponse>(communityApi.chatMessages(room), input).then((answer) => {
      track('community_post_created', 'chat');
      return answer;
    }),
};
