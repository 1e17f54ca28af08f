import { COMMUNITY_READ_CACHE } from '../../shared/constants';

/**
 * Empties the worker's copy of the community pages this browser read (sw/runtime-cache.ts): they
 * are one person's view (their own posts waiting for review, "mine" marks), never the next one's.
 */
export async function clearCommunityReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(COMMUNITY_READ_CACHE);
  } catch (err) {
    console.error('community pages kept offline could not be cleared', err);
  }
}
