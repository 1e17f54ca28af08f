import { startBenchApp } from './bench-app';
import { medianAndP95 } from './stats';

/** What people type: each prefix is one keystroke (accents and capitals as a phone's keyboard gives them). */
const QUERIES = ['tigrinho', 'TIGRÍNHO', 'dívidas', 'respiração', 'vontade de apostar', 'cvv', 'família'];

export interface LibrarySearchFigure {
  keystrokes: number;
  cpu4: { median: number; p95: number };
}

/**
 * The library's offline search (issue 13) at 4× CPU in Chromium (390×844, no network needed once
 * loaded): for each keystroke, from the input event to the frame after the results for that
 * exact text are on screen (the results carry the query they answer, `data-query`). Every word
 * of every guide and lesson is searched; the index is loaded by a first search before timing.
 */
export async function librarySearchBenchmark(): Promise<LibrarySearchFigure> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/learn`, { waitUntil: 'networkidle' });
    const box = page.getByLabel('Buscar no conteúdo');
    await box.fill('aquecimento');
    await page.waitForSelector('[data-query="aquecimento"]');
    await box.fill('');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const samples: number[] = [];
    for (const query of QUERIES) {
      samples.push(...(await page.evaluate(typeKeystrokes, query)));
      await box.fill('');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { keystrokes: samples.length, cpu4: medianAndP95(samples) };
  } finally {
    await app.close();
  }
}

/** In the page: types `query` a character at a time, timing each keystroke to its results' frame. */
async function typeKeystrokes(query: string): Promise<number[]> {
  const input = document.querySelector<HTMLInputElement>('#learn-search-input')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const times: number[] = [];
  for (let i = 1; i <= query.length; i++) {
    const text = query.slice(0, i);
    if (!text.trim()) continue;
    const shown = () => document.querySelector(`.learn-search-results`)?.getAttribute('data-query') === text;
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve());
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await done;
    times.push(performance.now() - started);
  }
  return times;
}
