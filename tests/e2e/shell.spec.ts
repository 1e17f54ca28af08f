import { expect, test } from '@playwright/test';

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/caminho/que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.goto('/articles/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('every route of the spec table answers with a page', async ({ page }) => {
  for (const path of [
    '/learn',
    '/termos',
    '/contato',
    '/psychologist',
    '/articles/brain-impact',
    '/jogos',
    '/app',
    '/home-reframe',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeHidden();
  }
});

test('the app shell opens offline after one visit', async ({ page, context }) => {
  // The first visit installs the worker and precaches the whole app: slow on a loaded machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is claimed by the worker; make sure this page is controlled.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cadastro gratis' }).first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  // The build's scripts and styles come straight from the precache, without the worker's fetch
  // handler (Static Routing API): Resource Timing names the source the browser used.
  const sources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map(
        (entry) =>
          (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
      ),
  );
  expect(sources.length).toBeGreaterThan(0);
  expect(new Set(sources)).toEqual(new Set(['cache']));
  await context.setOffline(false);
});

test('security headers are sent with the page', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});
