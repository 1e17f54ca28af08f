import { describe, expect, it } from 'vitest';
import { signalsCrisis } from '../../shared/domain/crisis-guardrail';
import { messageKey, withinOneEdit } from '../../shared/domain/message-key';
import { CRISIS_TRIGGERS, ORDINARY_MESSAGES } from './crisis-guardrail-table';

describe('the crisis guardrail', () => {
  it('has a table of at least 40 messages each way', () => {
    expect(CRISIS_TRIGGERS.length).toBeGreaterThanOrEqual(40);
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CRISIS_TRIGGERS)('fires on "%s"', (text) => {
    expect(signalsCrisis(text)).toBe(true);
  });

  it.each(ORDINARY_MESSAGES)('stays quiet on "%s"', (text) => {
    expect(signalsCrisis(text)).toBe(false);
  });

  it('fires whatever the case, the accents and the repeated letters', () => {
    for (const text of [
      'QUERO ME MATAR',
      'Suicídio',
      'SUICIDIO',
      'quero morreeeer',
      'nÃo AgUeNtO mAiS vIvEr',
    ])
      expect(signalsCrisis(text), text).toBe(true);
  });

  it('fires on a crisis sentence inside a longer message', () => {
    expect(
      signalsCrisis(
        'Perdi o aluguel de novo. Minha esposa não sabe. Sinceramente, quero morrer. Não sei o que fazer.',
      ),
    ).toBe(true);
  });

  it('stays quiet on an empty message', () => {
    expect(signalsCrisis('')).toBe(false);
    expect(signalsCrisis('   ')).toBe(false);
  });
});

describe('the message key', () => {
  it('folds accents and case, squeezes letters and spells out abbreviations', () => {
    expect(messageKey('Tô  MORRENDO!!! vc q n sabe')).toBe('estou morendo voce que nao sabe');
    expect(messageKey('m0rrer 188')).toBe('morer 188');
  });

  it('forgives one slip: an extra, missing or swapped letter; a wrong one only when asked', () => {
    expect(withinOneEdit('suicido', 'suicidio', false)).toBe(true);
    expect(withinOneEdit('siucidio', 'suicidio', false)).toBe(true);
    expect(withinOneEdit('suicidia', 'suicidio', false)).toBe(false);
    expect(withinOneEdit('suicidia', 'suicidio', true)).toBe(true);
    expect(withinOneEdit('mover', 'morer', false)).toBe(false);
    expect(withinOneEdit('ab', 'abcd', true)).toBe(false);
  });
});
