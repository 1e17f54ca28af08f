import { copilotTexts as t } from '../../texts/copilot.texts';
import { signalsCrisis } from '../crisis-guardrail';
import { messageKey } from '../message-key';
import {
  type CopilotLink,
  FLOW_START,
  type FlowStep,
  MENU_REPLIES,
  type QuickReply,
  STEPS,
  type StepId,
} from './flows';
import { matchIntent } from './intents';

/**
 * The copiloto's engine (issue 14, part 3): given where the conversation is and what the member
 * sent, what the copiloto says next. Pure and offline. The crisis guardrail runs first on every
 * message — typed or tapped, in any step — and when it fires the flow stops and the crisis card
 * comes first (CVV 188, SAMU 192), with the choice to keep talking after it.
 */

/** One message of the copiloto. */
export interface CopilotSays {
  text: string;
  links: readonly CopilotLink[];
  /** Draw the crisis lines (CVV 188, SAMU 192) as call buttons above the text. */
  crisisLines: boolean;
  /** The crisis card: the guardrail fired. */
  crisis: boolean;
}

/**
 * The copiloto's answer: its messages, the step the conversation is now at, and that step's
 * quick replies. `fallback`: the free text matched no flow (the page may relay it to the
 * optional language model instead).
 */
export interface Turn {
  kind: 'flow' | 'crisis' | 'fallback';
  at: StepId;
  says: CopilotSays[];
  replies: readonly QuickReply[];
}

/** The first turn of a conversation: who the copiloto is, and the four flows. */
export function openingTurn(): Turn {
  return { kind: 'flow', at: 'menu', says: [plain(t.greeting)], replies: MENU_REPLIES };
}

/** The member tapped a quick reply: its label is what they said. */
export function chooseReply(reply: QuickReply): Turn {
  if (signalsCrisis(reply.label)) return crisisTurn();
  return stepTurn(reply.to);
}

/** Longest part of a free answer the copiloto repeats back in a reflection. */
export const REFLECTION_MAX = 160;

/** The member typed `text` at step `at`. */
export function answerText(at: StepId, text: string): Turn {
  if (signalsCrisis(text)) return crisisTurn();
  const step = at === 'crisis' ? null : STEPS[at];
  const answer = text.trim().replace(/\s+/g, ' ');
  if (step?.open && answer) {
    const next = stepTurn(step.open.next);
    return { ...next, says: [plain(step.open.reflect(shorten(answer))), ...next.says] };
  }
  const reply = replies(at).find((r) => sameWords(r.label, answer));
  if (reply) return chooseReply(reply);
  const flow = matchIntent(answer);
  if (flow) return stepTurn(FLOW_START[flow]);
  return { kind: 'fallback', at: 'menu', says: [plain(t.fallback)], replies: MENU_REPLIES };
}

/** The crisis card and the choices after it. */
export function crisisTurn(): Turn {
  return {
    kind: 'crisis',
    at: 'crisis',
    says: [{ text: '', links: [], crisisLines: true, crisis: true }],
    replies: CRISIS_REPLIES,
  };
}

const CRISIS_REPLIES: readonly QuickReply[] = [
  { label: t.crisisKeepTalking, to: 'after-crisis' },
  { label: t.crisisTalkToSomeone, to: 'talk.start' },
];

/** The quick replies shown at step `at`. */
export function replies(at: StepId): readonly QuickReply[] {
  return at === 'crisis' ? CRISIS_REPLIES : STEPS[at].replies;
}

function stepTurn(to: StepId): Turn {
  if (to === 'crisis') return crisisTurn();
  const step: FlowStep = STEPS[to];
  return {
    kind: 'flow',
    at: to,
    says: [
      { text: step.say, links: step.links ?? [], crisisLines: step.crisisLines ?? false, crisis: false },
    ],
    replies: step.replies,
  };
}

const plain = (text: string): CopilotSays => ({ text, links: [], crisisLines: false, crisis: false });

/** A typed answer that says the same as a quick reply's label ("feito", "Continuar"). */
function sameWords(label: string, text: string): boolean {
  const typed = messageKey(text);
  return typed.length > 0 && typed === messageKey(label);
}

function shorten(answer: string): string {
  return answer.length <= REFLECTION_MAX ? answer : `${answer.slice(0, REFLECTION_MAX - 1).trimEnd()}…`;
}
