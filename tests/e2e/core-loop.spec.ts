import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acceptTerms, choose, uniqueEmail, VALID_PASSWORD } from './helpers';

const PHONE = { width: 390, height: 844 };

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Fires the Background Sync event the browser would fire when the connection returns. */
async function fireBackgroundSync(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(origin));
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'workbox-background-sync:virada-outbox',
    lastChance: false,
  });
}

test('a member checks in and records a relapse offline; both show at once, survive an offline reload and reach the server exactly once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('nucleo');
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();

  // Sign up → assessment → goal → dashboard.
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nome').fill('Carla Dias');
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page).toHaveURL(/\/assessment$/);

  await choose(page.getByRole('radio', { name: '4 dias' }));
  await page.getByLabel(/Quanto você gasta/).fill('350');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Pular o questionário' }).click();
  await page.getByRole('link', { name: 'Definir minha meta' }).click();
  await expect(page).toHaveURL(/\/goals$/);
  await page.getByText('Parar totalmente', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Dados não encontrados')).toBeHidden();
  await expect(page.getByText('Parada total')).toBeVisible();
  await waitForServiceWorkerControl(page);

  // Offline: a clean check-in and a relapse show at once.
  await context.setOffline(true);
  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });
  await choose(checkin.getByRole('radio', { name: 'Não' }));
  await checkin.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(checkin).toBeHidden();
  await expect(page.getByText('Check-in registrado')).toBeVisible();

  await page.getByRole('button', { name: /Registrar recaída/ }).click();
  const relapse = page.getByRole('dialog', { name: 'Registrar Recaída' });
  await relapse.getByLabel('Quanto foi gasto? (R$)').fill('45,90');
  await relapse.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(relapse).toBeHidden();
  await expect(page.getByText('Recaída registrada 💙')).toBeVisible();
  const history = page.locator('.history-list');
  await expect(history.getByText(/R\$ 45,90/)).toBeVisible();

  // Still there after a reload with no connection.
  await page.reload();
  await expect(page.locator('.history-list').getByText(/R\$ 45,90/)).toBeVisible();

  // Back online: the page flushes and the worker replays its queue.
  await context.setOffline(false);
  await fireBackgroundSync(context, page, baseURL!);
  await expect(page.getByRole('button', { name: /Sincronização: Tudo salvo/ })).toBeVisible({
    timeout: 15_000,
  });

  const pull = await page.request.get('/api/sync/pull?cursor=0');
  expect(pull.status()).toBe(200);
  const { records, summary } = (await pull.json()) as {
    records: { id: string; hadRelapse: boolean; amountSpent: number }[];
    summary: { moneySaved: number; currentStreak: number };
  };
  expect(records).toHaveLength(2);
  expect(new Set(records.map((r) => r.id)).size).toBe(2);
  expect(records.filter((r) => r.hadRelapse).map((r) => r.amountSpent)).toEqual([45.9]);
  expect(summary.currentStreak).toBe(0);

  await page.screenshot({ path: 'test-results/e2e/dashboard-390x844.png', fullPage: true });

  // A second device signed in as the same member converges through the pull.
  const second = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const other = await second.newPage();
  await other.goto('/login');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await other.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  // A new device waits for its first pull (its dashboard says so); give it a slow network's room.
  await expect(other.locator('.history-list').getByText(/R\$ 45,90/)).toBeVisible({ timeout: 15_000 });
  await expect(other.getByText('Parada total')).toBeVisible();

  await second.close();
  await context.close();
});
