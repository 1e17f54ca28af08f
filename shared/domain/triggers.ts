/**
 * What set the urge off: the trigger tags a member can add to a check-in, a relapse and a diary
 * entry (issue 10). Written for Brazilian bettors from the situations relapse-prevention work
 * asks about (high-risk situations: emotional states, social pressure, cues, availability of
 * money). A catalogue tag travels as its stable `key`; a member's own tag travels as the text
 * they typed. `tagLabel` turns either into what the screen shows.
 */
export interface TriggerTag {
  key: string;
  label: string;
}

export const TRIGGER_TAGS: readonly TriggerTag[] = [
  { key: 'futebol', label: 'Dia de jogo de futebol' },
  { key: 'pagamento', label: 'Dia de pagamento' },
  { key: 'propaganda', label: 'Propaganda de bet' },
  { key: 'bonus', label: 'Notificação de bônus' },
  { key: 'tedio', label: 'Tédio' },
  { key: 'solidao', label: 'Solidão' },
  { key: 'estresse', label: 'Estresse' },
  { key: 'ansiedade', label: 'Ansiedade' },
  { key: 'alcool', label: 'Álcool' },
  { key: 'briga', label: 'Briga ou discussão' },
  { key: 'madrugada', label: 'Madrugada sem sono' },
  { key: 'dividas', label: 'Preocupação com dívidas' },
  { key: 'amigos', label: 'Amigos ou grupo de palpites' },
  { key: 'recuperar', label: 'Vontade de recuperar o perdido' },
  { key: 'comemorar', label: 'Vontade de comemorar' },
];

/** A member's own tags per record, and their length. */
export const MAX_CUSTOM_TAGS = 5;
export const CUSTOM_TAG_MAX_LENGTH = 30;
/** Every catalogue tag plus the custom ones. */
export const MAX_TAGS = TRIGGER_TAGS.length + MAX_CUSTOM_TAGS;

const byKey = new Map(TRIGGER_TAGS.map((t) => [t.key, t]));
/** Catalogue position of each key: the order tags are kept in. */
const position = new Map(TRIGGER_TAGS.map((t, i) => [t.key, i]));

/** Without accents and case ("Tédio" → "tedio"); plain ASCII skips the Unicode work. */
const fold = (s: string) =>
  NON_ASCII.test(s) ? s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : s.toLowerCase();
/** Anything but printable ASCII (which has no accents to drop). */
const NON_ASCII = /[^ -~]/;

/** Each catalogue tag by its folded label and by its key. */
const byFolded = new Map<string, string>(
  TRIGGER_TAGS.flatMap((t): [string, string][] => [
    [fold(t.label), t.key],
    [t.key, t.key],
  ]),
);

export const isCatalogueTag = (tag: string): boolean => byKey.has(tag);

/** What the screen shows for a stored tag: the catalogue's label, or the member's own words. */
export const tagLabel = (tag: string): string => byKey.get(tag)?.label ?? tag;

/**
 * A tag as the member typed it, made ready to store: trimmed, inner spaces collapsed, and a
 * catalogue label typed by hand turned into its key ("tédio" is the catalogue's Tédio).
 * Empty input gives null. Runs for every tag of every record the server takes: a key as clients
 * send it returns at once, and nothing is allocated for a tag already in shape.
 */
export function normalizeTag(input: string): string | null {
  if (byKey.has(input)) return input;
  const trimmed = input.trim();
  const text = LOOSE_SPACE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
  if (!text) return null;
  return byFolded.get(fold(text)) ?? text;
}
/** Any white space but a single plain space. */
const LOOSE_SPACE = /\s\s|[^\S ]/;

/** The same tags once each, catalogue order first, then the member's own in the order given. */
export function uniqueTags(tags: readonly string[]): string[] {
  if (tags.length < 2) return tags.slice();
  const catalogue: string[] = [];
  const own: string[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    const catalogued = byKey.has(tag);
    const key = catalogued ? tag : fold(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    (catalogued ? catalogue : own).push(tag);
  }
  if (catalogue.length > 1) catalogue.sort((a, b) => position.get(a)! - position.get(b)!);
  return own.length ? catalogue.concat(own) : catalogue;
}

/**
 * Tags as they are stored and compared (every kind, both sides): each one normalised
 * (`normalizeTag`), empty ones dropped, then `uniqueTags`. Idempotent.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  if (tags.length === 0) return [];
  const out: string[] = [];
  for (const tag of tags) {
    const normal = normalizeTag(tag);
    if (normal !== null) out.push(normal);
  }
  return uniqueTags(out);
}

/** The member's own tags among `tags` (what is not a catalogue key). */
export const customTags = (tags: readonly string[]): string[] => tags.filter((tag) => !isCatalogueTag(tag));

/** How many of `tags` are the member's own. */
export function countCustomTags(tags: readonly string[]): number {
  let count = 0;
  for (const tag of tags) if (!byKey.has(tag)) count += 1;
  return count;
}

/** Two normalised tag lists hold the same tags, in any order. */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (const tag of a) if (!b.includes(tag)) return false;
  return true;
}
