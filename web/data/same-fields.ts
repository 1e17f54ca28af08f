/**
 * Whether two flat records (fields of primitives, like Dexie rows and wire DTOs) hold the same
 * fields and values. Lets a view keep an old object, and so skip re-rendering, when a recompute
 * produced an equal new one.
 */
export function sameFields(a: object, b: object): boolean {
  if (a === b) return true;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(y);
  if (keys.length !== Object.keys(x).length) return false;
  for (const key of keys) if (x[key] !== y[key]) return false;
  return true;
}
