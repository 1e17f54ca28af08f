import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';

const WEB_ROOT = join(process.cwd(), 'dist/web');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Loads each page of the production build in Chromium, collects the JavaScript files it really
 * requests (entry, chunks, route chunks loaded on demand) and sums their gzip -9 sizes as built.
 */
export async function bundleSizes(paths: string[]) {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    throw new Error('Run `npm run build` first: dist/web is missing.');
  const config = {
    ...loadConfig({ SESSION_KEYS: 'bench', DATABASE_URL: 'sqlite::memory:', WEB_ROOT, PORT: '0' }),
    logRequests: false,
  };
  const server = await createApp(config);
  const http = server.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => http.once('listening', resolve));
  const port = (http.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.port === String(port)) scripts.add(url.pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      let gzipBytes = 0;
      for (const script of scripts)
        gzipBytes += gzipSync(readFileSync(join(WEB_ROOT, script)), { level: 9 }).length;
      results.push({ path, gzipBytes, files: scripts.size });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    http.close();
    await server.close();
  }
}
