import type { AnyRouter } from '@tanstack/react-router';
import type { NavItem } from './nav-items';

/**
 * Opening the phone menu is the intent to go somewhere: starts loading the pages marked
 * `preloadWithMenu` (their code and loader, as the router's own intent preload does on hover or
 * touch), except the one on screen. A failure is left to the navigation, which tries again.
 */
export function preloadMenuRoutes(
  router: Pick<AnyRouter, 'preloadRoute'>,
  items: readonly NavItem[],
  pathname: string,
): void {
  for (const item of items) {
    if (item.kind !== 'link' || !item.preloadWithMenu || item.to === pathname) continue;
    router.preloadRoute({ to: item.to }).catch(() => undefined);
  }
}
