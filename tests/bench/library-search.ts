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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const samples: number[] = [];
    let underFloor = 0;
    for (const query of QUERIES) {
      await box.focus();
      for (let i = 1; i <= query.length; i++) {
        const since = (await page.evaluate('performance.now()')) as number;
        await page.keyboard.type(query[i - 1]!);
        if (query.slice(0, i).trim())
          await page.waitForSelector(`[data-query="${query.slice(0, i)}"]`, { state: 'attached' });
        const slowest = (await page.evaluate(`(${SLOWEST_SINCE})(${since})`)) as number | null;
        if (slowest === null) underFloor++;
        samples.push(slowest ?? EVENT_TIMING_FLOOR_MS);
      }
      await box.fill('');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { keystrokes: samples.length, underFloor, cpu4: medianAndP95(samples) };
  } finally {
    await app.close();
  }
}
