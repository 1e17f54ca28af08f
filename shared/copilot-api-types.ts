/**
 * The copiloto's optional language-model relay (issue 14, part 3). The guided flows at
 * /copiloto work offline without it; when the server has a model configured and the member opts
 * in, free text the guided flows did not answer is relayed to it:
 * GET /api/copilot/status → CopilotStatusResponse (members);
 * POST /api/copilot/reply, body CopilotReplyRequest → CopilotReplyResponse (members).
 * Errors: 400 `validation-failed` (no `optIn: true`, invalid messages), 429 `copilot-limit`
 * (the member's hourly limit, with Retry-After), 503 `copilot-unavailable` (no model
 * configured, or the model failed or took too long).
 */

/** Who wrote a message of the conversation: the member, or the model's earlier answers. */
export type CopilotRole = 'user' | 'assistant';

export interface CopilotMessage {
  role: CopilotRole;
  /** Plain text, 1–`COPILOT_MESSAGE_TEXT_MAX` characters (line breaks allowed). */
  text: string;
}

/** Most messages one request may carry (the conversation's latest turns). */
export const COPILOT_MESSAGES_MAX = 20;
/** Longest text of one message. */
export const COPILOT_MESSAGE_TEXT_MAX = 1000;

/** `GET /api/copilot/status`: whether free text can be relayed to a model at all. */
export interface CopilotStatusResponse {
  llmAvailable: boolean;
}

/**
 * `POST /api/copilot/reply`. `optIn` must be the literal `true`: the member's explicit choice to
 * send this text to the model. The last message is the member's.
 */
export interface CopilotReplyRequest {
  optIn: true;
  messages: CopilotMessage[];
}

/**
 * 200 answers. `crisis`: the crisis guardrail fired on one of the member's messages (nothing was
 * sent to the model) or on the model's answer (its text is never returned); the page shows the
 * crisis card (CVV 188, SAMU 192) instead of a reply.
 */
export type CopilotReplyResponse = { kind: 'reply'; text: string } | { kind: 'crisis' };
