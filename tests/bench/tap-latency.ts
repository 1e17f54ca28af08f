import type { CDPSession, Locator, Page } from 'playwright-core';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import { seedMemberRecords } from './bench-accounts';
import { signUpMember, startBenchApp } from './bench-app';
import { medianAndP95 } from './stats';

/** One interaction's rounds at one CPU rate, ms. */
export interface TapSummary {
  /**
   * Input → next paint (Event Timing), the worst and the median round; 0 stands for a round whose
   * interaction stayed under the observer's 16 ms threshold (it reports nothing faster).
   */
  worst: number;
  median: number;
  /** For the taps that open a dialog: tap → the first frame with the dialog in the DOM, worst. */
  shownWorst?: number;
}

/** One interaction of the check-in or relapse flow at 4× and 1× CPU. */
export interface TapFigure {
  name: string;
  rounds: number;
  cpu4: TapSummary;
  cpu1: TapSummary;
}

interface Step {
  name: string;
  /** What the member does; resolves once the screen shows its result. */
  run: (page: Page, round: number) => Promise<void>;
  /** The dialog this tap opens, when the time until it is on screen is wanted too. */
  opens?: string;
}

/** A person's pause between two taps; also lets a step's own after-work finish before the next. */
const PAUSE_MS = 200;

/**
 * Taps that answer at once (issue 11): the check-in and relapse flows of the dashboard, driven
 * through the real dialogs as a member taps them (a touch in the middle of the element, phone
 * viewport 390×844, nothing of Playwright's running in the page meanwhile), ten rounds in a
 * row on a freshly loaded dashboard at 4× CPU (CDP Emulation.setCPUThrottlingRate), then ten
 * more on another fresh load at 1×. Each interaction's duration is Event Timing's (a
 * PerformanceObserver of type 'event', durationThreshold 16, buffered): from the input to the
 * next paint, the longest entry of the interaction; a step with several inputs (typing) counts
 * its slowest. The member has two weeks of records; the page's service worker is blocked, so
 * the chunks a dialog loads on first use come from the network (the HTTP cache after the first).
 */
