import { expect, test } from '@playwright/test';
import { choose, expectNoSeriousAxeViolations, signUpToDashboard, uniqueEmail } from './helpers';

/**
 * The app's modal dialogs are the browser's own <dialog> (components/app-dialog.tsx): what a
 * person relies on, driven as they would on a phone.
 */
const PHONE = { width: 390, height: 844 };

test('a dialog traps the page, closes on Escape, on a tap outside and on Fechar, and gives focus back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('dialogo'));
  const open = page.getByRole('button', { name: /Fazer check-in diário/ });
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });

  // Opened: named by its title, described, modal (the page behind is inert and does not scroll).
  await open.click();
  await expect(checkin).toBeVisible();
  await expect(checkin).toHaveAccessibleDescription(/Como foi o seu dia\?/);
  expect(await checkin.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // Focus is inside, and Tab stays inside.
  expect(await checkin.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await checkin.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // The toast of the sign-up's last step moved above the sheet (toasts-and-dialogs.spec.ts checks
  // where); it closes from its own button, and the dialog stays open.
  // (On a slow machine its 5 seconds may be over already.)
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Meta salva' });
  if (await toast.count()) await toast.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(toast).toHaveCount(0);
  await expect(checkin).toBeVisible();
  // A tap on the header (the 188 link's place) lands on the dialog's backdrop, not on the page.
  const header = await page.getByRole('link', { name: /Ligar para o CVV/ }).boundingBox();
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.matches('dialog[open]') ?? false, {
      x: header!.x + header!.width / 2,
      y: header!.y + header!.height / 2,
    }),
  ).toBe(true);
  await expectNoSeriousAxeViolations(page);

  // Escape closes it, and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(checkin).toBeHidden();
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  // A tap on the backdrop, above the sheet, closes it; a tap inside the sheet does not.
  await open.click();
  await expect(checkin).toBeVisible();
  await checkin.getByText('Como você está se sentindo?').tap();
  await expect(checkin).toBeVisible();
  // The worker's "ready offline" toast may have arrived meanwhile, at the top of the screen inside
  // the dialog: a tap next to it lands on it (a finger's touch snaps to the nearest control), so
  // it is closed first, as a person would, and the tap goes to the middle of the backdrop above
  // the sheet once nothing moves.
  const toasts = checkin.locator('[data-scope="toast"][data-part="root"]');
  for (const close of await toasts.getByRole('button', { name: 'Fechar aviso' }).all()) await close.click();
  await expect(toasts).toHaveCount(0);
  const backdrop = await checkin.evaluate(async (dialog, width) => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const sheetTop = dialog.querySelector('.app-dialog')!.getBoundingClientRect().top;
    return document.elementFromPoint(width / 2, sheetTop / 2) === dialog ? sheetTop / 2 : null;
  }, PHONE.width);
  expect(backdrop).not.toBeNull();
  await page.touchscreen.tap(PHONE.width / 2, backdrop!);
  await expect(checkin).toBeHidden();

  // So does its Fechar button; a new opening starts from a fresh form.
  await open.click();
  await choose(checkin.getByRole('radio', { name: 'Sim' }));
  await expect(checkin.getByLabel('Quanto foi gasto? (R$)')).toBeVisible();
  await checkin.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(checkin).toBeHidden();
  await open.click();
  await expect(checkin.getByRole('radio', { name: 'Sim' })).not.toBeChecked();
  await expect(checkin.getByLabel('Quanto foi gasto? (R$)')).toBeHidden();
  await context.close();
});
