import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Locator, Page } from 'playwright-core';
import { solvePuzzle } from '../helpers/sliding-puzzle-solver';
import { startBenchApp } from './bench-app';
import { medianAndP95 } from './stats';

/** Event Timing reports nothing faster than this: such a tap counts as this long. */
const EVENT_TIMING_FLOOR_MS = 16;

export interface GamesTapFigure {
  /** Memory pairs: every card of the table touched, twice round (opens, misses, pairs). */
  memory: { taps: number; underFloor: number; median: number; p95: number };
  /** The sliding puzzle solved tile by tile (the fewest moves, found by search). */
  puzzle: { taps: number; underFloor: number; median: number; p95: number };
  /** Lighthouse's BenchmarkIndex of this machine at 1× (figures from two machines compare only with it). */
  benchmarkIndex: number;
}

/** In the page before its scripts: every Event Timing entry of an interaction (a tap). */
const OBSERVE_EVENT_TIMING = `(() => {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__eventTimings.push({ start: entry.startTime, duration: entry.duration });
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

async function timedTaps(page: Page, targets: Locator[]) {
  const samples: number[] = [];
  let underFloor = 0;
  for (const target of targets) {
    // A card already paired cannot be touched (the deal is random: a pair may be found in the
    // first round); it is left out, not waited for.
    if ((await target.getAttribute('aria-disabled')) === 'true') continue;
    const since = (await page.evaluate('performance.now()')) as number;
    await target.click();
    const slowest = (await page.evaluate(`(${SLOWEST_SINCE})(${since})`)) as number | null;
    if (slowest === null) underFloor++;
    samples.push(slowest ?? EVENT_TIMING_FLOOR_MS);
  }
  return { taps: samples.length, underFloor, ...medianAndP95(samples) };
}

/**
 * The games hub's taps (issue 14) at 4× CPU in Chromium (390×844): each tap on a memory card or a
 * puzzle tile measured as Event Timing measures an interaction, from the touch to the next paint
 * of what it changed (INP's definition). The activity's code is loaded before timing.
 */
export async function gamesTapBenchmark(): Promise<GamesTapFigure> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addInitScript(OBSERVE_EVENT_TIMING);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    await page.goto(`${app.url}/jogos?jogo=pares`, { waitUntil: 'networkidle' });
    const cards = page.getByRole('list', { name: 'Cartas' }).getByRole('button');
    await cards.first().waitFor();
    const benchmarkIndex = (await page.evaluate(
      `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
    )) as number;
    const count = await cards.count();
    const round = Array.from({ length: count }, (_, i) => cards.nth(i));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const memory = await timedTaps(page, [...round, ...round]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await page.goto(`${app.url}/jogos?jogo=deslizar`, { waitUntil: 'networkidle' });
    const grid = page.getByRole('list', { name: 'Quebra-cabeça' });
    await grid.waitFor();
    const board = ((await grid.getAttribute('data-board')) ?? '').split(',').map(Number);
    const touches = solvePuzzle(board) ?? [];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const puzzle = await timedTaps(
      page,
      touches.map((index) => grid.locator('li').nth(index).getByRole('button')),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if ((await grid.getAttribute('data-board')) !== '1,2,3,4,5,6,7,8,0')
      throw new Error('the puzzle was not solved by the taps measured');
    return { memory, puzzle, benchmarkIndex };
  } finally {
    await app.close();
  }
}
