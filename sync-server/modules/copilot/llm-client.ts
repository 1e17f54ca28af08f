import type { CopilotMessage } from '../../../shared/copilot-api-types';
import type { CopilotLlmConfig } from '../../config';

/** Most tokens the model may answer with: a few short sentences in Portuguese. */
export const COPILOT_MAX_TOKENS = 400;
/** Longest answer passed on (characters); `max_tokens` already bounds it, this is a backstop. */
export const COPILOT_ANSWER_MAX = 2_000;
/** Largest upstream body read; an answer of 400 tokens is a few kilobytes. */
const RESPONSE_BYTES_MAX = 256 * 1024;

/** A configured endpoint: both the address and the model are set. */
export type ReadyLlm = CopilotLlmConfig & { url: string; model: string };

export const llmReady = (llm: CopilotLlmConfig): llm is ReadyLlm => Boolean(llm.url && llm.model);

/**
 * Why the model gave no usable answer. Its `code` (`status-502`, `timeout`, `network`,
 * `bad-body`, `empty`) is what the log shows: never the member's text, the model's text or the
 * key (http/safe-log.ts prints only the class, the code and the stack).
 */
export class LlmUnavailableError extends Error {
  override readonly name = 'LlmUnavailableError';
  constructor(readonly code: string) {
    super(`language model unavailable (${code})`);
  }
}

/** The OpenAI chat-completions messages: the system prompt first, then the conversation. */
export function chatMessages(systemPrompt: string, messages: CopilotMessage[]) {
  return [
    { role: 'system' as const, content: systemPrompt },
    ...messages.map((m) => ({ role: m.role, content: m.text })),
  ];
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint for the next answer and returns its text,
 * trimmed. The whole exchange (connecting, the headers, the body) must end within
 * `llm.timeoutMs`. Throws `LlmUnavailableError` for anything but a usable answer.
 */
export async function completeChat(
  llm: ReadyLlm,
  systemPrompt: string,
  messages: CopilotMessage[],
): Promise<string> {
  const signal = AbortSignal.timeout(llm.timeoutMs);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (llm.apiKey) headers.Authorization = `Bearer ${llm.apiKey}`;
  const body = JSON.stringify({
    model: llm.model,
    messages: chatMessages(systemPrompt, messages),
    max_tokens: COPILOT_MAX_TOKENS,
    temperature: 0.6,
    stream: false,
  });
  let payload: unknown;
  try {
    const res = await fetch(llm.url, { method: 'POST', headers, body, signal, redirect: 'error' });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new LlmUnavailableError(`status-${res.status}`);
    }
    payload = JSON.parse(await readCapped(res, RESPONSE_BYTES_MAX));
  } catch (err) {
    if (err instanceof LlmUnavailableError) throw err;
    if (signal.aborted) throw new LlmUnavailableError('timeout');
    throw new LlmUnavailableError(err instanceof SyntaxError ? 'bad-body' : 'network');
  }
  const text = answerText(payload);
  if (text === null) throw new LlmUnavailableError('bad-body');
  const trimmed = text.trim();
  if (!trimmed) throw new LlmUnavailableError('empty');
  if (trimmed.length <= COPILOT_ANSWER_MAX) return trimmed;
  // Cut at the backstop without leaving half of a surrogate pair (an emoji) at the end.
  return trimmed
    .slice(0, COPILOT_ANSWER_MAX)
    .replace(/[\ud800-\udbff]$/, '')
    .trimEnd();
}

/** `choices[0].message.content` of a chat completion, or null when the body has none. */
function answerText(payload: unknown): string | null {
  const choices = (payload as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === 'string' ? content : null;
}

/** The body as UTF-8 text, refusing one larger than `max` bytes. */
async function readCapped(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new LlmUnavailableError('too-large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
