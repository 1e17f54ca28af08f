import { useCallback, useEffect, useRef, useState } from 'react';
import {
  answerText,
  chooseReply,
  crisisTurn,
  openingTurn,
  type Turn,
} from '../../../shared/domain/copilot/engine';
import type { QuickReply } from '../../../shared/domain/copilot/flows';
import { copilotLlmTexts as l } from '../../../shared/texts/copilot.texts';
import { track } from '../../lib/analytics';
import {
  type Conversation,
  type ConversationLine,
  forgetConversation,
  loadConversation,
  storeConversation,
} from '../../lib/copilot-conversation';
import type { RelayResult } from './model-relay';

/** Sends free text the guided flows did not answer to the language model; null: do not. */
export type Relay = ((lines: readonly ConversationLine[]) => Promise<RelayResult>) | null;

const RELAY_NOTES = { offline: l.offline, limit: l.limit, unavailable: l.unavailable } as const;

function fresh(userId: string): Conversation {
  return { userId, lines: linesOf(openingTurn(), 0), at: 'menu', tracked: false };
}

function linesOf(turn: Turn, firstId: number): ConversationLine[] {
  return turn.says.map((says, i) => ({ id: firstId + i, from: 'copilot', says }));
}

/**
 * The conversation of /copiloto: kept in this tab (web/lib/copilot-conversation.ts), answered by the
 * engine on the device. `relay` is asked only for free text no guided flow matched; whatever it
 * fails with, the guided flows answer, with a gentle note. `wellness_chat_used` is sent once per
 * conversation, at the member's first message.
 */
export function useConversation(owner: string | null, relay: Relay) {
  const [conversation, setConversation] = useState<Conversation>(
    () => (owner !== null && loadConversation(owner)) || fresh(owner ?? ''),
  );
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(conversation);
  latest.current = conversation;
  // Whose conversation is on screen: null while React takes over the prerendered page (drawn as
  // the build drew it, a new conversation, and never stored: the one kept in this tab is not
  // overwritten); then the person's own, kept one comes back. Signing in or out on this tab
  // shows the new person's, never the last one's.
  const shownFor = useRef(owner);
  useEffect(() => {
    if (owner === null || owner === shownFor.current) return;
    shownFor.current = owner;
    setConversation(loadConversation(owner) ?? fresh(owner));
  }, [owner]);
  useEffect(() => {
    if (shownFor.current !== null) storeConversation(conversation);
  }, [conversation]);

  /** The member's first message of this conversation counts it as used, once. */
  const markUsed = useCallback(() => {
    if (latest.current.tracked) return;
    latest.current = { ...latest.current, tracked: true };
    track('wellness_chat_used');
  }, []);

  const append = useCallback(
    (memberText: string, turn: Turn) => {
      markUsed();
      setConversation((current) => {
        const id = (current.lines.at(-1)?.id ?? 0) + 1;
        const member: ConversationLine = { id, from: 'member', text: memberText };
        return {
          ...current,
          tracked: true,
          at: turn.at,
          lines: [...current.lines, member, ...linesOf(turn, id + 1)],
        };
      });
    },
    [markUsed],
  );

  const choose = useCallback(
    (reply: QuickReply) => {
      if (!waiting) append(reply.label, chooseReply(reply));
    },
    [append, waiting],
  );

  const send = useCallback(
    async (text: string) => {
      if (waiting) return;
      const turn = answerText(latest.current.at, text);
      if (turn.kind !== 'fallback' || !relay) return append(text, turn);
      markUsed();
      setConversation((current) => {
        const id = (current.lines.at(-1)?.id ?? 0) + 1;
        return { ...current, tracked: true, lines: [...current.lines, { id, from: 'member', text }] };
      });
      setWaiting(true);
      const lines = latest.current.lines;
      const result = await relay([...lines, { id: -1, from: 'member', text }]);
      setWaiting(false);
      setConversation((current) => {
        let id = current.lines.at(-1)?.id ?? 0;
        const answer: Turn = result.kind === 'crisis' ? crisisTurn() : turn;
        const added: ConversationLine[] =
          result.kind === 'reply'
            ? [{ id: ++id, from: 'ai', text: result.text }]
            : result.kind === 'failed'
              ? [{ id: ++id, from: 'note', text: RELAY_NOTES[result.reason] }]
              : [];
        const says = result.kind === 'reply' ? [] : linesOf(answer, id + 1);
        return { ...current, at: answer.at, lines: [...current.lines, ...added, ...says] };
      });
    },
    [append, markUsed, relay, waiting],
  );

  const restart = useCallback(() => {
    forgetConversation();
    setConversation(fresh(owner ?? ''));
  }, [owner]);

  return { conversation, waiting, choose, send, restart };
}
