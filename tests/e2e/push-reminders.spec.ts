import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, signInThroughForm, uniqueEmail } from './helpers';

/** A member with an assessment (so the dashboard has data), signed in through the form. */
async function memberReady(page: Page, baseURL: string): Promise<void> {
  const email = uniqueEmail('lembrete');
  await registerThroughApi(page.request, baseURL, email);
  await signInThroughForm(page, email);
  const res = await page.request.post('/api/assessment', {
    headers: { Origin: baseURL },
    data: { daysPerWeek: 3, weeklySpending: 70 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the reminder link /dashboard?checkin=1 opens the check-in dialog once and drops the parameter', async ({
  page,
  baseURL,
}) => {
  await memberReady(page, baseURL!);
  await page.goto('/dashboard?checkin=1');
  await expect(page.getByRole('dialog', { name: 'Check-in diário' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Check-in diário' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /Fazer check-in diário/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Check-in diário' })).toBeHidden();
});

test('/profile shows the permission state and a test notification that closes after 5 seconds', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(45_000);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await memberReady(page, baseURL!);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Lembrete diário' });
  await expect(section.getByText('Notificações permitidas neste aparelho.')).toBeVisible();
  await expect(section.getByLabel('Horário')).toHaveValue('20:00');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await section.getByRole('button', { name: 'Enviar notificação de teste' }).click();
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications({ tag: 'virada-test' })).length;
    });
  await expect.poll(shown).toBe(1);
  await expect.poll(shown, { timeout: 8000, intervals: [500] }).toBe(0);
});
