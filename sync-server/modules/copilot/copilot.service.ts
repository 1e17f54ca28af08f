import type { CopilotReplyResponse, CopilotStatusResponse } from '../../../shared/copilot-api-types';
import { signalsCrisis } from '../../../shared/domain/crisis-guardrail';
import type { CopilotReplyInput } from '../../../shared/schemas/copilot.schema';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { type RateLimiter, rateKey } from '../auth/rate-limit';
import { COPILOT_SYSTEM_PROMPT } from './copilot-system-prompt';
import { completeChat, LlmUnavailableError, llmReady } from './llm-client';

const CRISIS: CopilotReplyResponse = { kind: 'crisis' };

/** The counter of one member's relayed messages (the database-backed limiter, every instance). */
export const copilotRateKey = (userId: string) => rateKey('copilot:reply', userId);

export const copilotStatus = (config: Config): CopilotStatusResponse => ({
  llmAvailable: llmReady(config.copilotLlm),
});

/**
 * The next answer of the copiloto's model to a member's conversation (issue 14). In order:
 * 1. the crisis guardrail on each of the member's messages: `crisis`, and nothing is sent,
 *    counted or refused (a person in crisis is never answered 503 or 429);
 * 2. 503 when no model is configured;
 * 3. one hit on the member's hourly limit (429 beyond it; counted before the call, so parallel
 *    requests cannot all pass);
 * 4. the model's answer (503 when it fails or takes longer than the timeout);
 * 5. the guardrail on that answer: `crisis`, and its text is dropped.
 * Neither the member's text nor the model's reaches the log or the database.
 */
export async function replyToMember(
  { config, limiter }: { config: Config; limiter: RateLimiter },
  userId: string,
  input: CopilotReplyInput,
): Promise<CopilotReplyResponse> {
  if (input.messages.some((m) => m.role === 'user' && signalsCrisis(m.text))) return CRISIS;
  const llm = config.copilotLlm;
  if (!llmReady(llm)) throw unavailable();
  await countAgainstLimit(limiter, userId, config.rateLimits.copilotRepliesPerMember);
  let answer: string;
  try {
    answer = await completeChat(llm, COPILOT_SYSTEM_PROMPT, input.messages);
  } catch (err) {
    if (!(err instanceof LlmUnavailableError)) throw err;
    // The error middleware logs a 5xx once, with this cause's class and code (the failure's kind).
    throw unavailable(err);
  }
  if (signalsCrisis(answer)) return CRISIS;
  return { kind: 'reply', text: answer };
}

function unavailable(cause?: LlmUnavailableError): HttpError {
  const error = new HttpError(503, 'copilot-unavailable');
  if (cause) error.cause = cause;
  return error;
}

/** The limiter's hit, its 429 answered with the copiloto's own words (Retry-After kept). */
async function countAgainstLimit(
  limiter: RateLimiter,
  userId: string,
  rule: Config['rateLimits']['copilotRepliesPerMember'],
): Promise<void> {
  try {
    await limiter.hit(copilotRateKey(userId), rule);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429)
      throw new HttpError(429, 'copilot-limit', undefined, undefined, err.headers);
    throw err;
  }
}