export async function tapLatencyBenchmark(rounds = 10): Promise<TapFigure[]> {
  const app = await startBenchApp();
  try {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      // A phone: touch, and the page's width=device-width viewport honoured (no double-tap wait).
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await signUpMember(context, app.url, `toques.${Date.now()}@exemplo.com`);
    await seedMemberRecords(context.request, app.url);
    await context.addInitScript(observeEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const at = async (rate: 1 | 4) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${app.url}/dashboard`);
      await page.locator('.streak-card').waitFor();
      await page.waitForLoadState('networkidle');
      return runRounds(page, cdp, rate, rounds);
    };
    const cpu4 = await at(4);
    const cpu1 = await at(1);
    return STEPS.map(({ name }) => ({ name, rounds, cpu4: cpu4(name), cpu1: cpu1(name) }));
  } finally {
    await app.close();
  }
}

async function runRounds(
  page: Page,
  cdp: CDPSession,
  rate: number,
  rounds: number,
): Promise<(step: string) => TapSummary> {
  const durations = new Map<string, number[]>();
  const shown = new Map<string, number[]>();
  const add = (into: Map<string, number[]>, step: string, value: number) =>
    into.set(step, [...(into.get(step) ?? []), value]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    for (let round = 0; round < rounds; round++) {
      for (const step of STEPS) {
        await page.waitForTimeout(PAUSE_MS);
        const since = await page.evaluate(() => performance.now());
        if (step.opens) await watchDialog(page, step.opens);
        await step.run(page, round).catch(async (error: Error) => {
          if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
          throw new Error(`${step.name}, round ${round + 1} at ${rate}× on ${page.url()}: ${error.message}`);
        });
        add(durations, step.name, (await slowestInteractionSince(page, since)) ?? 0);
        if (step.opens) add(shown, step.name, await dialogShownAfter(page));
      }
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return (step) => {
    const samples = durations.get(step) ?? [];
    const opened = shown.get(step);
    return {
      worst: Math.max(0, ...samples),
      median: medianAndP95(samples).median,
      ...(opened ? { shownWorst: Math.max(...opened) } : {}),
    };
  };
}

const checkinDialog = (page: Page) => page.getByRole('dialog', { name: 'Check-in diário' });
const relapseDialog = (page: Page) => page.getByRole('dialog', { name: 'Registrar Recaída' });
const amountField = (dialog: Locator) => dialog.getByLabel('Quanto foi gasto? (R$)');
const calendar = (page: Page) => page.getByRole('group', { name: 'Calendário' });
/** A choice (radio) of the dialog, tapped on its visible text as a person does. */
const choice = (dialog: Locator, text: string) => dialog.getByText(text, { exact: true });

/** A tap on a field, then its text typed key by key at a brisk thumb's pace. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await tap(field);
  await field.page().keyboard.type(text, { delay: 60 });
}

/**
 * A person's tap: a touch in the middle of the element once it stands still. Not Playwright's
 * `tap()`, whose hit-target listener runs in the page during the tap's own events, and no
 * `waitFor` right after it, whose polling runs in the page at every frame, the tap's next paint
 * included: both would be counted in the interaction's time.
 */
async function tap(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let box = await target.boundingBox();
  for (let tries = 0; ; tries++) {
    await target.page().waitForTimeout(40);
    const again = await target.boundingBox();
    if (box && again && JSON.stringify(box) === JSON.stringify(again)) break;
    if (tries > 100) throw new Error(`${target} does not stand still on screen`);
    box = again;
  }
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Time for a tap's result to reach the screen before the bench looks (with the page idle). */
const SETTLE_MS = 250;

/** After a tap: waits until the screen shows its result, looking from here every 40 ms. */
async function until(shown: () => Promise<boolean>, what: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const deadline = Date.now() + 15_000;
  while (!(await shown())) {
    if (Date.now() > deadline) throw new Error(`the screen never showed ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

const isPresent = async (target: Locator) => (await target.count()) > 0;

const STEPS: Step[] = [
  {
    name: 'Check-in: open the dialog from the dashboard',
    opens: 'Check-in diário',
    run: async (page) => {
      await tap(page.getByRole('button', { name: /Fazer check-in diário/ }));
      await until(() => checkinDialog(page).isVisible(), 'the check-in dialog');
    },
  },
  {
    name: 'Check-in: "Sim" (the amount field appears)',
    run: async (page) => {
      await tap(choice(checkinDialog(page), 'Sim'));
      await until(() => isPresent(amountField(checkinDialog(page))), 'the amount field');
    },
  },
  {
    name: 'Check-in: "Não" (the amount field goes)',
    run: async (page) => {
      await tap(choice(checkinDialog(page), 'Não'));
      await until(async () => !(await isPresent(amountField(checkinDialog(page)))), 'the amount field gone');
    },
  },
  {
    name: 'Check-in: a mood',
    run: async (page, round) => {
      const mood = MOODS[round % MOODS.length]!;
      await tap(choice(checkinDialog(page), mood.label));
      await until(
        () =>
          page.evaluate(
            (value) =>
              (document.querySelector('dialog[open] input[name="mood"]:checked') as HTMLInputElement | null)
                ?.value === value,
            mood.value,
          ),
        `the mood ${mood.label} chosen`,
      );
    },
  },
  {
    name: 'Check-in: typing a note (tap + each key)',
    run: async (page) => {
      const notes = checkinDialog(page).getByLabel('Anotações (opcional)');
      await typeInto(notes, 'Dia tranquilo');
      await until(
        () =>
          page.evaluate(
            () =>
              document.querySelector<HTMLTextAreaElement>('dialog[open] textarea')?.value === 'Dia tranquilo',
          ),
        'the note typed',
      );
    },
  },
  {
    name: 'Check-in: "Registrar check-in"',
    run: async (page) => {
      await tap(checkinDialog(page).getByRole('button', { name: 'Registrar check-in' }));
      await until(async () => !(await checkinDialog(page).isVisible()), 'the check-in dialog closed');
    },
  },
  {
    name: 'Relapse: open the dialog ("Registrar recaída")',
    opens: 'Registrar Recaída',
    run: async (page) => {
      await tap(page.getByRole('button', { name: /Registrar recaída/ }));
      await until(() => relapseDialog(page).isVisible(), 'the relapse dialog');
    },
  },
  {
    name: 'Relapse: open the calendar',
    run: async (page) => {
      await tap(relapseDialog(page).getByRole('button', { name: /Quando aconteceu a recaída/ }));
      await until(() => calendar(page).isVisible(), 'the calendar');
    },
  },
  {
    name: 'Relapse: choose the day before',
    run: async (page) => {
      const yesterday = addDaysToLocalDate(todayIn('America/Sao_Paulo'), -1);
      // The day before is in the month shown unless today is the 1st: then any other day is.
      const cell = page.locator(`.cal-day[data-day="${yesterday}"]:enabled`);
      await tap(
        ((await cell.count()) > 0 ? cell : page.locator('.cal-day:enabled:not([data-selected])')).first(),
      );
      await until(async () => !(await calendar(page).isVisible()), 'the calendar closed');
    },
  },
  {
    name: 'Relapse: typing the amount (tap + each key)',
    run: async (page) => {
      await typeInto(amountField(relapseDialog(page)), '25,50');
    },
  },
  {
    name: 'Relapse: a trigger tag',
    run: async (page) => {
      await tap(relapseDialog(page).getByRole('button', { name: 'Tédio', exact: true }));
      await until(
        () => isPresent(relapseDialog(page).locator('button[aria-pressed="true"]')),
        'the tag chosen',
      );
    },
  },
  {
    name: 'Relapse: "Registrar"',
    run: async (page) => {
      await tap(relapseDialog(page).getByRole('button', { name: 'Registrar', exact: true }));
      await until(async () => !(await relapseDialog(page).isVisible()), 'the relapse dialog closed');
    },
  },
];

/** The moods tapped in turn (never the form's default, Neutro: each tap changes the choice). */
const MOODS = [
  { label: 'Bem', value: '4' },
  { label: 'Muito bem', value: '5' },
  { label: 'Difícil', value: '2' },
];

type TimingWindow = Window & {
  __eventTimings: { interactionId: number; startTime: number; duration: number }[];
  __dialogWatch?: { tap: number; shown: number };
};

/** Runs in the page before its scripts: keeps every Event Timing entry that belongs to an interaction. */
function observeEventTiming(): void {
  const w = window as unknown as TimingWindow;
  w.__eventTimings = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium and the Event Timing spec, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (entry.interactionId)
        w.__eventTimings.push({
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * The longest interaction that started after `since` (page time): the entries of one
 * interaction share its id, and its duration is the longest of them. Event Timing reports an
 * entry after the frame that follows it, so this first waits two frames and a moment more.
 */
async function slowestInteractionSince(page: Page, since: number): Promise<number | null> {
  return page.evaluate(async (start) => {
    // (No named helpers in here: the bench runs through tsx, whose renaming helper is not in the page.)
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const byInteraction = new Map<number, number>();
    for (const entry of (window as unknown as TimingWindow).__eventTimings)
      if (entry.startTime >= start)
        byInteraction.set(
          entry.interactionId,
          Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
        );
    return byInteraction.size ? Math.max(...byInteraction.values()) : null;
  }, since);
}

/**
 * Before a tap that opens a dialog: notes the tap's time (its pointerdown) and the first frame
 * in which the dialog with that title is in the document.
 */
async function watchDialog(page: Page, title: string): Promise<void> {
  await page.evaluate((name) => {
    const w = window as unknown as TimingWindow;
    const watch = { tap: 0, shown: 0 };
    w.__dialogWatch = watch;
    document.addEventListener(
      'pointerdown',
      (event) => {
        watch.tap = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      // The app's dialogs are native <dialog> elements, open while shown (components/app-dialog.tsx).
      const present = [...document.querySelectorAll('dialog[open]')].some((dialog) => {
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const label = labelledBy
          ? document.getElementById(labelledBy)?.textContent
          : dialog.getAttribute('aria-label');
        return label?.trim() === name;
      });
      if (!present) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        watch.shown = performance.now();
      });
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  }, title);
}

/** Tap → the frame with the dialog, for the last `watchDialog`. */
async function dialogShownAfter(page: Page): Promise<number> {
  await page.waitForFunction(() => ((window as unknown as TimingWindow).__dialogWatch?.shown ?? 0) > 0);
  return page.evaluate(() => {
    const watch = (window as unknown as TimingWindow).__dialogWatch!;
    return watch.shown - watch.tap;
  });
}
