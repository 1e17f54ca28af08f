/**
 * Issue 10, item 6: a member's check-ins carry trigger tags (sent through the sync push like any
 * device does); the "Painel de análise", opened from the dashboard, shows the trigger and its
 * sentence, computed on the device, and still does after an offline reload.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, registerThroughApi, signInThroughForm, uniqueEmail } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const ZONE = 'America/Sao_Paulo';
const dayInZone = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() - daysAgo * 86_400_000));

const SENTENCE =
  'Nos dias com “Dia de pagamento” você registrou mais recaídas: em 4 de 4 dias, contra 0 de 3 dias sem esse gatilho.';

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('trigger tags chosen in check-ins appear in the cockpit with their sentence, online and offline', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('painel');
  await registerThroughApi(page.request, baseURL!, email, 'Rita Campos');
  const post = (path: string, data: unknown) =>
    page.request.post(path, { headers: { Origin: baseURL! }, data });
  expect((await post('/api/assessment', { daysPerWeek: 3, weeklySpending: 100 })).status()).toBe(201);
  // Eight days: a relapse on payday every other day, clean days between.
  const records = Array.from({ length: 8 }, (_, k) => ({
    type: 'checkin',
    id: randomUUID(),
    date: dayInZone(k),
    hadRelapse: k % 2 === 0,
    amountSpent: k % 2 === 0 ? 40 : 0,
    mood: k % 2 === 0 ? 2 : 4,
    notes: null,
    tags: k % 2 === 0 ? ['pagamento'] : [],
  }));
  const push = await post('/api/sync/push', { deviceId: 'e2e-cockpit', records });
  expect(push.ok(), await push.text()).toBe(true);
  const { results } = (await push.json()) as { results: { status: string }[] };
  expect(results.map((r) => r.status)).toEqual(records.map(() => 'stored'));

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = page.getByRole('link', { name: 'Painel de análise' });
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/cockpit-dashboard-link-390x844.png' });
  await link.click();
  await expect(page).toHaveURL(/\/dashboard-cockpit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel de análise' })).toBeVisible();

  const triggers = page.getByRole('region', { name: 'Gatilhos' });
  await expect(triggers.getByText(SENTENCE)).toBeVisible();
  await expect(triggers.getByText('Dia de pagamento', { exact: true })).toBeVisible();
  await expect(triggers.getByText('4 de 4 recaídas com gatilhos (100%)')).toBeVisible();
  await expect(page.locator('.cockpit-chart canvas').first()).toBeAttached();
  await page.screenshot({ path: 'test-results/cockpit-390x844.png' });
  await page.screenshot({ path: 'test-results/cockpit-390x844-full.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Computed on the device: an offline reload shows the same (the reload reads ten screens of
  // code from the precache and IndexedDB; a loaded machine needs more than the default 7 s).
  await waitForServiceWorkerControl(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Gatilhos' }).getByText(SENTENCE)).toBeVisible({
    timeout: 20_000,
  });
  await page.context().setOffline(false);
});

test('a new member sees what the cockpit will show after a few check-ins', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('painel-vazio');
  await registerThroughApi(page.request, baseURL!, email, 'Bruno Lima');
  await page.request.post('/api/assessment', {
    headers: { Origin: baseURL! },
    data: { daysPerWeek: 2, weeklySpending: 50 },
  });
  await signInThroughForm(page, email);
  await page.goto('/dashboard-cockpit');
  await expect(page.getByRole('heading', { name: 'Seu painel começa com alguns check-ins' })).toBeVisible();
  await expect(page.getByText('Você ainda não fez check-ins.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CVV: 188' })).toHaveAttribute('href', 'tel:188');
  await page.screenshot({ path: 'test-results/cockpit-empty-390x844.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
