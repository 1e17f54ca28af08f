import { type AnyRouter, rootRouteId } from '@tanstack/react-router';

/**
 * Names what a router has loaded: its deepest route's id, or `not-found`. The prerendered HTML
 * carries the name of what it drew (`data-prerendered` on #root), and the browser hydrates it
 * only when its own router loaded the same thing (a signed-in member sent elsewhere by a guard
 * gets a fresh render instead of a mismatch).
 */
export function renderedRoute(router: AnyRouter): string {
  const { matches } = router.state;
  const leaf = matches.at(-1);
  // An unknown path matches only the root, which draws the 404 page.
  if (!leaf || leaf.routeId === rootRouteId || matches.some((match) => match.status === 'notFound'))
    return 'not-found';
  return leaf.routeId;
}
