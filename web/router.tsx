import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './features/not-found/not-found-page';
import { routeTree } from './routeTree.gen';

/**
 * The app's router. The prerender step (web/prerender) gives it a memory history, and no scroll
 * restoration (its inline script, refused by the CSP, is not drawn by the browser's render).
 */
export function createAppRouter(prerender?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    history: prerender?.history,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: !prerender,
    // The landing page scrolls to its sections itself, smoothly and after 100 ms (spec §2).
    defaultHashScrollIntoView: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
