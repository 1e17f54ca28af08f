import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { APP_SHELL_FILE, PAGE_ROUTES_FILE } from '../../shared/web-build';
import { documentTitle } from '../lib/use-page-title';
import { pageHtml } from './page-html';
import { pageRoutePaths } from './page-routes';
import { guidePages, NOT_FOUND_PAGE, PUBLIC_PAGES, type PublicPage } from './public-pages';
import type { RenderedPage } from './render-page';
import { type BuildManifest, routeAssets } from './route-assets';

interface RenderModule {
  renderPage(path: string): Promise<RenderedPage>;
  appRoutePaths(): string[];
}

/**
 * Renders the public pages to HTML once the client bundle is written (issue 11), before the
 * service worker's precache list is made, so the pages are precached too. The built index.html,
 * with the font preloaded, becomes the app shell (app-shell.html) and the template of every page;
 * `/` is written over index.html. The rendering runs the app's own modules through a Vite server in SSR mode.
 */
export function prerenderPages({
  configFile,
  outDir,
  contentDir,
}: {
  configFile: string;
  outDir: string;
  contentDir: string;
}): Plugin {
  return {
    name: 'virada:prerender',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as BuildManifest;
        await writeFile(join(outDir, APP_SHELL_FILE), template);
        const pages = [...PUBLIC_PAGES, ...guidePages(contentDir), NOT_FOUND_PAGE];
        const server = await createServer({
          configFile,
          appType: 'custom',
          logLevel: 'warn',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const app = (await server.ssrLoadModule('/prerender/render-page.tsx')) as RenderModule;
          for (const page of pages) {
            await writeOut(join(outDir, page.file), await prerender(app, page, template, manifest));
          }
          await writeOut(join(outDir, PAGE_ROUTES_FILE), JSON.stringify(pageRoutePaths(app.appRoutePaths())));
        } finally {
          await server.close();
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`prerendered ${pages.length} pages in ${seconds} s`);
      },
    },
  };
}

async function prerender(
  app: RenderModule,
  page: PublicPage,
  template: string,
  manifest: BuildManifest,
): Promise<string> {
  // A page that redirects (canonicalPath) is drawn as where it leads, as the browser will.
  const rendered = await app.renderPage(page.canonicalPath ?? page.path);
  if (!rendered.title) throw new Error(`prerender: ${page.path} sets no title (usePageTitle)`);
  return pageHtml(template, {
    head: {
      title: documentTitle(rendered.title),
      description: page.description,
      canonicalPath: page.canonicalPath ?? page.path,
    },
    assets: routeAssets(manifest, rendered.routeIds),
    markup: rendered.html,
    headMarkup: rendered.headHtml,
    route: rendered.route,
  });
}

async function writeOut(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}
