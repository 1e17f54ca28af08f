import { copilotTexts as t } from '../../texts/copilot.texts';

/**
 * The copiloto's guided flows (issue 14, part 3) as data: each step is what the copiloto says,
 * the links it offers and the quick replies that lead on. The engine (engine.ts) walks them; the
 * page only draws them. Every path of every flow ends at a step whose replies lead back to the
 * menu, and the crisis guardrail runs before any of it.
 */

export const FLOW_IDS = ['urge', 'lapse', 'debt', 'talk'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/**
 * A link the copiloto offers: an app path, another site, or one of the dashboard's record
 * dialogs (the app knows its address: `DASHBOARD_DIALOG_LINKS` in web/lib/dashboard-links.ts).
 */
export type CopilotLink =
  | { kind: 'app' | 'external'; label: string; href: string }
  | { kind: 'dashboard-dialog'; label: string; dialog: 'relapse' };

/** A quick reply: its label is what the member says when they tap it. */
export interface QuickReply {
  label: string;
  to: StepId;
}

/** One step of a flow. */
export interface FlowStep {
  say: string;
  links?: readonly CopilotLink[];
  /** The crisis lines (CVV 188, SAMU 192) as call buttons, above the links. */
  crisisLines?: boolean;
  replies: readonly QuickReply[];
  /**
   * An open question: a free answer is reflected back in the member's own words, then the
   * conversation goes on at `next`.
   */
  open?: { reflect: (answer: string) => string; next: StepId };
}

/** Paths the flows link to (the app's routes; the games and CAPS pages are built by issue 14). */
export const COPILOT_PATHS = {
  urgeSurf: '/jogos?jogo=onda',
  breathe: '/jogos?jogo=respirar',
  blockers: '/articles/gambling-blockers',
  relapseGuide: '/articles/complete-recovery-guide#recaida-parte-do-caminho-nao-o-fim',
  budgetCalculator: '/articles/budget-calculator',
  debtGuide: '/articles/complete-recovery-guide#dinheiro-e-dividas',
  moneyCourse: '/learn/dinheiro-e-dividas',
  therapists: '/therapists',
  community: '/community',
  caps: '/caps',
  supportGroups: 'https://jogadoresanonimos.com.br/',
} as const;

const app = (label: string, href: string): CopilotLink => ({ label, href, kind: 'app' });
const external = (label: string, href: string): CopilotLink => ({ label, href, kind: 'external' });

const backToStart: QuickReply = { label: t.backToStart, to: 'menu' };
const menuReplies: readonly QuickReply[] = [
  { label: t.flows.urge, to: 'urge.start' },
  { label: t.flows.lapse, to: 'lapse.start' },
  { label: t.flows.debt, to: 'debt.start' },
  { label: t.flows.talk, to: 'talk.start' },
];

const registerRelapse: CopilotLink = {
  kind: 'dashboard-dialog',
  label: t.lapse.registerLink,
  dialog: 'relapse',
};

/** Every step's id, and `crisis`: the crisis card, which the engine draws itself. */
export type StepId =
  | 'menu'
  | 'after-crisis'
  | 'crisis'
  | 'urge.start'
  | 'urge.strong'
  | 'urge.distance'
  | 'urge.phone'
  | 'urge.surf'
  | 'urge.call'
  | 'urge.block'
  | 'urge.reasons'
  | 'urge.check'
  | 'urge.passed'
  | 'urge.still'
  | 'lapse.start'
  | 'lapse.guilt'
  | 'lapse.chase'
  | 'lapse.unsure'
  | 'lapse.register'
  | 'lapse.plan'
  | 'lapse.trigger'
  | 'lapse.end'
  | 'debt.start'
  | 'debt.list'
  | 'debt.rule'
  | 'debt.loan'
  | 'debt.bank'
  | 'debt.step'
  | 'debt.end'
  | 'talk.start'
  | 'talk.caps'
  | 'talk.cvv'
  | 'talk.end';

export const STEPS: Readonly<Record<Exclude<StepId, 'crisis'>, FlowStep>> = {
  menu: { say: t.menuAgain, replies: menuReplies },
  /** After the crisis card, when the member chooses to keep talking. */
  'after-crisis': { say: t.afterCrisis, replies: menuReplies },

  'urge.start': {
    say: t.urge.start,
    replies: [
      { label: t.urge.agreeWait, to: 'urge.distance' },
      { label: t.urge.tooStrong, to: 'urge.strong' },
    ],
  },
  'urge.strong': { say: t.urge.strong, replies: [{ label: t.continue, to: 'urge.distance' }] },
  'urge.distance': {
    say: t.urge.distance,
    replies: [
      { label: t.urge.distanceDone, to: 'urge.surf' },
      { label: t.urge.cantLetGo, to: 'urge.phone' },
    ],
  },
  'urge.phone': { say: t.urge.phoneAlly, replies: [{ label: t.continue, to: 'urge.surf' }] },
  'urge.surf': {
    say: t.urge.surf,
    links: [app(t.urge.surfLink, COPILOT_PATHS.urgeSurf), app(t.urge.breatheLink, COPILOT_PATHS.breathe)],
    replies: [
      { label: t.urge.surfDone, to: 'urge.call' },
      { label: t.urge.preferTalk, to: 'talk.start' },
    ],
  },
  'urge.call': {
    say: t.urge.call,
    links: [
      external(t.urge.groupsLink, COPILOT_PATHS.supportGroups),
      app(t.urge.forumLink, COPILOT_PATHS.community),
    ],
    replies: [{ label: t.continue, to: 'urge.block' }],
  },
  'urge.block': {
    say: t.urge.block,
    links: [app(t.urge.blockLink, COPILOT_PATHS.blockers)],
    replies: [{ label: t.continue, to: 'urge.reasons' }],
  },
  'urge.reasons': {
    say: t.urge.reasons,
    replies: [{ label: t.notAnswered, to: 'urge.check' }],
    open: { reflect: t.urge.reasonsReflection, next: 'urge.check' },
  },
  'urge.check': {
    say: t.urge.check,
    replies: [
      { label: t.urge.passed, to: 'urge.passed' },
      { label: t.urge.stillHere, to: 'urge.still' },
    ],
  },
  'urge.passed': { say: t.urge.passedEnd, replies: [backToStart] },
  'urge.still': {
    say: t.urge.stillEnd,
    links: [app(t.urge.surfLink, COPILOT_PATHS.urgeSurf), app(t.urge.breatheLink, COPILOT_PATHS.breathe)],
    replies: [{ label: t.flows.talk, to: 'talk.start' }, backToStart],
  },

  'lapse.start': {
    say: t.lapse.start,
    replies: [
      { label: t.lapse.guilt, to: 'lapse.guilt' },
      { label: t.lapse.chase, to: 'lapse.chase' },
      { label: t.lapse.unsure, to: 'lapse.unsure' },
    ],
  },
  'lapse.guilt': { say: t.lapse.guiltReply, replies: [{ label: t.continue, to: 'lapse.register' }] },
  'lapse.chase': { say: t.lapse.chaseReply, replies: [{ label: t.continue, to: 'lapse.plan' }] },
  'lapse.unsure': { say: t.lapse.unsureReply, replies: [{ label: t.continue, to: 'lapse.register' }] },
  'lapse.register': {
    say: t.lapse.register,
    links: [registerRelapse],
    replies: [{ label: t.continue, to: 'lapse.plan' }],
  },
  'lapse.plan': {
    say: t.lapse.plan,
    replies: [{ label: t.lapse.planAgree, to: 'lapse.trigger' }],
  },
  'lapse.trigger': {
    say: t.lapse.trigger,
    replies: [{ label: t.notAnswered, to: 'lapse.end' }],
    open: { reflect: t.lapse.triggerReflection, next: 'lapse.end' },
  },
  'lapse.end': {
    say: t.lapse.end,
    links: [registerRelapse, app(t.lapse.guideLink, COPILOT_PATHS.relapseGuide)],
    replies: [backToStart],
  },

  'debt.start': {
    say: t.debt.start,
    replies: [
      { label: t.debt.noThoughts, to: 'debt.list' },
      { label: t.debt.yesThoughts, to: 'crisis' },
    ],
  },
  'debt.list': { say: t.debt.list, replies: [{ label: t.continue, to: 'debt.rule' }] },
  'debt.rule': {
    say: t.debt.rule,
    replies: [
      { label: t.continue, to: 'debt.bank' },
      { label: t.debt.thinkingLoan, to: 'debt.loan' },
    ],
  },
  'debt.loan': { say: t.debt.loan, replies: [{ label: t.continue, to: 'debt.bank' }] },
  'debt.bank': {
    say: t.debt.bank,
    links: [
      app(t.debt.calculatorLink, COPILOT_PATHS.budgetCalculator),
      app(t.debt.guideLink, COPILOT_PATHS.debtGuide),
      app(t.debt.courseLink, COPILOT_PATHS.moneyCourse),
    ],
    replies: [{ label: t.continue, to: 'debt.step' }],
  },
  'debt.step': {
    say: t.debt.step,
    replies: [{ label: t.notAnswered, to: 'debt.end' }],
    open: { reflect: t.debt.stepReflection, next: 'debt.end' },
  },
  'debt.end': { say: t.debt.end, replies: [backToStart] },

  'talk.start': {
    say: t.talk.start,
    crisisLines: true,
    links: [
      app(t.talk.therapistsLink, COPILOT_PATHS.therapists),
      external(t.talk.groupsLink, COPILOT_PATHS.supportGroups),
      app(t.talk.forumLink, COPILOT_PATHS.community),
      app(t.talk.capsLink, COPILOT_PATHS.caps),
    ],
    replies: [
      { label: t.talk.whatIsCaps, to: 'talk.caps' },
      { label: t.talk.whatIsCvv, to: 'talk.cvv' },
      { label: t.talk.thanks, to: 'talk.end' },
    ],
  },
  'talk.caps': {
    say: t.talk.caps,
    links: [app(t.talk.capsLink, COPILOT_PATHS.caps)],
    replies: [
      { label: t.talk.thanks, to: 'talk.end' },
      { label: t.talk.whatIsCvv, to: 'talk.cvv' },
    ],
  },
  'talk.cvv': {
    say: t.talk.cvv,
    crisisLines: true,
    replies: [
      { label: t.talk.thanks, to: 'talk.end' },
      { label: t.talk.whatIsCaps, to: 'talk.caps' },
    ],
  },
  'talk.end': {
    say: t.talk.end,
    links: [app(t.talk.therapistsLink, COPILOT_PATHS.therapists), app(t.talk.capsLink, COPILOT_PATHS.caps)],
    replies: [backToStart],
  },
};

export const FLOW_START: Readonly<Record<FlowId, StepId>> = {
  urge: 'urge.start',
  lapse: 'lapse.start',
  debt: 'debt.start',
  talk: 'talk.start',
};

export const MENU_REPLIES = menuReplies;

/** The flow a step belongs to, or null for the menu and the crisis card. */
export function flowOf(step: StepId): FlowId | null {
  const prefix = step.split('.')[0];
  return (FLOW_IDS as readonly string[]).includes(prefix ?? '') ? (prefix as FlowId) : null;
}
