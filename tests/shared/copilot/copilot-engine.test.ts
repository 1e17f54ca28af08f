import { describe, expect, it } from 'vitest';
import {
  answerText,
  chooseReply,
  openingTurn,
  REFLECTION_MAX,
  replies,
  type Turn,
} from '../../../shared/domain/copilot/engine';
import {
  FLOW_IDS,
  FLOW_START,
  type FlowId,
  flowOf,
  STEPS,
  type StepId,
} from '../../../shared/domain/copilot/flows';
import { conversationForDiary } from '../../../shared/domain/copilot/transcript';
import { signalsCrisis } from '../../../shared/domain/crisis-guardrail';
import { JOURNAL_TEXT_MAX_LENGTH } from '../../../shared/schemas/journal.schema';
import { copilotTexts as t } from '../../../shared/texts/copilot.texts';
import { CRISIS_TRIGGERS, ORDINARY_MESSAGES } from '../crisis-guardrail-table';

const ALL_STEPS = Object.keys(STEPS) as Exclude<StepId, 'crisis'>[];
const FLOW_STEPS = ALL_STEPS.filter((id) => flowOf(id) !== null);

/** Taps the first reply of each step until it leads back to the menu; returns the steps passed. */
function walk(start: StepId, pick: (turn: Turn) => number = () => 0): StepId[] {
  const seen: StepId[] = [];
  let turn = chooseReply({ label: 'início', to: start });
  for (let i = 0; i < 30; i++) {
    seen.push(turn.at);
    const reply = turn.replies[pick(turn)] ?? turn.replies[0]!;
    if (reply.to === 'menu') return seen;
    turn = chooseReply(reply);
  }
  throw new Error(`no end after ${seen.join(' → ')}`);
}

describe('the guided flows', () => {
  it('opens with a greeting and the four flows as quick replies', () => {
    const turn = openingTurn();
    expect(turn.says[0]!.text).toBe(t.greeting);
    expect(turn.replies.map((r) => r.label)).toEqual([
      t.flows.urge,
      t.flows.lapse,
      t.flows.debt,
      t.flows.talk,
    ]);
  });

  it('every reply leads to a step that exists, and every step is reached from the menu', () => {
    const reached = new Set<StepId>(['menu']);
    const queue: StepId[] = ['menu'];
    while (queue.length) {
      const at = queue.shift()!;
      for (const reply of replies(at)) {
        expect(reply.to === 'crisis' || reply.to in STEPS, `${at} → ${reply.to}`).toBe(true);
        if (!reached.has(reply.to)) {
          reached.add(reply.to);
          queue.push(reply.to);
        }
      }
    }
    for (const id of ALL_STEPS) expect(reached.has(id), id).toBe(true);
  });

  it.each(FLOW_IDS)('the %s flow reaches its end by its first replies, and by its last ones', (flow) => {
    const first = walk(FLOW_START[flow]);
    const last = walk(FLOW_START[flow], (turn) => turn.replies.length - 1);
    for (const path of [first, last]) {
      const end = path.at(-1)!;
      expect(
        replies(end).some((r) => r.to === 'menu'),
        path.join(' → '),
      ).toBe(true);
    }
    expect(first.length).toBeGreaterThanOrEqual(flow === 'talk' ? 2 : 5);
  });

  it('every step of every flow offers at least one quick reply and says something', () => {
    for (const id of FLOW_STEPS) {
      expect(STEPS[id].replies.length, id).toBeGreaterThan(0);
      expect(STEPS[id].say.length, id).toBeGreaterThan(20);
    }
  });

  it('no quick reply trips the guardrail, and the debt flow’s "yes" leads to the crisis card on purpose', () => {
    for (const id of ALL_STEPS)
      for (const reply of STEPS[id].replies) expect(signalsCrisis(reply.label), reply.label).toBe(false);
    const yes = STEPS['debt.start'].replies.find((r) => r.label === t.debt.yesThoughts)!;
    expect(chooseReply(yes).kind).toBe('crisis');
  });

  it('the urge flow delays, puts distance, links the urge surfing and the blockers, and asks for the member’s reasons', () => {
    const path = walk('urge.start');
    expect(path).toEqual(
      expect.arrayContaining(['urge.distance', 'urge.surf', 'urge.call', 'urge.block', 'urge.reasons']),
    );
    expect(STEPS['urge.start'].say).toContain('15 minutos');
    const hrefs = (id: Exclude<StepId, 'crisis'>) =>
      (STEPS[id].links ?? []).map((l) => ('href' in l ? l.href : l.dialog));
    expect(hrefs('urge.surf')).toEqual(['/jogos?jogo=onda', '/jogos?jogo=respirar']);
    expect(hrefs('urge.block')).toEqual(['/articles/gambling-blockers']);
    expect(hrefs('urge.call')).toContain('https://jogadoresanonimos.com.br/');
  });

  it('the lapse flow offers to register the bet on the dashboard and a plan for the next hours', () => {
    expect(STEPS['lapse.register'].links).toEqual([
      { kind: 'dashboard-dialog', label: t.lapse.registerLink, dialog: 'relapse' },
    ]);
    expect(STEPS['lapse.start'].say).toContain('não o fim');
    expect(STEPS['lapse.plan'].say).toMatch(/dinheiro.*conte.*coma.*dormir/s);
  });

  it('the debt flow links the budget calculator and the guide’s debt plan', () => {
    const links = (STEPS['debt.bank'].links ?? []).map((l) => ('href' in l ? l.href : ''));
    expect(links).toEqual([
      '/articles/budget-calculator',
      '/articles/complete-recovery-guide#dinheiro-e-dividas',
      '/learn/dinheiro-e-dividas',
    ]);
    expect(STEPS['debt.rule'].say).toContain('não pegue empréstimo');
  });

  it('the talk flow shows the crisis lines and links psychologists, the groups, the forum and the CAPS', () => {
    expect(STEPS['talk.start'].crisisLines).toBe(true);
    expect((STEPS['talk.start'].links ?? []).map((l) => ('href' in l ? l.href : ''))).toEqual([
      '/therapists',
      'https://jogadoresanonimos.com.br/',
      '/community',
      '/caps',
    ]);
  });
});

