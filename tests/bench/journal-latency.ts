import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { signUpMember, startBenchApp } from './bench-app';
import { medianAndP95 } from './stats';

export interface JournalFigures {
  seededEntries: number;
  runs: number;
  /** Tap on "Meu Diário" in the menu → the first entries on screen (the diary read before, kept in memory). */
  open: { cpu1: Stats; cpu4: Stats };
  /** The same, the first time after the app started (the diary read from IndexedDB). */
  coldOpen: Stats;
  /** A full reload of /journal (navigation start → first entries), for information. */
  reload: Stats;
  /** "Salvar" → the new entry in the list. */
  save: { cpu1: Stats; cpu4: Stats };
}

interface Stats {
  median: number;
  p95: number;
}

const TEN_YEARS = 3650;

/**
 * Meu Diário with ten years of daily entries in IndexedDB, in Chromium at 390×844, measured inside
 * the page (performance.now at the click, a MutationObserver for the result): opening the diary
 * from the menu until its first entries are on screen, and saving a new entry until it is in the
 * list.
 */
export async function journalLatencyBenchmark(runs = 25): Promise<JournalFigures> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await signUpMember(context, app.url, `diario.${Date.now()}@exemplo.com`);
    await seedTenYears(context.request, app.url);
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    await waitForLocalEntries(page, TEN_YEARS);
    await measureOpen(page, 3); // warm-up: loads the route's chunk, JIT-compiles the paths
    const cdp = await context.newCDPSession(page);
    const openCpu1 = summarize(await measureOpen(page, runs));
    await measureSave(page, 3);
    const saveCpu1 = summarize(await measureSave(page, runs));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const saveCpu4 = summarize(await measureSave(page, runs));
    const openCpu4 = summarize(await measureOpen(page, runs));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const coldOpen = summarize(await measureColdOpen(page, app.url, 20));
    const reload = summarize(await measureReload(page, 10));
    return {
      seededEntries: TEN_YEARS,
      runs,
      open: { cpu1: openCpu1, cpu4: openCpu4 },
      coldOpen,
      reload,
      save: { cpu1: saveCpu1, cpu4: saveCpu4 },
    };
  } finally {
    await app.close();
  }
}

/** From the dashboard, through the phone menu, to the diary; then back. */
async function measureOpen(page: Page, runs: number): Promise<number[]> {
  const samples: number[] = [];
  if (!page.url().endsWith('/dashboard')) await goTo(page, 'Painel', '.dash');
  for (let i = 0; i < runs; i++) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const link = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', {
      name: 'Meu Diário',
    });
    await arm(page, 'a[href="/journal"]', () => document.querySelector('.journal-entry') !== null);
    await link.click();
    samples.push(await measured(page));
    await goTo(page, 'Painel', '.dash');
  }
  return samples;
}

/** The first opening after the app started: the dashboard loaded afresh, then the menu. */
async function measureColdOpen(page: Page, url: string, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`${url}/dashboard`);
    await page.locator('.dash').waitFor();
    // Let the start-up sync finish, as a member would before reaching for the menu.
    await page.waitForTimeout(1_000);
    samples.push(...(await measureOpen(page, 1)));
  }
  return samples;
}

/** Through the phone menu to another page, until `ready` is on it. */
async function goTo(page: Page, link: string, ready: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: link })
    .click();
  await page.locator(ready).first().waitFor();
}

let saveCount = 0;

/** "Nova entrada", a short text, "Salvar" → the text in the list. */
async function measureSave(page: Page, runs: number): Promise<number[]> {
  if (!page.url().endsWith('/journal')) await goTo(page, 'Meu Diário', '.journal-entry');
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    saveCount += 1;
    const text = `Medição ${saveCount}: hoje a vontade passou depois de uma caminhada.`;
    await page.getByRole('button', { name: 'Nova entrada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova entrada' });
    await dialog.getByLabel('O que você quer escrever?').fill(text);
    await arm(
      page,
      'dialog[open] button[type="submit"]',
      (expected) =>
        Boolean(document.querySelector('.journal-list')?.textContent?.includes(expected as string)),
      text,
    );
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    samples.push(await measured(page));
    await dialog.waitFor({ state: 'hidden' });
  }
  return samples;
}

