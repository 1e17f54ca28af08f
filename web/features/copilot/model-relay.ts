import { api } from '../../../shared/api';
import {
  COPILOT_MESSAGE_TEXT_MAX,
  COPILOT_MESSAGES_MAX,
  type CopilotMessage,
  type CopilotReplyRequest,
  type CopilotReplyResponse,
  type CopilotStatusResponse,
} from '../../../shared/copilot-api-types';
import { signalsCrisis } from '../../../shared/domain/crisis-guardrail';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';
import type { ConversationLine } from '../../lib/copilot-conversation';

/** How long the page waits for the model before going on with the guided flows. */
export const MODEL_TIMEOUT_MS = 20_000;

/** What the relay gave: an answer, the crisis card, or why the guided flows go on instead. */
export type RelayResult =
  | CopilotReplyResponse
  | { kind: 'failed'; reason: 'offline' | 'limit' | 'unavailable' };

/** Whether the server has a model at all (members only); false when it cannot be asked. */
export async function modelAvailable(): Promise<boolean> {
  try {
    return (await apiGet<CopilotStatusResponse>(api.copilotStatus)).llmAvailable === true;
  } catch {
    return false;
  }
}

/**
 * The conversation as the relay takes it: the member's messages and the answers they got,
 * since the last crisis card (what came before it is not sent again), the latest
 * `COPILOT_MESSAGES_MAX`, each cut to `COPILOT_MESSAGE_TEXT_MAX` characters, ending with the
 * member's message.
 */
export function relayMessages(lines: readonly ConversationLine[]): CopilotMessage[] {
  const lastCrisis = lines.findLastIndex((line) => line.from === 'copilot' && line.says.crisis);
  const messages: CopilotMessage[] = [];
  for (const line of lines.slice(lastCrisis + 1)) {
    const text =
      line.from === 'member' || line.from === 'ai'
        ? line.text
        : line.from === 'copilot'
          ? line.says.text
          : '';
    if (!text.trim() || line.from === 'note') continue;
    messages.push({
      role: line.from === 'member' ? 'user' : 'assistant',
      text: text.slice(0, COPILOT_MESSAGE_TEXT_MAX),
    });
  }
  const recent = messages.slice(-COPILOT_MESSAGES_MAX);
  while (recent.length && recent[0]?.role !== 'user') recent.shift();
  return recent;
}

/**
 * Sends the conversation to the optional language model. The crisis guardrail runs here first,
 * on the device, on every message of the member: nothing is sent when it fires. Never throws.
 */
export async function askModel(lines: readonly ConversationLine[]): Promise<RelayResult> {
  const messages = relayMessages(lines);
  if (messages.some((m) => m.role === 'user' && signalsCrisis(m.text))) return { kind: 'crisis' };
  if (messages.at(-1)?.role !== 'user') return { kind: 'failed', reason: 'unavailable' };
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { kind: 'failed', reason: 'offline' };
  const body: CopilotReplyRequest = { optIn: true, messages };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<RelayResult>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'failed', reason: 'unavailable' }), MODEL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([apiPost<CopilotReplyResponse>(api.copilotReply, body).then(checked), timeout]);
  } catch (err) {
    if (err instanceof ApiError)
      return { kind: 'failed', reason: err.status === 429 ? 'limit' : 'unavailable' };
    return { kind: 'failed', reason: 'offline' };
  } finally {
    clearTimeout(timer);
  }
}

/** An answer the page can show: a reply's text is checked by the guardrail once more. */
function checked(answer: CopilotReplyResponse): RelayResult {
  if (answer?.kind === 'crisis') return { kind: 'crisis' };
  if (answer?.kind === 'reply' && typeof answer.text === 'string' && answer.text.trim())
    return signalsCrisis(answer.text) ? { kind: 'crisis' } : { kind: 'reply', text: answer.text.trim() };
  return { kind: 'failed', reason: 'unavailable' };
}
