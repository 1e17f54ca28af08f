/**
 * Whether two flat records (fields of primitives or arrays of primitives, like Dexie rows and wire
 * DTOs with their trigger tags) hold the same fields and values. Lets a view keep an old object,
 * and so skip re-rendering, when a recompute produced an equal new one.
 */
export function sameFields(a: object, b: object): boolean {
  if (a === b) return true;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(y);
  if (keys.length !== Object.keys(x).length) return false;
  for (const key of keys) if (x[key] !== y[key] && !sameList(x[key], y[key])) return false;
  return true;
}

/** Two arrays of primitives with the same items in the same order. */
function sameList(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
