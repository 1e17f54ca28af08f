import { searchKey } from './search-text';

/**
 * The community's safety rules (issue 12, DESIGN.md §10): pure functions over data, run by the
 * server on every forum post and chat message, and by the app to tell an author at once.
 *
 * - A post that carries a betting or casino link, offers to "recover losses", asks for or offers
 *   a loan, a Pix transfer or a Pix key, or shows a phone number is **held** for a moderator
 *   instead of published; its author is told why (`HELD_REASON_TEXTS`).
 * - A post whose words signal crisis or suicide risk is **published** — crisis language never
 *   blocks a person — but its author is shown the crisis card (CVV 188, SAMU 192) at once and
 *   moderators see it first.
 *
 * Patterns match text as `searchKey` gives it (lower case, no accents, single spaces), so each
 * is written once, without accents, and catches "você" and "voce", "empréstimo" and "EMPRESTIMO".
 * Crisis numbers (188, 192, 190, 193) are never phone numbers here: members share them.
 */

export const HELD_RULES = ['betting-link', 'recover-losses', 'loan-or-pix', 'phone-number'] as const;
export type HeldRule = (typeof HELD_RULES)[number];

export interface SafetyVerdict {
  /** The first rule that holds the post for review, or null: it may be published. */
  held: HeldRule | null;
  /** The text signals crisis or suicide risk: the author gets the crisis card, moderators a flag. */
  crisis: boolean;
}

/** Words that make a link's address a betting or casino site wherever they are in its name. */
const BETTING_HOST_WORDS = [
  'aposta',
  'casino',
  'cassino',
  'slot',
  'tigrinho',
  'fortunetiger',
  'blaze',
  'poker',
  'roleta',
  'bingo',
  'jackpot',
  'aviator',
  'jogodobicho',
  'loteria',
];

/**
 * "bet" in a name part: alone (galera.bet, x.bet.br), at the end (sportingbet, 1xbet), or at the
 * start of a known brand (bet365, betano) — not "alphabet", "betterhelp" or "diabetes".
 */
const BET_LABEL =
  /^(?:bet|bet(?:\d|ano|nacional|fair|way|sson|sul|motion|vip|boo|web|ao|fast|pix|da)\w*|\w+bet)$/;
const NOT_BETTING_LABELS = new Set(['alphabet', 'sorbet', 'abet']);

