import { foldAccents } from './search-text';

/**
 * How the copiloto reads a member's message (issue 14): the text the crisis guardrail and the
 * intent matcher compare, so both forgive the same things. Lower case, no accents, no
 * punctuation, every run of one letter squeezed to a single letter ("morrrreeer" → "morer",
 * "passar" → "pasar"), digits inside words read as letters ("m0rrer", "m4t4r"), and the common
 * pt-BR abbreviations of typed chat spelled out ("vc", "q", "pq", "n", "naum", "to", "pra").
 *
 * Patterns that run on a key are written in ordinary spelling and passed through `squeezePattern`.
 */

/** Digits typed for the letters they look like, only between letters: "m0rrer", not "188". */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', $: 's' };

/** Chat abbreviations and slang (already squeezed) → the word they stand for. */
const ABBREVIATIONS: Record<string, string> = {
  vc: 'voce',
  vcs: 'voces',
  ce: 'voce',
  q: 'que',
  ki: 'que',
  pq: 'porque',
  pk: 'porque',
  oq: 'o que',
  n: 'nao',
  nau: 'nao',
  naum: 'nao',
  nn: 'nao',
  to: 'estou',
  tou: 'estou',
  ta: 'esta',
  tah: 'esta',
  tava: 'estava',
  pra: 'para',
  pr: 'para',
  p: 'para',
  pro: 'para o',
  qro: 'quero',
  qr: 'quero',
  kero: 'quero',
  qero: 'quero',
  keria: 'queria',
  qria: 'queria',
  vo: 'vou',
  td: 'tudo',
  tdo: 'tudo',
  tds: 'todos',
  mt: 'muito',
  mto: 'muito',
  d: 'de',
  smp: 'sempre',
  sempr: 'sempre',
  msm: 'mesmo',
  ngm: 'ninguem',
  nd: 'nada',
  cmg: 'comigo',
  mlr: 'melhor',
  hj: 'hoje',
  agr: 'agora',
  dnv: 'de novo',
  tb: 'tambem',
  tbm: 'tambem',
  eh: 'e',
  axo: 'acho',
  aki: 'aqui',
  vdd: 'verdade',
  ctz: 'certeza',
  dinhero: 'dinheiro',
};

/** Collapses every run of one letter to a single letter. */
export function squeeze(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

/**
 * A pattern written in ordinary spelling, squeezed like a key ("morrer" → "morer"). A letter
 * right after a backslash is an escape and never merged ("\bbeber" keeps its \b).
 */
export function squeezePattern(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replace(/(?<!\\)([a-z])\1+/g, '$1'), pattern.flags);
}

/** The message as the copiloto compares it (see the file's comment). */
export function messageKey(text: string): string {
  const folded = foldAccents(text).replace(/(?<=[a-z])[0134@$]+(?=[a-z])/g, (digits) =>
    [...digits].map((c) => LEET[c] ?? c).join(''),
  );
  return folded
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => {
      const squeezed = squeeze(word);
      return ABBREVIATIONS[squeezed] ?? squeezed;
    })
    .join(' ');
}

/**
 * Whether `word` is `target` with at most one letter inserted, deleted, or two neighbours
 * swapped — and, when `substitute` is on, one letter replaced.
 */
export function withinOneEdit(word: string, target: string, substitute: boolean): boolean {
  if (word === target) return true;
  const dl = word.length - target.length;
  if (Math.abs(dl) > 1) return false;
  if (dl === 0) {
    const diffs: number[] = [];
    for (let i = 0; i < word.length && diffs.length <= 2; i++) if (word[i] !== target[i]) diffs.push(i);
    if (diffs.length === 1) return substitute;
    if (diffs.length !== 2) return false;
    const [a, b] = diffs as [number, number];
    return b === a + 1 && word[a] === target[b] && word[b] === target[a];
  }
  const [longer, shorter] = dl > 0 ? [word, target] : [target, word];
  for (let i = 0; i < longer.length; i++) {
    if (longer.slice(0, i) + longer.slice(i + 1) === shorter) return true;
  }
  return false;
}

/**
 * Each word of a key put right when it is one slip from one of `keywords` (squeezed spelling):
 * an extra, missing or swapped letter, and a wrong letter only in keywords of seven letters or
 * more, where no everyday word is one letter away. Words shorter than four letters and the
 * everyday words in `keep` are never changed.
 */
export function correctSlips(key: string, keywords: readonly string[], keep: ReadonlySet<string>): string {
  return key
    .split(' ')
    .map((word) => {
      if (word.length < 4 || keep.has(word) || keywords.includes(word)) return word;
      return keywords.find((k) => withinOneEdit(word, k, k.length >= 7)) ?? word;
    })
    .join(' ');
}
