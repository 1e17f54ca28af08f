import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ARTICLE_SLUGS } from '../../web/lib/article-slugs';
import { seedMemberRecords } from './bench-accounts';
import { signUpMember, startBenchApp } from './bench-app';

export interface LighthouseFigure {
  path: string;
  /** For the dashboard: how the member's device holds the app (see lighthouseBenchmark). */
  visit?: 'installed' | 'cold code';
  runs: number;
  /** Medians of the runs, ms (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Requests that left this machine (there must be none). */
  foreignRequests: number;
  /**
   * Lighthouse's BenchmarkIndex of this machine, median of the runs: how fast the host is before
   * the 4× slowdown (Lighthouse warns below 1,000). Figures from two machines compare only with it.
   */
  benchmarkIndex: number;
  /** What Lighthouse flagged (warnings, a run it could not read), shown beside the figures. */
  warning?: string;
}

const PUBLIC_PAGES = ['/', '/login', '/register', '/psychologist'];
/** The library (issue 13): its index and each guide, with their own budget (LCP ≤ 2.0 s). */
export const LIBRARY_PAGES = ['/learn', ...ARTICLE_SLUGS.map((slug) => `/articles/${slug}`)];
/** The pages for the moment of craving (issue 14), LCP ≤ 2.0 s: all public, opened by anyone. */
export const CRAVING_HELP_PAGES = ['/jogos', '/chess', '/caps', '/copiloto'];

/**
 * Chromium for Lighthouse: the system binary, headless, a throwaway profile, and nothing that
 * reaches beyond this machine: no component or field-trial downloads, no safe-browsing lists, and
 * every host name but localhost left unresolved.
 */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Lighthouse 12 (its default config: mobile, 4× CPU slowdown and simulated slow 4G), the
 * performance category only, on the production build served by the real server, in the system
 * Chromium. Public pages: `/`, `/login`, `/register`, `/psychologist`, each run starting from
 * Lighthouse's own storage reset. Then the signed-in dashboard: a member signed up through the
 * API with an assessment, a goal and two weeks of records, whose dashboard was opened once in the
 * same Chromium profile (so the records are in IndexedDB); Lighthouse runs with
 * `disableStorageReset: true`, and before each run the bench itself clears the HTTP cache, the
 * service worker and its caches, so the code comes over the (simulated) network as on the public
 * pages while the data stays on the device. Each page runs `runs` times; medians are reported.
 */
export async function lighthouseBenchmark(runs = 3): Promise<LighthouseFigure[]> {
  // BENCH_LIGHTHOUSE_PAGES=/jogos,/copiloto: only those pages (to look into one page's figures).
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const chosen = (paths: string[]) => (only ? paths.filter((path) => only.includes(path)) : paths);
  const app = await startBenchApp();
  const chrome = await launchChromium();
  try {
    const figures: LighthouseFigure[] = [];
    for (const path of chosen([...PUBLIC_PAGES, ...LIBRARY_PAGES, ...CRAVING_HELP_PAGES]))
      figures.push(await measure(chrome.port, `${app.url}${path}`, runs, false));
    if (!chosen(['/dashboard']).length) return figures;
    await openDashboardOnce(chrome.port, app.url);
    figures.push({ ...(await measure(chrome.port, `${app.url}/dashboard`, runs, true)), visit: 'installed' });
    figures.push({
      ...(await measure(chrome.port, `${app.url}/dashboard`, runs, true, () =>
        clearCode(chrome.port, app.url),
      )),
      visit: 'cold code',
    });
    return figures;
  } finally {
    await chrome.close();
    await app.close();
  }
}

async function measure(
  port: number,
  url: string,
  runs: number,
  keepStorage: boolean,
  beforeEach?: () => Promise<void>,
): Promise<LighthouseFigure> {
  const samples = {
    fcp: [] as number[],
    lcp: [] as number[],
    tbt: [] as number[],
    cls: [] as number[],
    host: [] as number[],
  };
  let foreignRequests = 0;
  const warnings = new Set<string>();
  const origin = new URL(url).origin;
  let failed = 0;
  // A run whose trace Lighthouse could not read (a runtime error) is run again, twice at most.
  while (samples.lcp.length < runs && failed <= 2) {
    await beforeEach?.();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    for (const warning of lhr.runWarnings) warnings.add(warning);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) warnings.add(`landed on ${landed}`);
    if (lhr.runtimeError) {
      failed += 1;
      warnings.add(`${lhr.runtimeError.code}, run again`);
      continue;
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.fcp.push(value('first-contentful-paint'));
    samples.lcp.push(value('largest-contentful-paint'));
    samples.tbt.push(value('total-blocking-time'));
    samples.cls.push(value('cumulative-layout-shift'));
    samples.host.push(lhr.environment.benchmarkIndex);
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
      ?.items;
    foreignRequests += (requests ?? []).filter(
      (request) => !request.url.startsWith(origin) && /^https?:/.test(request.url),
    ).length;
  }
  return {
    path: new URL(url).pathname,
    runs: samples.lcp.length,
    fcp: median(samples.fcp),
    lcp: median(samples.lcp),
    tbt: median(samples.tbt),
    cls: median(samples.cls),
    foreignRequests,
    benchmarkIndex: median(samples.host),
    ...(warnings.size ? { warning: [...warnings].join(' / ') } : {}),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The member's first visit, in Lighthouse's own Chromium profile: signed up through the API from
 * a page of the profile (so the session cookie is the browser's), the stored user set, and
 * /dashboard opened until its numbers show and the first pull has ended.
 */
async function openDashboardOnce(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await signUpMember(context, url, `lighthouse.${Date.now()}@exemplo.com`);
    await seedMemberRecords(context.request, url);
    const page = await context.newPage();
    await page.goto(`${url}/dashboard`);
    await page.locator('.money-value').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The app is installed: its worker active, with the whole precache.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => localStorage.getItem('user'))))
      throw new Error('the member is not signed in in the Lighthouse profile');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** What Lighthouse's own reset would clear, but not the member's data: HTTP cache, worker, its caches. */
async function clearCode(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The system Chromium with a DevTools port (Lighthouse connects to it), in a throwaway profile. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'virada-lighthouse-'));
  const child: ChildProcess = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
