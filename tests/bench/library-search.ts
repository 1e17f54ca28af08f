import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';
import { startBenchApp } from './bench-app';
import { medianAndP95 } from './stats';

/** What people type: each character is one keystroke (accents and capitals as a phone's keyboard gives them). */
const QUERIES = ['tigrinho', 'TIGRÍNHO', 'dívidas', 'respiração', 'vontade de apostar', 'cvv', 'família'];

/** Event Timing reports nothing faster than this: such a keystroke counts as this long. */
const EVENT_TIMING_FLOOR_MS = 16;

export interface LibrarySearchFigure {
  keystrokes: number;
  /** Keystrokes Event Timing did not report (under 16 ms), counted as 16 ms. */
  underFloor: number;
  cpu4: { median: number; p95: number };
  /**
   * The same keystrokes typed into a plain text field on the same page (no handler, nothing
   * drawn but the letter): what any keystroke costs on this machine at 4×, the search's floor.
   */
  plainField: { median: number; p95: number };
  /** Lighthouse's BenchmarkIndex of this machine at 1× (figures from two machines compare only with it). */
  benchmarkIndex: number;
}

/** In the page before its scripts: every Event Timing entry of an interaction (a key press). */
const OBSERVE_EVENT_TIMING = `(() => {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__eventTimings.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/** The longest interaction since `start` (page time), after the frames Event Timing reports in. */
const SLOWEST_SINCE = `async (start) => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  let slowest = null;
  for (const entry of window.__eventTimings)
    if (entry.start >= start) slowest = Math.max(slowest ?? 0, entry.duration);
  return slowest;
}`;

/** A bare text field at the top of the page, for the floor (not part of the app). */
const ADD_PLAIN_FIELD = `(() => {
  const field = document.createElement('input');
  field.id = 'bench-plain-field';
  field.setAttribute('aria-label', 'bench');
  document.body.prepend(field);
})()`;

/**
 * Types every query into `selector`, one measured key press at a time. Nothing polls the page
 * while a keystroke's frame is drawn: the results for the text typed so far must already be in the
 * page once that frame is reported (React draws them in the keystroke's own task), else the
 * figure would not cover them and the run stops.
 */
async function typeQueries(page: Page, selector: string, expectResults: boolean) {
  const samples: number[] = [];
  let underFloor = 0;
  for (const query of QUERIES) {
    await page.focus(selector);
    for (let i = 1; i <= query.length; i++) {
      const since = (await page.evaluate('performance.now()')) as number;
      await page.keyboard.type(query[i - 1]!);
      const slowest = (await page.evaluate(`(${SLOWEST_SINCE})(${since})`)) as number | null;
      const typed = query.slice(0, i);
      if (expectResults && typed.trim()) {
        const drawn = await page.evaluate(
          `!!document.querySelector(${JSON.stringify(`[data-query="${typed}"]`)})`,
        );
        if (!drawn) throw new Error(`Results for "${typed}" were not drawn with the keystroke's frame.`);
      }
      if (slowest === null) underFloor++;
      samples.push(slowest ?? EVENT_TIMING_FLOOR_MS);
    }
    await page.fill(selector, '');
  }
  return { samples, underFloor };
}

/**
 * The library's offline search (issue 13) at 4× CPU in Chromium (390×844; the index is on the
 * device once loaded): real key presses typed into the search box, each measured as Event Timing
 * measures an interaction, from the key press to the next paint after the results for that text
 * are drawn (INP's definition). Every word of every guide and lesson is searched; the index is
 * loaded by a first search before timing.
 */
export async function librarySearchBenchmark(): Promise<LibrarySearchFigure> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addInitScript(OBSERVE_EVENT_TIMING);
    const page = await context.newPage();
    await page.goto(`${app.url}/learn`, { waitUntil: 'networkidle' });
    const box = page.getByLabel('Buscar no conteúdo');
    await box.fill('aquecimento');
    await page.waitForSelector('[data-query="aquecimento"]');
    await box.fill('');
    const benchmarkIndex = (await page.evaluate(
      `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
    )) as number;
    await page.evaluate(ADD_PLAIN_FIELD);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const search = await typeQueries(page, '#learn-search-input', true);
    const plain = await typeQueries(page, '#bench-plain-field', false);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      keystrokes: search.samples.length,
      underFloor: search.underFloor,
      cpu4: medianAndP95(search.samples),
      plainField: medianAndP95(plain.samples),
      benchmarkIndex,
    };
  } finally {
    await app.close();
  }
}
