import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { startBenchApp, WEB_ROOT } from './bench-app';
import { medianAndP95 } from './stats';

export interface CapsSearchFigure {
  /** The data chunk (virtual:caps-data) as the build wrote it: bytes, and gzip -9 bytes. */
  dataChunk: { file: string; bytes: number; gzipBytes: number };
  /** Loading the chunk (from the server, no cache), decoding it and building both indexes, once, at 4×. */
  loadAndIndexMs: number;
  /** One nearest search (the 5 nearest towns with a CAPS) from a point, at 4×, in ms. */
  nearest: { points: number; median: number; p95: number };
  /** One city search for the text typed so far, each keystroke of a few queries, at 4×, in ms. */
  citySearch: { keystrokes: number; median: number; p95: number };
  /** Lighthouse's BenchmarkIndex of this machine at 1× (figures from two machines compare only with it). */
  benchmarkIndex: number;
}

/** What people type, one search per character (accents and capitals as a phone's keyboard gives them). */
const QUERIES = ['São Paulo SP', 'campinas - sp', 'sao jose', 'Feira de Santana', 'RIBEIRÃO PRETO', 'porto'];
/** Points spread over Brazil's bounding box (a fixed generator: every run times the same points). */
const POINT_COUNT = 2000;

interface BuildManifest {
  [key: string]: { file: string };
}

/** The shipped data chunk, named by the build's manifest. */
function dataChunk(): CapsSearchFigure['dataChunk'] {
  const manifest = JSON.parse(readFileSync(join(WEB_ROOT, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const entry = Object.entries(manifest).find(([key]) => key.endsWith('virtual:caps-data'))?.[1];
  if (!entry) throw new Error('virtual:caps-data is not in the build manifest');
  const bytes = readFileSync(join(WEB_ROOT, entry.file));
  return { file: entry.file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

/** The page's own search code (shared/domain/caps), bundled for the page as `window.capsDomain`. */
async function domainScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        export { decodeCapsData } from './shared/domain/caps/caps-data';
        export { CitySearch } from './shared/domain/caps/caps-city-search';
        export { CapsPlaces } from './shared/domain/caps/caps-nearest';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'capsDomain',
    target: 'es2022',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Runs in the page, CPU throttled: loads the real chunk, then times each search alone. */
const TIME_SEARCHES = `async ({ chunk, queries, pointCount }) => {
  const { decodeCapsData, CitySearch, CapsPlaces } = window.capsDomain;
  const started = performance.now();
  const { default: data } = await import(chunk);
  const rows = decodeCapsData(data);
  const cities = new CitySearch(rows);
  const places = new CapsPlaces(rows);
  const loadAndIndexMs = performance.now() - started;
  let seed = 14;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const nearest = [];
  for (let i = 0; i < pointCount; i++) {
    const point = { lat: -33.7 + random() * 38.9, lon: -73.9 + random() * 39.1 };
    const t0 = performance.now();
    const found = places.nearest(point, 5);
    nearest.push(performance.now() - t0);
    if (found.length !== 5) throw new Error('nearest: not 5 towns');
  }
  const keystrokes = [];
  for (const query of queries)
    for (let i = 1; i <= query.length; i++) {
      const t0 = performance.now();
      cities.search(query.slice(0, i));
      keystrokes.push(performance.now() - t0);
    }
  if (cities.search('sao paulo sp')[0]?.name !== 'São Paulo') throw new Error('city search: São Paulo not first');
  return { loadAndIndexMs, nearest, keystrokes };
}`;

/**
 * The CAPS finder's searches (issue 14) at 4× CPU in Chromium: the real data chunk of the build,
 * loaded into /caps, searched by the page's own code (shared/domain/caps, bundled as the app
 * bundles it). Each nearest search (2,000 points over Brazil) and each keystroke's city search
 * (every prefix of a few queries) is timed alone with performance.now(). Budget: nearest p95 ≤ 20 ms.
 */
export async function capsSearchBenchmark(): Promise<CapsSearchFigure> {
  const chunk = dataChunk();
  const script = await domainScript();
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/caps`, { waitUntil: 'networkidle' });
    const benchmarkIndex = (await page.evaluate(
      `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
    )) as number;
    // Evaluated over CDP, as a test's code is: the page's CSP forbids inline scripts.
    await page.evaluate(`${script};window.capsDomain = capsDomain;`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timed = (await page.evaluate(
      `(${TIME_SEARCHES})(${JSON.stringify({ chunk: `/${chunk.file}`, queries: QUERIES, pointCount: POINT_COUNT })})`,
    )) as { loadAndIndexMs: number; nearest: number[]; keystrokes: number[] };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      dataChunk: chunk,
      loadAndIndexMs: timed.loadAndIndexMs,
      nearest: { points: timed.nearest.length, ...medianAndP95(timed.nearest) },
      citySearch: { keystrokes: timed.keystrokes.length, ...medianAndP95(timed.keystrokes) },
      benchmarkIndex,
    };
  } finally {
    await app.close();
  }
}