/** A web address: with a scheme, starting with www., or a bare name.tld (.bet.br included). */
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|bet|br|app|site|online|vip|xyz|club|top|me|co|tv|info|live|win|games?)\b(?:\/[^\s<>"]*)?/g;

/** Offers to win back what was lost, or sure wins: the scammer's pitch, not a member's story. */
const RECOVER_LOSSES = [
  /\brecupere (?:suas|as|seu|o|tudo|todo)\b/,
  /\brecuperar (?:suas|tuas) perdas\b/,
  /\brecupera(?:r)? (?:o|tudo o|tudo) que (?:voce|vc|voces|vcs) perde(?:u|ram)\b/,
  /\b(?:quer|querem|queria|deseja) recuperar\b/,
  /\b(?:te|vos|lhe|lhes) (?:ensino|mostro|ajudo) a (?:recuperar|ganhar)\b/,
  // Not when denied: "não existe lucro garantido" is a member's warning.
  /(?<!(?:nao existe|nao ha|nao tem|nenhum|nenhuma|sem) )\b(?:lucro|ganho|green|retorno|renda) (?:garantid[oa]|certo|certeiro)\b/,
  /(?<!(?:nao existe|nao ha|nao tem|nenhum|nenhuma|sem) )\b(?:metodo|estrategia|sistema|tecnica|robo) (?:infalivel|garantid[oa]|secret[oa]|que nunca perde)\b/,
  /\bsinais? (?:vip|pagos?|certeiros?|do tigrinho|do aviator|de aposta)\b/,
  /\bgrupo vip\b/,
  /\balavancar (?:sua|a) banca\b/,
];

/** Asking for or offering money, loans, a Pix transfer or a Pix key. */
const LOAN_OR_PIX = [
  /\bchave pix\b/,
  /\bpix (?:pra|para) mim\b/,
  /\bminha chave\b/,
  /\b(?:manda|mande|envia|envie|faz|faca|fazer|fazem|transfere|transfira|joga|jogue|passa|passe|manda ai|me manda) (?:um |uns |o )?pix\b/,
  /\b(?:me empresta|me emprestem|empresta pra mim|empresta para mim|preciso de um emprestimo de alguem)\b/,
  /\b(?:faco|ofereco|libero|consigo|arrumo) (?:um |o )?(?:emprestimo|credito)\b/,
  /\b(?:emprestimo|credito) (?:rapido|facil|sem consulta|na hora|pessoal|urgente|aprovado)\b/,
  /\bagiota\b/,
  /\bvaquinha\b/,
  // A CPF or CNPJ written out: a Pix key or a document, never for the forum.
  /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/,
  /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/,
  // A random Pix key (EVP) is a UUID.
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/,
];

/**
 * A run of digits with the separators phone numbers are written with, optionally after +55 or
 * a DDD in parentheses; counted as a phone number when it holds 8 to 13 digits.
 */
const DIGIT_RUN = /(?:\+\s?)?(?:\(\s?\d{2,3}\s?\)\s?)?\d[\d\s.-]{6,}\d/g;

/** Crisis and suicide-risk language. Showing CVV to someone who did not need it costs nothing. */
const CRISIS = [
  /\b(?:me matar|se matar|matar a mim|me mato)\b/,
  /\bsuicid(?:io|ar|aria|ando|a)\b/,
  /\b(?:quero|queria|vou|preferia|prefiro|desejo) (?:morrer|sumir para sempre|desaparecer para sempre)\b/,
  /\b(?:tirar|tiro) (?:a )?minha (?:propria )?vida\b/,
  /\bacabar com (?:a |minha |tudo e com a minha )?(?:minha )?vida\b/,
  /\bnao (?:aguento|suporto|quero) mais viver\b/,
  /\b(?:nao vejo|nao tem|nao ha|sem) (?:mais )?saida\b/,
  /\bmelhor (?:eu )?(?:morrer|nao existir|nao estar aqui)\b/,
  /\b(?:seria|estaria) melhor sem mim\b/,
  /\b(?:me cortar|me corto|automutil\w*|me machucar de proposito)\b/,
  /\b(?:pular|me jogar) (?:da|de uma|do|de um) (?:ponte|predio|janela|viaduto)\b/,
  /\bnao vale (?:mais )?a pena (?:viver|continuar vivo|continuar viva)\b/,
  /\bdespedida\b.*\b(?:de todos|de voces|pra sempre|para sempre)\b/,
];

/** Numbers members share to help each other: crisis lines, emergency services. */
const HELP_NUMBERS = new Set(['188', '192', '190', '193', '180', '100']);

export function checkCommunityText(text: string): SafetyVerdict {
  const key = searchKey(text);
  return { held: heldRule(text, key), crisis: CRISIS.some((pattern) => pattern.test(key)) };
}

function heldRule(text: string, key: string): HeldRule | null {
  if (hasBettingLink(key)) return 'betting-link';
  if (RECOVER_LOSSES.some((pattern) => pattern.test(key))) return 'recover-losses';
  if (LOAN_OR_PIX.some((pattern) => pattern.test(key))) return 'loan-or-pix';
  if (hasPhoneNumber(text)) return 'phone-number';
  return null;
}

function hasBettingLink(key: string): boolean {
  for (const [link] of key.matchAll(LINK)) {
    const host = link.replace(/^https?:\/\//, '').split(/[/?#:]/)[0] ?? '';
    if (BETTING_HOST_WORDS.some((word) => host.includes(word))) return true;
    if (host.split(/[.-]/).some((label) => BET_LABEL.test(label) && !NOT_BETTING_LABELS.has(label)))
      return true;
  }
  return false;
}

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (HELP_NUMBERS.has(digits)) continue;
    if (digits.length < 8 || digits.length > 13) continue;
    // Money ("R$ 10.000.000") and thousands with dots only ("1.500.000") are not phones.
    const before = text.slice(Math.max(0, match.index - 4), match.index);
    if (/R\$\s*$/i.test(before)) continue;
    if (/^\d{1,3}(?:\.\d{3})+$/.test(match[0].trim())) continue;
    return true;
  }
  return false;
}
