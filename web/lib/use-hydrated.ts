import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a prerendered page (web/prerender: the first render must draw what
 * the build drew), true from then on, and at once on a page the app draws itself. A prerendered
 * form is disabled until then: typed into and sent before its code runs, the browser would send it
 * itself, with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
