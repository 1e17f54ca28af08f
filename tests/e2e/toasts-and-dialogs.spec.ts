import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, signUpToDashboard, uniqueEmail, waitForServiceWorkerControl } from './helpers';

/** Issue 10: a toast never lies over the buttons of an open dialog (390×844, Chromium). */

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box once its entry animation has settled (two equal readings in a row). */
async function settledBox(locator: Locator): Promise<Box> {
  let last: Box | null = null;
  for (let reading = 0; reading < 20; reading++) {
    await locator.page().waitForTimeout(150);
    const box = await locator.boundingBox({ timeout: 1000 });
    if (box && last && JSON.stringify(box) === JSON.stringify(last)) return box;
    last = box;
  }
  throw new Error('the toast did not settle');
}

/**
 * Every button of the open dialog is clear of the toast, and the named ones take a click. The
 * boxes are read in one go while the toast is on screen (a slow run must not compare a toast
 * that has since left with a sheet that has since grown back).
 */
async function expectDialogButtonsClear(
  page: Page,
  dialog: Locator,
  toastText: string,
  actions: string[],
  screenshot: string,
): Promise<void> {
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: toastText });
  await expect(toast).toBeVisible();
  // The pointer rests on the toast, which pauses it (Ark UI), so that a slow test machine still
  // finds it on screen for every check below.
  await toast.hover();
  const toastBox = await settledBox(toast);
  expect(toastBox.y).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: `test-results/e2e/${screenshot}` });

  // The sheet inside the native <dialog>, which also holds the toasts shown while it is open.
  const snapshot = await dialog.locator('.app-dialog').evaluate((sheet, text) => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const toastEl = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((el) =>
      el.textContent?.includes(text),
    );
    const sheetBox = rect(sheet);
    const buttons = [...sheet.querySelectorAll('button')].map((b) => {
      // What of the button shows inside the sheet (a tall sheet scrolls its content).
      const r = rect(b);
      const top = Math.max(r.y, sheetBox.y);
      const bottom = Math.min(r.y + r.height, sheetBox.y + sheetBox.height);
      return {
        name: b.getAttribute('aria-label') ?? b.textContent ?? '',
        box: { ...r, y: top, height: bottom - top },
      };
    });
    return { toast: toastEl ? rect(toastEl) : null, sheet: sheetBox, buttons };
  }, toastText);
  expect(snapshot.toast, 'the toast is still on screen').not.toBeNull();
  expect(snapshot.buttons.length).toBeGreaterThanOrEqual(2);
  for (const { name, box } of snapshot.buttons) {
    if (box.height <= 0) continue; // scrolled out of the sheet: nothing can lie over it
    expect(overlaps(snapshot.toast!, box), `toast over "${name}"`).toBe(false);
  }
  // The sheet itself starts below the toast.
  expect(snapshot.sheet.y).toBeGreaterThanOrEqual(snapshot.toast!.y + snapshot.toast!.height);

  for (const name of actions) {
    const button = dialog.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    const toastNow = (await toast.count()) > 0 ? await toast.boundingBox() : null;
    if (toastNow) await toast.hover(); // keeps it paused: scrolling the sheet may have moved it off
    expect(box, name).not.toBeNull();
    if (toastNow) expect(overlaps(toastNow, box!), `toast over "${name}"`).toBe(false);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 1); // sub-pixel layout
    // Actionability includes "receives the pointer event": nothing lies over it.
    await button.click({ trial: true });
  }
}

async function tapSair(page: Page, how: 'pointer' | 'keyboard' = 'pointer'): Promise<void> {
  const menu = page.getByRole('button', { name: 'Abrir menu' });
  const sair = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Sair' });
  if (how === 'pointer') {
    await menu.click();
    await sair.click();
    return;
  }
  await menu.focus();
  await page.keyboard.press('Enter');
  await sair.focus();
  await page.keyboard.press('Enter');
}

async function recordCheckin(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });
  await choose(checkin.getByRole('radio', { name: 'Não' }));
  await checkin.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(checkin).toBeHidden();
}

test('Sair right after an offline check-in: the toast moves above the warning and both buttons work', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('aviso'));
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await recordCheckin(page);
  // The success toast after the dialog closed is seen, at the bottom of the screen.
  const success = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Check-in registrado' });
  await expect(success).toBeInViewport();
  expect((await success.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2);

  // Sair while the toast is on screen. The pointer rests on the toast (which pauses it) and the
  // menu is used with the keyboard, so that a slow test machine cannot let it expire first.
  await success.hover();
  await tapSair(page, 'keyboard');
  const warning = page.getByRole('dialog', { name: 'Alguns registros ainda não foram enviados' });
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expectDialogButtonsClear(
    page,
    warning,
    'Check-in registrado',
    ['Esperar sincronizar', 'Sair mesmo assim', 'Fechar'],
    'toast-above-sign-out-warning-390x844.png',
  );

  // Both buttons take a real click: waiting (still offline, it says so and stays open)...
  await warning.getByRole('button', { name: 'Esperar sincronizar' }).click();
  await expect(warning.getByText(/Sem conexão no momento/)).toBeVisible();
  // ...and leaving anyway.
  await warning.getByRole('button', { name: 'Sair mesmo assim' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Você saiu da sua conta')).toBeInViewport();
  await context.close();
});

test('the check-in dialog reopened at once: the last toast sits above the sheet, off its buttons', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('reabre'));

  // Reopened right away, as in the report (within about 200 ms of the previous one).
  await recordCheckin(page);
  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });
  await expect(checkin).toBeVisible();
  await expectDialogButtonsClear(
    page,
    checkin,
    'Check-in registrado',
    ['Registrar check-in', 'Cancelar', 'Fechar'],
    'toast-above-checkin-dialog-390x844.png',
  );

  // Tapping the toast's close button closes the toast, not the dialog.
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
  await expect(checkin).toBeVisible();
  await choose(checkin.getByRole('radio', { name: 'Não' }));
  await checkin.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(checkin).toBeHidden();
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Check-in registrado' }),
  ).toBeInViewport();
  await context.close();
});
