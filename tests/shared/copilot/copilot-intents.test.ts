import { describe, expect, it } from 'vitest';
import type { FlowId } from '../../../shared/domain/copilot/flows';
import { matchIntent } from '../../../shared/domain/copilot/intents';

const CASES: [string, FlowId | null][] = [
  ['Estou com vontade de apostar agora', 'urge'],
  ['ESTOU COM VONTADE DE APOSTAR', 'urge'],
  ['to com vontadi d aposta', 'urge'],
  ['to com uma fissura enorme', 'urge'],
  ['bateu a vontadeee', 'urge'],
  ['quero jogar no tigrinho', 'urge'],
  ['doido pra abrir o app', 'urge'],
  ['Acabei de apostar', 'lapse'],
  ['acabei d apostar', 'lapse'],
  ['apostei de novo, perdi 300', 'lapse'],
  ['tive uma recaída', 'lapse'],
  ['tive uma recaida hoje', 'lapse'],
  ['voltei pro tigrinho', 'lapse'],
  ['Dívidas', 'debt'],
  ['divdas', 'debt'],
  ['to devendo muito', 'debt'],
  ['essa dívida tá me matando', 'debt'],
  ['o agiota tá me cobrando', 'debt'],
  ['nome sujo no serasa', 'debt'],
  ['meu cartão de crédito estourou', 'debt'],
  ['Quero falar com alguém', 'talk'],
  ['quero falar com alguem', 'talk'],
  ['preciso de um piscologo', 'talk'],
  ['onde tem um CAPS?', 'talk'],
  ['me sinto sozinho', 'talk'],
  ['preciso de ajuda', 'talk'],
  ['bom dia', null],
  ['qual a previsão do tempo?', null],
  ['vou jogar o celular longe', null],
  ['quero postar uma foto', null],
];

describe('the intent matcher', () => {
  it.each(CASES)('"%s" → %s', (text, flow) => {
    expect(matchIntent(text)).toBe(flow);
  });

  it('prefers the bet just made over the urge when both are said', () => {
    expect(matchIntent('tava com vontade e acabei de apostar')).toBe('lapse');
  });
});
