import { expect, type Page, test } from '@playwright/test';
import { choose, signUpToDashboard, storedUser, uniqueEmail } from './helpers';

/**
 * Issue 19: a device clock three days ahead or behind (Playwright's clock in the page; the server
 * keeps real time). The app learns the server's clock from its answers: the streak timer equals
 * the server's figure, and the daily check-in asks which day it is for, then is stored under the
 * day chosen (and the server takes it); the diary's new entry is dated by the server's day.
 * 390×844, Chromium.
 */

const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;
const ZONE = 'America/Sao_Paulo';

/** 'yyyy-MM-dd' of an instant in the member's zone. */
const dayIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));
const shown = (day: string) => day.split('-').reverse().join('/');

/** The timer's figure in seconds, as the card shows it (days, hours, minutes, seconds). */
async function timerSeconds(page: Page): Promise<number> {
  const values = await page.locator('.streak-clock .streak-value').allTextContents();
  const [d, h, m, s] = values.map(Number);
  return ((d! * 24 + h!) * 60 + m!) * 60 + s!;
}

for (const { name, skew } of [
  { name: 'three days ahead', skew: 3 * DAY },
  { name: 'three days behind', skew: -3 * DAY },
]) {
  test(`a device clock ${name}: the timer shows the server's figure and the check-in asks for the day`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', timezoneId: ZONE });
    const page = await context.newPage();
    await signUpToDashboard(page, uniqueEmail('relogio'));
    const user = await storedUser(page);

    // From now on the page's clock is off by `skew`; the server's is right.
    await page.clock.install({ time: new Date(Date.now() + skew) });
    await page.reload();
    await expect(page.getByRole('timer')).toBeVisible();
    const deviceSkew = (await page.evaluate(() => Date.now())) - Date.now();
    expect(Math.abs(deviceSkew - skew)).toBeLessThan(60_000);

    // The app learns the server's clock from its answers (and keeps it for offline use). The value
    // stored during the sign-up, with the right clock, is there until the first answer after the
    // reload replaces it.
    await expect
      .poll(async () => {
        const offset = await page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('virada.serverClock') ?? 'null')?.offsetMs as number | undefined,
        );
        return offset === undefined ? Number.POSITIVE_INFINITY : Math.abs(offset + skew);
      })
      .toBeLessThan(5_000);

    // The server's figure: the streak started at `streakStartTime`, counted to the server's now.
    const response = await page.request.get(`/api/dashboard/${user!.id}`);
    expect(response.status()).toBe(200);
    const { streakStartTime } = (await response.json()) as { streakStartTime: string };
    // Long enough that a timer stuck at zero (the start in the device's future) cannot pass.
    await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - Date.parse(streakStartTime))));
    await expect
      .poll(async () => {
        const expected = (Date.now() - Date.parse(streakStartTime)) / 1000;
        return Math.abs((await timerSeconds(page)) - expected);
      })
      .toBeLessThanOrEqual(3);
    await expect(page.getByRole('timer')).toHaveAccessibleName('0 dias sem apostar');
    await expect(page.locator('.streak-best')).toContainText('Melhor sequência: 0 dias');

    // The daily check-in asks which day it is for: the server's today, or this device's day.
    const today = dayIn(Date.now());
    const deviceDay = dayIn(Date.now() + skew);
    await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Check-in diário' });
    const question = dialog.getByRole('radiogroup', { name: 'De que dia é este check-in?' });
    await expect(question).toBeVisible();
    await expect(question).toContainText(
      `Este aparelho marca ${shown(deviceDay)}, e pelo relógio do Virada hoje é ${shown(today)}.`,
    );
    const serverChoice = question.getByRole('radio', {
      name: `${shown(today)}, hoje pelo relógio do Virada`,
    });
    const deviceChoice = question.getByRole('radio', {
      name: new RegExp(`^${shown(deviceDay)}, a data deste aparelho`),
    });
    await expect(serverChoice).not.toBeChecked();
    await expect(deviceChoice).not.toBeChecked();
    // A day after the server's today cannot be stored (the server refuses future days).
    if (skew > 0) await expect(deviceChoice).toBeDisabled();
    else await expect(deviceChoice).toBeEnabled();
    await page.screenshot({
      path: `test-results/e2e/device-clock-${skew > 0 ? 'ahead' : 'behind'}-390x844.png`,
    });

    await choose(dialog.getByRole('radio', { name: 'Não', exact: true }));
    await dialog.getByRole('button', { name: 'Registrar check-in' }).click();
    await expect(dialog.getByText('Escolha de que dia é este check-in')).toBeVisible();
    await choose(serverChoice);
    await expect(dialog.getByText('Você apostou hoje?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Registrar check-in' }).click();
    await expect(dialog).toBeHidden();

    // Stored under the day chosen, and the server took it.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<{ date: string; syncState: string }[]>((resolve, reject) => {
              const open = indexedDB.open('virada');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const request = open.result.transaction('checkins').objectStore('checkins').getAll();
                request.onsuccess = () =>
                  resolve(
                    request.result.map((r: { date: string; syncState: string }) => ({
                      date: r.date,
                      syncState: r.syncState,
                    })),
                  );
                request.onerror = () => reject(request.error);
              };
            }),
        ),
      )
      .toEqual([{ date: today, syncState: 'synced' }]);

    // The diary dates a new entry by the server's day too, and allows no later day.
    await page.goto('/journal');
    await page.getByRole('button', { name: 'Escrever a primeira entrada' }).click();
    const date = page.getByRole('dialog', { name: 'Nova entrada' }).getByLabel('Data', { exact: true });
    await expect(date).toHaveValue(today);
    await expect(date).toHaveAttribute('max', today);
    await context.close();
  });
}
