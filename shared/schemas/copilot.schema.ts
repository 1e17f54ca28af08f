import * as v from 'valibot';
import { COPILOT_MESSAGE_TEXT_MAX, COPILOT_MESSAGES_MAX } from '../copilot-api-types';
import { copilotValidationTexts as t } from '../texts/copilot-api.texts';
import { hasVisibleText, storableMultilineText } from './text';

/** One message of the conversation: who wrote it and its plain text (1–1,000 characters). */
export const copilotMessageSchema = v.object(
  {
    role: v.picklist(['user', 'assistant'], t.roleInvalid),
    text: v.pipe(
      v.string(t.textRequired),
      storableMultilineText(),
      v.trim(),
      v.minLength(1, t.textRequired),
      v.maxLength(COPILOT_MESSAGE_TEXT_MAX, t.textTooLong),
      v.check((s: string) => hasVisibleText(s), t.textRequired),
    ),
  },
  t.messagesInvalid,
);

/**
 * `POST /api/copilot/reply` (shared/copilot-api-types.ts). `optIn` must be the literal `true`:
 * without the member's explicit choice nothing is relayed. 1–20 messages, the last the member's.
 */
export const copilotReplySchema = v.object(
  {
    optIn: v.literal(true, t.optInRequired),
    messages: v.pipe(
      v.array(copilotMessageSchema, t.messagesInvalid),
      v.minLength(1, t.messagesEmpty),
      v.maxLength(COPILOT_MESSAGES_MAX, t.messagesTooMany),
      v.check((messages) => messages.at(-1)?.role === 'user', t.lastMustBeMember),
    ),
  },
  t.messagesInvalid,
);
export type CopilotReplyInput = v.InferOutput<typeof copilotReplySchema>;