/** A reload of /journal: navigation start → the first entry in the DOM (an observer set up before any script). */
async function measureReload(page: Page, runs: number): Promise<number[]> {
  if (!page.url().endsWith('/journal')) await goTo(page, 'Meu Diário', '.journal-entry');
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.journal-entry')) return;
      (window as unknown as { __firstEntry: number }).__firstEntry = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { __firstEntry?: number }).__firstEntry !== undefined,
    );
    samples.push(await page.evaluate(() => (window as unknown as { __firstEntry: number }).__firstEntry));
  }
  return samples;
}

/** Starts the clock at the next click on `selector` and stops it when `done` holds after a DOM change. */
async function arm(
  page: Page,
  selector: string,
  done: (arg: unknown) => boolean,
  arg?: unknown,
): Promise<void> {
  await page.evaluate(
    ({ selector, done, arg }) => {
      const state = { t0: 0, t1: 0 };
      (window as unknown as { __latency: typeof state }).__latency = state;
      const check = new Function('arg', `return (${done})(arg)`) as (a: unknown) => boolean;
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest(selector)) state.t0 = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (state.t0 > 0 && check(arg)) {
          state.t1 = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { selector, done: done.toString(), arg },
  );
}

async function measured(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __latency: { t1: number } }).__latency.t1 > 0);
  return page.evaluate(() => {
    const s = (window as unknown as { __latency: { t0: number; t1: number } }).__latency;
    return s.t1 - s.t0;
  });
}

const summarize = (samples: number[]): Stats => medianAndP95(samples);

const MOODS = [1, 2, 3, 4, 5, null] as const;
const TAGS = [[], ['tedio'], ['futebol', 'propaganda'], ['solidao'], ['pagamento', 'estresse']];

/** Ten years of daily entries (a paragraph or three each) through the real push endpoint. */
function seedTenYears(request: APIRequestContext, url: string): Promise<void> {
  return seed(request, url, TEN_YEARS);
}

async function seed(request: APIRequestContext, url: string, count: number): Promise<void> {
  const today = Date.now();
  const records = Array.from({ length: count }, (_, i) => ({
    type: 'journal',
    id: randomUUID(),
    baseVersion: 0,
    date: new Date(today - (i + 1) * 86_400_000).toISOString().slice(0, 10),
    title: i % 3 === 0 ? `Dia ${i}` : null,
    text: 'Hoje acordei cansado, mas fui trabalhar. No almoço apareceu uma propaganda de aposta e senti a vontade. '
      .repeat(1 + (i % 4))
      .trim(),
    mood: MOODS[i % MOODS.length],
    tags: TAGS[i % TAGS.length],
  }));
  // ~100 entries keep a request under the server's body limit.
  for (let i = 0; i < records.length; i += 100) {
    const response = await request.post(`${url}/api/sync/push`, {
      headers: { Origin: url },
      data: { deviceId: 'bench', records: records.slice(i, i + 100) },
    });
    if (!response.ok()) throw new Error(`seeding failed: ${response.status()} ${await response.text()}`);
    const { results } = (await response.json()) as { results: { status: string; message?: string }[] };
    const refused = results.find((r) => r.status !== 'stored');
    if (refused) throw new Error(`seeding refused: ${refused.status} ${refused.message ?? ''}`);
  }
}

/** Polls IndexedDB until the first pull has brought every seeded entry to this device. */
async function waitForLocalEntries(page: Page, expected: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const count = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('virada');
          // Never create the app's database here: that would leave it without its tables.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('journal')) {
              db.close();
              return resolve(0);
            }
            const request = db.transaction('journal').objectStore('journal').count();
            request.onsuccess = () => {
              db.close();
              resolve(request.result);
            };
          };
          open.onerror = () => resolve(0);
        }),
    );
    if (count >= expected) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`only part of the ${expected} diary entries reached IndexedDB`);
}
