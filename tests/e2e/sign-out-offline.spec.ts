import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  acceptTerms,
  choose,
  fireBackgroundSync,
  signInThroughForm,
  signUpToDashboard,
  storedUser,
  uniqueEmail,
  VALID_PASSWORD,
  waitForServiceWorkerControl,
} from './helpers';

/** Issue 10: a sign-out made offline ends the server session as soon as the network returns. */

const PHONE = { width: 390, height: 844 };
const PENDING_LOGOUT_KEY = 'virada.pendingLogout';

async function phone(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nome').fill('Rafaela Lima');
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page).toHaveURL(/\/assessment$/);
}

/** Sair, from the phone's menu. */
async function tapSair(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Sair' })
    .click();
}

/** What the cookie jar of this browser can still reach (the request shares the context's cookies). */
const status = async (context: BrowserContext, path: string) => (await context.request.get(path)).status();

/** Entries of the worker's sign-out queue (Workbox's database exists once something was queued). */
function queuedLogouts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db
            .transaction('requests')
            .objectStore('requests')
            .index('queueName')
            .count('virada-logout');
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

test('signed out offline with unsent records: back online, the page ends the server session', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await phone(browser);
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('saida'));
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });
  await choose(checkin.getByRole('radio', { name: 'Não' }));
  await checkin.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(checkin).toBeHidden();

  await tapSair(page);
  await page
    .getByRole('dialog', { name: 'Alguns registros ainda não foram enviados' })
    .getByRole('button', { name: 'Sair mesmo assim' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Assim que a conexão voltar, encerramos sua sessão/)).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await queuedLogouts(page)).toBe(1);

  // The server has not heard of it yet, but this browser is not treated as signed in.
  expect(await status(context, '/api/auth/me')).toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  // Whichever sends it first, the page on `online` or the worker's sync, both end settled.
  await context.setOffline(false);
  await expect.poll(() => status(context, '/api/auth/me'), { timeout: 10_000 }).toBe(401);
  expect(await status(context, '/api/profile/export')).toBe(401);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_LOGOUT_KEY)).toBeNull();
  await expect.poll(() => queuedLogouts(page)).toBe(0);
  await context.close();
});

test('without a service worker, the page sends the pending sign-out when it starts again', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('saida-sem-worker'));
  // Without a worker nothing is precached: the connection drops once the page has loaded what it
  // loads after its first paint (the live channel's code), as it would for a person who had the
  // app open a moment. On a loaded machine that code could otherwise still be on its way.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await tapSair(page);
  await expect(page).toHaveURL(/\/$/);
  await page.close();
  await context.setOffline(false);
  expect(await status(context, '/api/auth/me')).toBe(200);

  const again = await context.newPage();
  await again.goto('/');
  await expect.poll(() => status(context, '/api/auth/me'), { timeout: 10_000 }).toBe(401);
  expect(await status(context, '/api/profile/export')).toBe(401);
  await expect.poll(() => again.evaluate((key) => localStorage.getItem(key), PENDING_LOGOUT_KEY)).toBeNull();
  await context.close();
});

test('signed out offline and the page closed: the worker ends the session when the network returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await phone(browser);
  const page = await context.newPage();
  await signUp(page, uniqueEmail('saida-fechada'));
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await tapSair(page);
  await expect(page).toHaveURL(/\/$/);
  await page.close();

  // No page of the app is open: only the worker can send it. Chromium fires the sync event by
  // itself when the connection returns; the test fires it too, as Chromium may wait.
  await context.setOffline(false);
  const blank = await context.newPage();
  await fireBackgroundSync(context, blank, baseURL!, 'virada-logout');
  await expect.poll(() => status(context, '/api/auth/me'), { timeout: 10_000 }).toBe(401);
  expect(await status(context, '/api/profile/export')).toBe(401);
  await context.close();
});

test('a new sign-in before the queued sign-out was sent keeps the new session', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await phone(browser);
  const page = await context.newPage();
  const email = uniqueEmail('saida-volta');
  await signUp(page, email);
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await tapSair(page);
  await expect(page).toHaveURL(/\/$/);

  // Back online, but the sign-out cannot get through yet (a captive portal, a flaky network).
  await context.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.waitForTimeout(500);
  expect(await status(context, '/api/auth/me')).toBe(200);
  expect(await queuedLogouts(page)).toBe(1);

  // The member signs in again: that supersedes the queued sign-out.
  await signInThroughForm(page, email);
  expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_LOGOUT_KEY)).toBeNull();
  expect(await queuedLogouts(page)).toBe(0);

  // The network is fine again: the worker's replay and the page's start check send nothing that
  // could end the new session.
  await context.unroute('**/api/auth/logout');
  await fireBackgroundSync(context, page, baseURL!, 'virada-logout');
  await page.reload();
  await expect(page).toHaveURL(/\/(dashboard|assessment)$/);
  await page.waitForTimeout(1000);
  const me = await context.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  expect(await storedUser(page)).not.toBeNull();
  await context.close();
});
