import { BRAZIL_STATES } from '../../constants';
import { foldAccents } from '../search-text';
import type { Municipality } from './caps-data';

/**
 * "Which town?" as the person types (issue 14): case, accents, hyphens and apostrophes do not
 * matter ("sao joao d alianca" finds "São João d'Aliança"), and the state may follow the name
 * ("São Paulo SP", "campinas - sp", "Natal/RN").
 */
export interface CityQuery {
  /** The whole text as a search key. */
  text: string;
  /** The name without a trailing state, and that state, when the text ends with one. */
  name: string;
  uf: string | null;
}

/** Lower case, no accents, no apostrophes, any other punctuation as one space. */
export function cityKey(text: string): string {
  return foldAccents(text)
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const STATES = new Set<string>(BRAZIL_STATES.map((uf) => uf.toLowerCase()));

export function parseCityQuery(query: string): CityQuery {
  const text = cityKey(query);
  const words = text.split(' ');
  const last = words.at(-1) ?? '';
  // Both readings are searched (CitySearch.search): "Sento Sé" (BA) ends with Sergipe's letters.
  if (words.length > 1 && STATES.has(last))
    return { text, name: words.slice(0, -1).join(' '), uf: last.toUpperCase() };
  return { text, name: text, uf: null };
}

/** How well a name answers the query, best first; `NO_MATCH` when it does not. */
const EXACT = 0;
const PREFIX = 1;
const WORD_START = 2;
const INSIDE = 3;
const NO_MATCH = 4;

/** Shorter queries only match at the start of the name or of one of its words. */
const INSIDE_MIN_LENGTH = 4;
export const CITY_QUERY_MIN_LENGTH = 2;

interface Entry {
  row: Municipality;
  /** " sao jose dos campos": a leading space, so a word start is found as " " + query. */
  spaced: string;
  /** "saojosedoscampos": spaces do not matter ("embuguacu", "embu guacu"). */
  compact: string;
}

/**
 * The municipalities as the search reads them, in the order of equal matches: capitals first (the
 * data's own flag), then towns with more CAPS (where the finder leads), then by name. The data
 * holds no population, so nothing is ranked by one.
 */
export class CitySearch {
  private readonly entries: Entry[];

  constructor(rows: readonly Municipality[]) {
    this.entries = rows
      .map((row) => {
        const key = cityKey(row.name);
        return { row, spaced: ` ${key}`, compact: key.replaceAll(' ', '') };
      })
      .sort(
        (a, b) =>
          Number(b.row.capital) - Number(a.row.capital) ||
          b.row.caps - a.row.caps ||
          (a.compact < b.compact ? -1 : a.compact > b.compact ? 1 : a.row.uf < b.row.uf ? -1 : 1),
      );
  }

  /** The best `limit` matches for what was typed; none before two letters. */
  search(query: string, limit = 8): Municipality[] {
    const parsed = parseCityQuery(query);
    if (parsed.text.replaceAll(' ', '').length < CITY_QUERY_MIN_LENGTH) return [];
    const whole = termOf(parsed.text);
    const name = termOf(parsed.name);
    const tiers: Municipality[][] = [[], [], [], []];
    for (const entry of this.entries) {
      let tier = rank(entry, whole);
      if (parsed.uf && entry.row.uf === parsed.uf) tier = Math.min(tier, rank(entry, name));
      if (tier !== NO_MATCH) tiers[tier]!.push(entry.row);
    }
    return tiers.flat().slice(0, limit);
  }
}

interface Term {
  /** " sao jose", to find at a word start. */
  spaced: string;
  compact: string;
}

const termOf = (key: string): Term => ({ spaced: ` ${key}`, compact: key.replaceAll(' ', '') });

function rank(entry: Entry, term: Term): number {
  const { compact } = term;
  if (!compact) return NO_MATCH;
  if (entry.compact === compact) return EXACT;
  if (entry.compact.startsWith(compact)) return PREFIX;
  if (entry.spaced.includes(term.spaced)) return WORD_START;
  if (compact.length >= INSIDE_MIN_LENGTH && entry.compact.includes(compact)) return INSIDE;
  return NO_MATCH;
}