describe('free text', () => {
  it('reflects an open answer back in the member’s words, then goes on', () => {
    const turn = answerText('urge.reasons', '  Minha filha   e o meu aluguel ');
    expect(turn.kind).toBe('flow');
    expect(turn.says[0]!.text).toContain('"Minha filha e o meu aluguel"');
    expect(turn.at).toBe('urge.check');
  });

  it('shortens a long open answer in the reflection', () => {
    const turn = answerText('debt.step', 'a'.repeat(400));
    expect(turn.says[0]!.text).toContain(`${'a'.repeat(REFLECTION_MAX - 1)}…`);
    expect(turn.says[0]!.text).not.toContain('a'.repeat(REFLECTION_MAX));
  });

  it('typing a quick reply’s words works like tapping it', () => {
    expect(answerText('urge.distance', 'feito!').at).toBe('urge.surf');
    expect(answerText('lapse.plan', 'COMBINADO').at).toBe('lapse.trigger');
  });

  it('starts the flow the text asks for, from any step', () => {
    expect(answerText('menu', 'to com mta vontade de apostar').at).toBe('urge.start');
    expect(answerText('debt.list', 'acabei de apostar o salário').at).toBe('lapse.start');
  });

  it('answers what it does not understand with the four flows, gently', () => {
    const turn = answerText('menu', 'qual a previsão do tempo amanhã?');
    expect(turn.kind).toBe('fallback');
    expect(turn.says[0]!.text).toBe(t.fallback);
    expect(turn.replies.map((r) => r.to)).toEqual(['urge.start', 'lapse.start', 'debt.start', 'talk.start']);
  });
});

describe('the crisis guardrail in every flow', () => {
  const steps: StepId[] = ['menu', 'crisis', ...ALL_STEPS];

  it.each(CRISIS_TRIGGERS)('"%s" stops every step and shows the crisis card first', (text) => {
    for (const at of steps) {
      const turn = answerText(at, text);
      expect(turn.kind, at).toBe('crisis');
      expect(turn.says[0]!.crisis && turn.says[0]!.crisisLines, at).toBe(true);
      expect(turn.replies.map((r) => r.label)).toEqual([t.crisisKeepTalking, t.crisisTalkToSomeone]);
    }
  });

  it('ordinary messages never meet the crisis card', () => {
    for (const text of ORDINARY_MESSAGES)
      for (const at of steps) expect(answerText(at, text).kind, `${at}: ${text}`).not.toBe('crisis');
  });

  it('after the card the member may keep talking, or go to the people who can help', () => {
    const [keep, talk] = replies('crisis');
    expect(chooseReply(keep!).at).toBe('after-crisis');
    expect(chooseReply(keep!).replies).toHaveLength(4);
    expect(chooseReply(talk!).at).toBe('talk.start');
  });
});

describe('the conversation in Meu Diário', () => {
  it('writes who said what, the crisis card with its numbers', () => {
    const text = conversationForDiary(
      [
        { from: 'copilot', text: 'Oi!' },
        { from: 'member', text: 'quero morrer' },
        { from: 'copilot', text: '', crisis: true },
      ],
      JOURNAL_TEXT_MAX_LENGTH,
    );
    const paragraphs = text.split('\n\n');
    expect(paragraphs.slice(0, 2)).toEqual(['Copiloto: Oi!', 'Você: quero morrer']);
    expect(paragraphs[2]).toMatch(/^Copiloto: Você não está sozinho\(a\)\. /);
    expect(text).toContain('CVV 188 · SAMU 192');
  });

  it('leaves out the start when it is too long, and says so', () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      from: 'member' as const,
      text: `${i} ${'x'.repeat(400)}`,
    }));
    const text = conversationForDiary(lines, JOURNAL_TEXT_MAX_LENGTH);
    expect(text.length).toBeLessThanOrEqual(JOURNAL_TEXT_MAX_LENGTH);
    expect(text.startsWith('(Início da conversa omitido')).toBe(true);
    expect(text).toContain(`Você: 39 `);
    expect(text).not.toContain('Você: 0 ');
  });
});

const FLOW_PHRASES: Record<FlowId, string> = {
  urge: 'estou com vontade de apostar agora',
  lapse: 'acabei de apostar',
  debt: 'dívidas',
  talk: 'quero falar com alguém',
};

describe('each flow’s own opening words', () => {
  it.each(FLOW_IDS)('%s', (flow) => {
    expect(answerText('menu', FLOW_PHRASES[flow]).at).toBe(FLOW_START[flow]);
  });
});
