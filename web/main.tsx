import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderedRoute } from './prerender/rendered-route';
import { createAppRouter } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

const router = createAppRouter();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A public page arrives prerendered (web/prerender): its route's code is loaded first, then React
// takes over the markup already on screen. If this browser's router lands somewhere else (a
// guard sent a signed-in member on), the page is drawn anew instead.
const prerendered = rootElement.dataset.prerendered;
/**
 * A first render of the whole app, in a transition: React renders it in slices of a few
 * milliseconds and yields between them, so a slow phone's main thread is never blocked for the
 * whole tree at once (the dashboard's Total Blocking Time, issue 11). Hydration already does so.
 */
const renderFresh = () => {
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
};

if (prerendered === undefined) {
  renderFresh();
} else {
  void router.load().then(() => {
    if (renderedRoute(router) === prerendered) {
      // As TanStack Router's own hydration marks it: the tree is then the one the server drew
      // (no Suspense boundary around the matches).
      router.ssr = { manifest: undefined };
      hydrateRoot(rootElement, app);
    } else {
      rootElement.replaceChildren();
      renderFresh();
    }
  });
}
