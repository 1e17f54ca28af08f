import type { EntityManager } from '@mikro-orm/knex';
import { expect } from 'vitest';
import { type RollupRound, runAnalyticsRollupRound } from '../../sync-server/modules/admin/analytics-rollup';

/**
 * A round of the admin analytics rollup with no lag (a test's writes have committed), so that
 * everything that arrived by `now` (default: the real clock) is counted. Test servers run no
 * background jobs: a test that reads the analytics runs this first.
 */
export async function rollUpAnalytics(
  em: EntityManager,
  options: { now?: Date; chunkMs?: number } = {},
): Promise<RollupRound> {
  const now = options.now;
  const round = await runAnalyticsRollupRound(em, {
    lagMs: 0,
    chunkMs: options.chunkMs,
    ...(now && { now: () => now }),
  });
  expect(round.claimed, 'the round was claimed').toBe(true);
  // With no lag, a write stamped in the very millisecond the round counted to would be missed
  // (the lag is what covers that in production): the test's next write comes a moment later.
  if (!now) await new Promise((resolve) => setTimeout(resolve, 2));
  return round;
}
