/**
 * Helpers that make every rule depend on the SET of records only (DESIGN.md §4): duplicates by id
 * collapse, and whenever two records must be ordered the order is total and comes from content.
 */
import type { Assessment, AwardedMedal, Goal, Instant } from './types';

/** Epoch ms of an ISO instant; NaN when it does not parse. */
export function instantMs(instant: Instant | null | undefined): number {
  return typeof instant === 'string' ? Date.parse(instant) : Number.NaN;
}

/** Stable text of a record, used only to pick one of two different records sharing an id. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Arrays known to hold one record per id: dedupeById's own answers and those marked below. */
const uniqueById = new WeakSet<readonly unknown[]>();

/**
 * Declares that `items` holds one record per id (e.g. rows of a table whose key is the id), so
 * dedupeById answers it as it is. Why: the server recomputes a member's numbers on every write,
 * and de-duplicating thousands of check-ins it read by primary key was a fifth of that work. The
 * array must not be changed afterwards.
 */
export function markUniqueById<A extends readonly { id: string }[]>(items: A): A {
  uniqueById.add(items);
  return items;
}

/** Whether `items` is known to hold one record per id (marked, or an answer of dedupeById). */
export const isMarkedUniqueById = (items: readonly unknown[]): boolean => uniqueById.has(items);

/**
 * One record per id. Why the canonical tie-break: the same id with different content is a
 * conflict the server refuses, but if one slips through (a local copy) the winner must not depend
 * on arrival order. The answer is shared (read-only): an array already known to be unique comes
 * back as it is.
 */
export function dedupeById<T extends { id: string }>(items: readonly T[]): readonly T[] {
  if (uniqueById.has(items)) return items;
  const byId = new Map<string, T>();
  for (const item of items) {
    const seen = byId.get(item.id);
    if (seen === undefined) byId.set(item.id, item);
    else if (seen !== item && canonical(item) < canonical(seen)) byId.set(item.id, item);
  }
  const unique = [...byId.values()];
  uniqueById.add(unique);
  return unique;
}

/** Compare two strings by code unit (locale-free, so server and browser agree). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The latest by instant (ties: the greater id); null for none. Invalid instants count as earliest. */
export function latestBy<T extends { id: string }>(items: readonly T[], at: (item: T) => Instant): T | null {
  let best: T | null = null;
  let bestMs = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const raw = instantMs(at(item));
    const ms = Number.isNaN(raw) ? Number.NEGATIVE_INFINITY : raw;
    if (best === null || ms > bestMs || (ms === bestMs && compareText(item.id, best.id) > 0)) {
      best = item;
      bestMs = ms;
    }
  }
  return best;
}

/** The current assessment: the latest one completed (retakes replace the numbers, not the journey start). */
export function currentAssessment(assessments: readonly Assessment[]): Assessment | null {
  return latestBy(assessments, (a) => a.completedAt);
}

/** The current goal: the latest one set. */
export function currentGoal(goals: readonly Goal[]): Goal | null {
  return latestBy(goals, (g) => g.setAt);
}

/** Epoch ms with unparseable instants sorted last. */
function sortableMs(instant: Instant): number {
  const ms = instantMs(instant);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/** Medals held, one per key (the earliest award wins: a medal is earned once). */
export function heldMedals(medals: readonly AwardedMedal[]): AwardedMedal[] {
  const byKey = new Map<string, AwardedMedal>();
  for (const medal of medals) {
    const seen = byKey.get(medal.key);
    if (seen === undefined) {
      byKey.set(medal.key, medal);
      continue;
    }
    const a = sortableMs(medal.earnedAt);
    const b = sortableMs(seen.earnedAt);
    if (a < b || (a === b && compareText(medal.earnedAt, seen.earnedAt) < 0)) byKey.set(medal.key, medal);
  }
  return [...byKey.values()];
}

/** A non-negative whole number of centavos from a stored amount (anything else counts as 0). */
export function safeCents(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}
