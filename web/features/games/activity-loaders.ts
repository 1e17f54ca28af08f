import type { ComponentType } from 'react';
import type { GameId } from '../../../shared/domain/games/activities';
import { type OnDemandModule, onDemandModule } from '../../lib/on-demand-module';
import type { ActivityProps } from './activity-props';

type Activity = ComponentType<ActivityProps>;

/**
 * Each activity's code is its own chunk, fetched when the person picks it (or touches its card):
 * the hub's first screen carries none of it. The service worker precaches every chunk, so they
 * open offline after install.
 */
export const ACTIVITY_MODULES: Record<GameId, OnDemandModule<Activity>> = {
  onda: onDemandModule(() => import('./urge-surf').then((m) => m.UrgeSurf)),
  respirar: onDemandModule(() => import('./breathing-activity').then((m) => m.BreathingActivity)),
  pares: onDemandModule(() => import('./memory-game').then((m) => m.MemoryGame)),
  deslizar: onDemandModule(() => import('./sliding-puzzle').then((m) => m.SlidingPuzzle)),
};

/** Starts fetching an activity's code early (a touch on its card); a failure is left for the page. */
export function preloadActivity(id: GameId): void {
  ACTIVITY_MODULES[id].load().catch(() => undefined);
}
