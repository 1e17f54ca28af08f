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
  { key: 'alcool', label: 'Álcool' },
  { key: 'briga', label: 'Briga ou discussão' },
  { key: 'madrugada', label: 'Madrugada sem sono' },
  { key: 'dividas', label: 'Preocupação com dívidas' },
  { key: 'amigos', label: 'Amigos apostando' },
  { key: 'recuperar', label: 'Vontade de recuperar o perdido' },
  { key: 'comemorar', label: 'Vontade de comemorar' },
];

/** A member's own tags per record, and their length. */
export const MAX_CUSTOM_TAGS = 5;
export const CUSTOM_TAG_MAX_LENGTH = 30;
/** Every catalogue tag plus the custom ones. */
export const MAX_TAGS = TRIGGER_TAGS.length + MAX_CUSTOM_TAGS;

const byKey = new Map(TRIGGER_TAGS.map((t) => [t.key, t]));

export const isCatalogueTag = (tag: string): boolean => byKey.has(tag);

/** What the screen shows for a stored tag: the catalogue's label, or the member's own words. */
export const tagLabel = (tag: string): string => byKey.get(tag)?.label ?? tag;

/**
 * A tag as the member typed it, made ready to store: trimmed, inner spaces collapsed, and a
 * catalogue label typed by hand turned into its key ("tédio" is the catalogue's Tédio).
 * Empty input gives null.
 */
export function normalizeTag(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const folded = fold(text);
  const match = TRIGGER_TAGS.find((t) => fold(t.label) === folded || t.key === folded);
  return match ? match.key : text;
}

/** The same tags once each, catalogue order first, then the member's own in the order given. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = isCatalogueTag(tag) ? tag : fold(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  const catalogue = TRIGGER_TAGS.map((t) => t.key).filter((k) => out.includes(k));
  return [...catalogue, ...out.filter((t) => !isCatalogueTag(t))];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
