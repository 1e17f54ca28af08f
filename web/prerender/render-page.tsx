import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { takePrerenderedTitle } from '../lib/use-page-title';
import { createAppRouter } from '../router';
import { renderedRoute } from './rendered-route';

export interface RenderedPage {
  /** The markup of #root, exactly as the browser's first render draws it. */
  html: string;
  /**
   * What React hoists for the document's head (preloads of images the page shows). Without a
   * <head> in the tree renderToString writes them first; they go to the page's head instead,
   * where the browser's render does not draw them.
   */
  headHtml: string;
  /** What was drawn (rendered-route.ts): a route id, or `not-found`. */
  route: string;
  /** Every route matched (layouts first): their code and styles are linked from the page. */
  routeIds: string[];
  /** The title the page set with usePageTitle. */
  title: string | null;
}

/**
 * Renders one page of the app to HTML at build time (web/prerender/build-plugin.ts), through the
 * same router and React tree the browser hydrates.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  takePrerenderedTitle();
  const markup = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const headHtml = markup.match(/^(?:<link [^>]*\/?>)*/)?.[0] ?? '';
  return {
    html: markup.slice(headHtml.length),
    headHtml,
    route: renderedRoute(router),
    routeIds: router.state.matches.map((match) => match.routeId),
    title: takePrerenderedTitle(),
  };
}

/** Every page path of the app (`/therapists/$id` style), for the server's 404 decision. */
export function appRoutePaths(): string[] {
  return Object.keys(createAppRouter({ history: createMemoryHistory() }).routesByPath).sort();
}
