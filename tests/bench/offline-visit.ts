import type { Page } from 'playwright-core';
import { seedMemberRecords } from './bench-accounts';
import { signUpMember, startBenchApp, WEB_ROOT } from './bench-app';
import { precacheSize } from './precache-size';
import { medianAndP95 } from './stats';

export interface OfflineVisitFigure {
  runs: number;
  /** Navigation start → the first frame with the member's numbers, ms, at 4× CPU. */
  median: number;
  worst: number;
  /** Medians of the same runs: the document's response from the worker ended, first contentful paint. */
  documentMedian: number;
  fcpMedian: number;
  /** The precache held at install, and how many entries the worker's cache had. */
  precached: { expected: number; cached: number };
}

type ShownWindow = Window & { __numbersShown?: number };

/** What the page logs on the console at the first frame with the member's numbers. */
const NUMBERS_SHOWN = 'virada-bench:numbers-shown';

/** The streak clock and the money saved, as the dashboard shows the member's own numbers. */
const NUMBERS = { money: '.money-value', streak: '.streak-clock .streak-value' };

/**
 * Offline repeat visit (issue 11): the app installed (service worker active and controlling, its
 * precache complete), a member signed in with two weeks of records already in IndexedDB, the
 * network off (context.setOffline). Each run opens /dashboard in a new tab, as the home-screen
 * icon does, with the worker stopped first (an installed app opened after a while) and the CPU
 * at 4×; the figure is the page's own clock (navigation start = 0) at the first frame in which
 * the money saved shows the member's amount and the streak clock its figures.
 */
export async function offlineVisitBenchmark(runs = 5): Promise<OfflineVisitFigure> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await signUpMember(context, app.url, `offline.${Date.now()}@exemplo.com`);
    await seedMemberRecords(context.request, app.url);
    const installing = await context.newPage();
    await installing.goto(`${app.url}/dashboard`);
    const money = (await installing.locator(NUMBERS.money).textContent({ timeout: 30_000 }))?.trim() ?? '';
    const precached = await waitForInstalledApp(installing, precacheSize(WEB_ROOT).entries);
    await installing.waitForLoadState('networkidle');
    await installing.close();

    await context.addInitScript(watchNumbers, {
      ...NUMBERS,
      expectedMoney: money,
      shownMessage: NUMBERS_SHOWN,
    });
    await context.setOffline(true);
    const samples: number[] = [];
    const documents: number[] = [];
    const paints: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Not Playwright's waitForFunction: it would first inject Playwright's own script (~0.4 s
      // of main thread at 4×) into the page in the middle of the app's start. The page says
      // when on the console, which needs nothing in the page.
      const shown = page.waitForEvent('console', {
        predicate: (message) => message.text() === NUMBERS_SHOWN,
        timeout: 30_000,
      });
      await page.goto(`${app.url}/dashboard`, { waitUntil: 'commit' });
      await shown;
      if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
        throw new Error('the offline dashboard was not served by the service worker');
      const run = await page.evaluate(() => ({
        shown: (window as unknown as ShownWindow).__numbersShown!,
        document: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }));
      samples.push(run.shown);
      documents.push(run.document);
      paints.push(run.fcp);
      await page.close();
    }
    return {
      runs,
      median: medianAndP95(samples).median,
      worst: Math.max(...samples),
      documentMedian: medianAndP95(documents).median,
      fcpMedian: medianAndP95(paints).median,
      precached,
    };
  } finally {
    await app.close();
  }
}

/**
 * Until the worker controls the page (a first visit reloads once to be controlled) and its
 * precache holds every entry of the build's list: the install is complete.
 */
async function waitForInstalledApp(
  page: Page,
  expected: number,
): Promise<{ expected: number; cached: number }> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
  const cached = await page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys())
      if (name.includes('precache')) count += (await (await caches.open(name)).keys()).length;
    return count;
  });
  if (cached < expected) throw new Error(`the precache holds ${cached} of the build's ${expected} entries`);
  return { expected, cached };
}

/** Runs in each new page: notes the first frame with the member's money saved and streak figures. */
function watchNumbers(selectors: {
  money: string;
  streak: string;
  expectedMoney: string;
  shownMessage: string;
}): void {
  const w = window as unknown as ShownWindow;
  const observer = new MutationObserver(() => {
    const money = document.querySelector(selectors.money)?.textContent?.trim();
    const streak = document.querySelector(selectors.streak)?.textContent?.trim();
    if (money !== selectors.expectedMoney || !streak) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__numbersShown = performance.now();
      console.info(selectors.shownMessage);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
