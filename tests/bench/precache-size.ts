import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PrecacheFigure {
  /** Distinct URLs (what the worker's cache holds once installed). */
  entries: number;
  /** URLs the list names more than once (harmless to Workbox with the same revision; counted once). */
  duplicates: number;
  rawBytes: number;
  gzipBytes: number;
  /** The JavaScript part of it: every chunk of the app, the whole app's code. */
  js: { files: number; rawBytes: number; gzipBytes: number };
}

/**
 * The service worker's precache as built: the list Workbox injected into dist/web/sw.js in place
 * of `self.__WB_MANIFEST` (every URL the worker downloads at install), with the size of each file
 * raw and gzip -9. The worker itself is not in its own list.
 */
export function precacheSize(webRoot: string): PrecacheFigure {
  const sw = readFileSync(join(webRoot, 'sw.js'), 'utf8');
  const list = sw.match(/\[\{"(?:revision|url)":.*?\}\]/)?.[0];
  if (!list) throw new Error('dist/web/sw.js holds no precache list: was it built with injectManifest?');
  const listed = (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
  const urls = [...new Set(listed)];
  const figure: PrecacheFigure = {
    entries: urls.length,
    duplicates: listed.length - urls.length,
    rawBytes: 0,
    gzipBytes: 0,
    js: { files: 0, rawBytes: 0, gzipBytes: 0 },
  };
  for (const url of urls) {
    const bytes = readFileSync(join(webRoot, url.split(/[?#]/)[0]!));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    figure.rawBytes += bytes.length;
    figure.gzipBytes += gzip;
    if (extname(url) === '.js') {
      figure.js.files += 1;
      figure.js.rawBytes += bytes.length;
      figure.js.gzipBytes += gzip;
    }
  }
  return figure;
}
