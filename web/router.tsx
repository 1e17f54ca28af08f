import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './features/not-found/not-found-page';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
  // The landing page scrolls to its sections itself, smoothly and after 100 ms (spec §2).
  defaultHashScrollIntoView: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
