import type { CopilotSays } from '../../shared/domain/copilot/engine';
import type { StepId } from '../../shared/domain/copilot/flows';

/** One line of the conversation on screen. */
export type ConversationLine =
  | { id: number; from: 'member'; text: string }
  | { id: number; from: 'copilot'; says: CopilotSays }
  /** An answer of the optional language model. */
  | { id: number; from: 'ai'; text: string }
  /** A short note of the app (the model could not answer; the guided flows go on). */
  | { id: number; from: 'note'; text: string };

export interface Conversation {
  userId: string;
  lines: ConversationLine[];
  /** The step the conversation is at: its quick replies are offered. */
  at: StepId;
  /** `wellness_chat_used` was sent for this conversation. */
  tracked: boolean;
}

/**
 * The copiloto's conversation (web/features/copilot) lives in this tab only (sessionStorage): it
 * survives a visit to /jogos and the back button, and is gone when the tab closes or the person
 * signs out (web/features/auth/sign-out.ts, hence its place in lib). Nothing of it leaves the device unless the member
 * saves it in Meu Diário (or turns the optional language model on).
 */
const KEY = 'virada:copilot:conversation';

export function loadConversation(userId: string): Conversation | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Conversation;
    if (parsed.userId === userId && Array.isArray(parsed.lines) && typeof parsed.at === 'string')
      return parsed;
    // Another account's conversation in this tab: it is not shown, and not kept either.
    sessionStorage.removeItem(KEY);
    return null;
  } catch {
    return null;
  }
}

export function storeConversation(conversation: Conversation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(conversation));
  } catch {
    // Storage full or blocked: the conversation still works in memory.
  }
}

export function forgetConversation(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The member's choice to use the language model, remembered on this device (off by default). */
const OPT_IN_KEY = 'virada:copilot:llm-opt-in';

export function readLlmOptIn(): boolean {
  try {
    return localStorage.getItem(OPT_IN_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeLlmOptIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(OPT_IN_KEY, '1');
    else localStorage.removeItem(OPT_IN_KEY);
  } catch {
    // Not remembered: it stays as chosen while the page is open.
  }
}
