import { expect, test } from '@playwright/test';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import { expectNoSeriousAxeViolations, signUpToDashboard, uniqueEmail } from './helpers';

const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'America/Sao_Paulo';

/** 'yyyy-MM-dd' as the app shows it. */
const shown = (day: string) => day.split('-').reverse().join('/');

test('a relapse dated on the calendar, by touch and by keyboard, on a phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: TIME_ZONE,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('calendario'));
  const today = todayIn(TIME_ZONE);
  // Two days back: in this month's grid unless today is the 1st or 2nd (then the previous month).
  const day = addDaysToLocalDate(today, -2);

  await page.getByRole('button', { name: /Registrar recaída/ }).click();
  const relapse = page.getByRole('dialog', { name: 'Registrar Recaída' });
  const dateButton = relapse.getByRole('button', { name: /Quando aconteceu a recaída\?/ });
  await expect(dateButton).toContainText(shown(today));
  await relapse.getByLabel('Quanto foi gasto? (R$)').fill('25');
  await dateButton.tap();
  const calendar = relapse.getByRole('group', { name: 'Calendário' });
  await expect(calendar).toBeVisible();
  // Tomorrow cannot be chosen; today is marked as today.
  await expect(calendar.locator(`.cal-day[data-day="${today}"]`)).toHaveAttribute('aria-current', 'date');
  const tomorrow = calendar.locator(`.cal-day[data-day="${addDaysToLocalDate(today, 1)}"]`);
  if ((await tomorrow.count()) > 0) await expect(tomorrow).toBeDisabled();
  await page.screenshot({ path: 'test-results/relapse-date/calendar-open.png' });
  await expectNoSeriousAxeViolations(page);

  // Escape closes the calendar only: the dialog and what it holds stay.
  await expect(calendar.locator(`.cal-day[data-day="${today}"]`)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(relapse).toBeVisible();
  await expect(dateButton).toBeFocused();
  await expect(relapse.getByLabel('Quanto foi gasto? (R$)')).toHaveValue('25');

  // By keyboard: two days back with the left arrow, Enter to choose.
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.locator(`.cal-day[data-day="${day}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dateButton).toContainText(shown(day));

  await relapse.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(relapse).toBeHidden();
  await expect(page.getByText('Recaída registrada 💙')).toBeVisible();
  // The history dates it on the chosen day.
  const entry = page
    .getByRole('list', { name: 'Seu histórico' })
    .getByRole('listitem')
    .filter({ hasText: 'Recaída registrada — R$ 25,00' });
  await expect(entry.locator('time')).toHaveText(shown(day));

  // Opened again: today again (a fresh form), and a tap on a day chooses it.
  await page.getByRole('button', { name: /Registrar recaída/ }).click();
  await expect(dateButton).toContainText(shown(today));
  await dateButton.tap();
  const yesterday = addDaysToLocalDate(today, -1);
  const cell = calendar.locator(`.cal-day[data-day="${yesterday}"]`);
  if ((await cell.count()) > 0) {
    await cell.tap();
    await expect(dateButton).toContainText(shown(yesterday));
  }
  await context.close();
});
