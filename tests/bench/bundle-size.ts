import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { signUpMember, startBenchApp, WEB_ROOT } from './bench-app';

export interface BundleFigure {
  path: string;
  gzipBytes: number;
  files: number;
}

/**
 * Loads each page of the production build in Chromium, collects the JavaScript files it really
 * requests (entry, chunks, route chunks loaded on demand) and sums their gzip -9 sizes as built.
 * Member pages are loaded signed in, so the guard does not send them to /login; `prepare` gives
 * the member records first, and `ready` is a selector to wait for (code loaded after networkidle).
 */
export async function bundleSizes(
  paths: {
    path: string;
    member?: boolean;
    prepare?: (context: BrowserContext, url: string) => Promise<void>;
    ready?: string;
  }[],
): Promise<BundleFigure[]> {
  const app = await startBenchApp();
  try {
    const results: BundleFigure[] = [];
    for (const { path, member, prepare, ready } of paths) {
      const context = await app.browser.newContext({ serviceWorkers: 'block' });
      if (member) await signUpMember(context, app.url, `tamanho.${Date.now()}@exemplo.com`);
      await prepare?.(context, app.url);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.port === String(app.port)) scripts.add(url.pathname);
      });
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      if (ready) {
        await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
      }
      let gzipBytes = 0;
      for (const script of scripts)
        gzipBytes += gzipSync(readFileSync(join(WEB_ROOT, script)), { level: 9 }).length;
      results.push({ path, gzipBytes, files: scripts.size });
      await context.close();
    }
    return results;
  } finally {
    await app.close();
  }
}
