import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signUpMember, startBenchApp } from './bench-app';
import { medianAndP95 } from './stats';

export interface LatencyFigures {
  seededCheckins: number;
  runs: number;
  cpu1: { median: number; p95: number };
  cpu4: { median: number; p95: number };
}

const TEN_YEARS = 3650;

/**
 * Check-in submit → visible in the DOM, in Chromium, with ten years of check-ins in IndexedDB:
 * the relapse dialog's 'Registrar' click to the new amount appearing in the history list,
 * measured inside the page (performance.now at the click, a MutationObserver for the text).
 */
export async function checkinLatencyBenchmark(runs = 25): Promise<LatencyFigures> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await signUpMember(context, app.url, `latencia.${Date.now()}@exemplo.com`);
    await seedTenYears(context.request, app.url);
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    await waitForLocalCheckins(page, TEN_YEARS);
    await page.locator('.history-list').waitFor();
    await measure(page, 3, 0); // warm-up: loads the dialog's chunk, JIT-compiles the paths
    const profiler = process.env.PROFILE_CHECKIN ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }
    const cpu1 = summarize(await measure(page, runs, 100));
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      (await import('node:fs')).writeFileSync(process.env.PROFILE_CHECKIN!, JSON.stringify(profile));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const cpu4 = summarize(await measure(page, runs, 300));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { seededCheckins: TEN_YEARS, runs, cpu1, cpu4 };
  } finally {
    await app.close();
  }
}

let amountSeed = 1;

async function measure(page: Page, runs: number, _offset: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    amountSeed += 1;
    const text = `R$ ${amountSeed},37`;
    await page.getByRole('button', { name: /Registrar recaída/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar Recaída' });
    await dialog.getByLabel('Quanto foi gasto? (R$)').fill(`${amountSeed},37`);
    const submit = dialog.getByRole('button', { name: 'Registrar', exact: true });
    await page.evaluate((expected) => {
      const state = { t0: 0, t1: 0 };
      (window as unknown as { __latency: typeof state }).__latency = state;
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('dialog[open] button[type="submit"]'))
            state.t0 = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (document.querySelector('.history-list')?.textContent?.includes(expected)) {
          state.t1 = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, text);
    await submit.click();
    await page.waitForFunction(() => (window as unknown as { __latency: { t1: number } }).__latency.t1 > 0);
    samples.push(
      await page.evaluate(() => {
        const s = (window as unknown as { __latency: { t0: number; t1: number } }).__latency;
        return s.t1 - s.t0;
      }),
    );
    await dialog.waitFor({ state: 'hidden' });
  }
  return samples;
}

const summarize = medianAndP95;

/** Ten years of daily check-ins through the real push endpoint, 500 per request. */
async function seedTenYears(
  request: import('playwright-core').APIRequestContext,
  url: string,
): Promise<void> {
  const today = new Date();
  const records = Array.from({ length: TEN_YEARS }, (_, i) => {
    const day = new Date(today.getTime() - (i + 1) * 86_400_000).toISOString().slice(0, 10);
    return {
      type: 'checkin',
      id: randomUUID(),
      date: day,
      hadRelapse: i % 40 === 0,
      amountSpent: i % 40 === 0 ? 20 : 0,
      mood: (i % 5) + 1,
      notes: null,
      tags: i % 40 === 0 ? ['futebol', 'recuperar'] : i % 9 === 0 ? ['tedio'] : [],
    };
  });
  for (let i = 0; i < records.length; i += 500) {
    const response = await request.post(`${url}/api/sync/push`, {
      headers: { Origin: url },
      data: { deviceId: 'bench', records: records.slice(i, i + 500) },
    });
    if (!response.ok()) throw new Error(`seeding failed: ${response.status()} ${await response.text()}`);
  }
}

/** Polls IndexedDB until the first pull has brought every seeded check-in to this device. */
async function waitForLocalCheckins(page: Page, expected: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const count = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('virada');
          // Never create the app's database here: that would leave it without its tables.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onsuccess = () => {
            const request = open.result.transaction('checkins').objectStore('checkins').count();
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result);
            };
          };
          open.onerror = () => resolve(0);
        }),
    );
    if (count >= expected) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`only part of the ${expected} check-ins reached IndexedDB`);
}
