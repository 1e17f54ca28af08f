/**
 * Community pseudonyms (issue 12): "Ipê Sereno 214" — a Brazilian tree, bird or animal, a calm
 * quality agreeing with it in gender, and a number. Generated, never typed: a name a member types
 * could be their own, and anonymity is the point. A member may draw a new one (rate-limited on
 * the server); the server keeps them unique.
 */

type Gender = 'm' | 'f';

/** Trees, birds and animals of Brazil, with the gender their adjective agrees with. */
const NOUNS: readonly (readonly [string, Gender])[] = [
  ['Ipê', 'm'],
  ['Jatobá', 'm'],
  ['Jacarandá', 'm'],
  ['Buriti', 'm'],
  ['Manacá', 'm'],
  ['Cajueiro', 'm'],
  ['Pau-brasil', 'm'],
  ['Mandacaru', 'm'],
  ['Juazeiro', 'm'],
  ['Sabiá', 'm'],
  ['Bem-te-vi', 'm'],
  ['Beija-flor', 'm'],
  ['Tucano', 'm'],
  ['Tamanduá', 'm'],
  ['Lobo-guará', 'm'],
  ['Boto', 'm'],
  ['Sagui', 'm'],
  ['Quero-quero', 'm'],
  ['Araucária', 'f'],
  ['Aroeira', 'f'],
  ['Quaresmeira', 'f'],
  ['Paineira', 'f'],
  ['Jabuticabeira', 'f'],
  ['Bromélia', 'f'],
  ['Orquídea', 'f'],
  ['Vitória-régia', 'f'],
  ['Capivara', 'f'],
  ['Arara', 'f'],
  ['Garça', 'f'],
  ['Seriema', 'f'],
  ['Coruja', 'f'],
  ['Tartaruga', 'f'],
];

/** Calm, steady qualities: [masculine, feminine]. */
const QUALITIES: readonly (readonly [string, string])[] = [
  ['Sereno', 'Serena'],
  ['Tranquilo', 'Tranquila'],
  ['Calmo', 'Calma'],
  ['Atento', 'Atenta'],
  ['Sincero', 'Sincera'],
  ['Corajoso', 'Corajosa'],
  ['Paciente', 'Paciente'],
  ['Firme', 'Firme'],
  ['Gentil', 'Gentil'],
  ['Leve', 'Leve'],
  ['Forte', 'Forte'],
  ['Constante', 'Constante'],
  ['Valente', 'Valente'],
  ['Persistente', 'Persistente'],
  ['Generoso', 'Generosa'],
  ['Esperançoso', 'Esperançosa'],
];

export const PSEUDONYM_NUMBER_MIN = 100;
export const PSEUDONYM_NUMBER_MAX = 999;
/** How many different pseudonyms there are. */
export const PSEUDONYM_COUNT =
  NOUNS.length * QUALITIES.length * (PSEUDONYM_NUMBER_MAX - PSEUDONYM_NUMBER_MIN + 1);

/** A pseudonym; `random` returns numbers in [0, 1) (a CSPRNG on the server, a seeded one in tests). */
export function generatePseudonym(random: () => number): string {
  const [noun, gender] = pick(NOUNS, random);
  const [masculine, feminine] = pick(QUALITIES, random);
  const number =
    PSEUDONYM_NUMBER_MIN + Math.floor(random() * (PSEUDONYM_NUMBER_MAX - PSEUDONYM_NUMBER_MIN + 1));
  return `${noun} ${gender === 'm' ? masculine : feminine} ${number}`;
}

/** Whether a text has the shape of a generated pseudonym (what the server accepts as one). */
export function isPseudonym(text: string): boolean {
  const match = /^(\S+) (\S+) (\d{3})$/.exec(text);
  if (!match) return false;
  const noun = NOUNS.find(([name]) => name === match[1]);
  if (!noun) return false;
  return QUALITIES.some(([m, f]) => (noun[1] === 'm' ? m : f) === match[2]);
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
}
