/** Lower case without accents ('Ação' → 'acao'), every other character kept where it was. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Text as search compares it: lower case, no accents, single spaces ('São  Paulo' → 'sao paulo'). */
export function searchKey(text: string): string {
  return foldAccents(text).replace(/\s+/g, ' ').trim();
}

/** Every word of the query appears in one of the fields (accent- and case-insensitive). */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = fields.map(searchKey).join(' ');
  return words.every((w) => haystack.includes(w));
}
