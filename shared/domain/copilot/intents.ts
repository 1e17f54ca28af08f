import { correctSlips, messageKey, squeezePattern } from '../message-key';
import type { FlowId } from './flows';

/**
 * Which guided flow a member's free text asks for (issue 14): keywords and synonyms in pt-BR,
 * read on the message key (message-key.ts: any case, no accents, squeezed letters, chat
 * abbreviations) with one slip forgiven in the key words ("vontadi", "divdas", "piscologo").
 * The flow with the most matching patterns wins; on a tie, the more urgent one (a bet just made,
 * then an urge, then debts, then someone to talk to). Null when nothing matches: the engine's
 * gentle fallback offers the four flows.
 */
export function matchIntent(text: string): FlowId | null {
  const key = correctSlips(messageKey(text), KEYWORDS, KEEP);
  let best: FlowId | null = null;
  let bestScore = 0;
  for (const [flow, patterns] of INTENT_PATTERNS) {
    const score = patterns.filter((pattern) => pattern.test(key)).length;
    if (score > bestScore) {
      best = flow;
      bestScore = score;
    }
  }
  return best;
}

/** Key words that forgive one slip (squeezed spelling). */
const KEYWORDS = [
  'vontade',
  'fisura',
  'apostar',
  'apostei',
  'aposta',
  'apostando',
  'divida',
  'dividas',
  'devendo',
  'emprestimo',
  'agiota',
  'psicologo',
  'psicologa',
  'terapeuta',
  'terapia',
  'recaida',
  'recai',
  'joguei',
  'tentado',
  'tentada',
];

/** Everyday words one slip from a key word: never "corrected". */
const KEEP = new Set(['postar', 'aposto', 'apostas', 'dividir', 'divido', 'vontades', 'tentando']);

/** In order of urgency: the first flow wins a tie. */
const INTENT_PATTERNS: readonly (readonly [FlowId, readonly RegExp[]])[] = (
  [
    [
      'lapse',
      [
        /\b(?:acabei|acabo) de (?:apostar|jogar|perder)\b/,
        /\b(?:apostei|joguei|depositei|recai)\b/,
        /\b(?:tive|tive uma|foi uma) recaida\b|\brecaida\b/,
        /\b(?:voltei a|voltei pro|voltei para o|voltei pra) (?:apostar|jogar|jogo|tigrinho|bet)\b|\bcai de novo\b/,
        /\bfiz (?:uma |mais uma )?aposta\b/,
        /\bperdi (?:tudo|o salario|o dinheiro|dinheiro|\d+|muito dinheiro)\b/,
      ],
    ],
    [
      'urge',
      [
        /\b(?:vontade|fisura|tentad[oa]|impulso|gatilho)\b/,
        /\b(?:quero|queria|querendo|doid[oa] para|louc[oa] para|pensando em|vou|com vontade de|preciso) (?:apostar|jogar|fazer uma aposta|abrir o app|entrar no site|depositar)\b(?! (?:o celular|fora|longe|xadrez|bola|futebol|videogame))/,
        /\b(?:apostar|jogar) agora\b/,
        /\bnao (?:consigo|to conseguindo|estou conseguindo) (?:parar de pensar|resistir|segurar)\b/,
      ],
    ],
    [
      'debt',
      [
        /\bdividas?\b|\bendividad[oa]\b|\bdevendo\b/,
        /\bdevo (?:dinheiro|muito|\d+|ao|a|para|pro|no|na)\b/,
        /\b(?:emprestimo|agiota|juros|serasa|nome sujo|credor|credores|cobranca|cobrando|boleto|boletos|fatura|rotativo|cheque especial|superendividamento)\b/,
        /\b(?:contas|aluguel|cartao) (?:atrasad[oa]s?|estourad[oa]|vencid[oa]s?)\b|\bcartao de credito\b/,
        /\b(?:sem dinheiro|falid[oa]|quebrad[oa]|no vermelho|pagar as contas|orcamento)\b/,
      ],
    ],
    [
      'talk',
      [
        /\b(?:falar|conversar|desabafar) com (?:alguem|uma pessoa|gente|um humano|uma pessoa de verdade)\b/,
        /\b(?:psicolog[oa]s?|terapeuta|terapia|psiquiatra|ajuda profissional|tratamento)\b/,
        /\b(?:grupo de apoio|grupos de apoio|jogadores anonimos|caps|cvv)\b/,
        /\b(?:preciso de|quero|queria) (?:ajuda|apoio)\b|\bme ajuda\b/,
        /\b(?:sozinh[oa]|ninguem para conversar|ninguem me entende|nao tenho com quem falar)\b/,
      ],
    ],
  ] as const
).map(([flow, patterns]) => [flow, patterns.map(squeezePattern)] as const);
