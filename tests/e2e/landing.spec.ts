import { expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './helpers';

test('the hero shows the live community counters from the server', async ({ page, request, baseURL }) => {
  await registerThroughApi(request, baseURL!, uniqueEmail('contador'));
  // Counted at the next recount (every 2 s on the test server, every 30 s in production).
  let stats = { totalUsers: 0 };
  await expect
    .poll(async () => {
      stats = (await (await request.get('/api/community-stats')).json()) as { totalUsers: number };
      return stats.totalUsers;
    })
    .toBeGreaterThan(0);

  await page.goto('/');
  const counters = page.getByRole('list', { name: 'Nossa comunidade até agora' });
  await expect(counters).toHaveAttribute('aria-busy', 'false');
  // Other tests register people in parallel: the count shown is at least the one read above.
  const shown = await counters.locator('li').nth(2).locator('.community-counter-value').textContent();
  expect(Number((shown ?? '').replace(/\D/g, ''))).toBeGreaterThanOrEqual(stats.totalUsers);
  expect(shown).toMatch(/\+$/);
  await expect(counters.locator('li').first()).toContainText('R$');

  const cta = page.getByRole('link', { name: 'Cadastro gratis' });
  await expect(cta).toHaveAttribute('href', '/register');
  await expect(page.locator('a[href="tel:188"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Área do Psicólogo/ })).toHaveAttribute(
    'href',
    '/psychologist',
  );
});

test('the sample streak timer counts up every second', async ({ page }) => {
  await page.goto('/');
  const preview = page.locator('.lp-streak-unit').last().locator('.lp-streak-value');
  const first = await preview.textContent();
  // It ticks every second; the margin is for a loaded machine, not for the timer.
  await expect.poll(() => preview.textContent(), { timeout: 10_000 }).not.toBe(first);
});

test('a hash in the URL scrolls smoothly to that section after 100 ms', async ({ page }) => {
  await page.goto('/#passo-a-passo');
  const section = page.locator('#passo-a-passo');
  await expect
    .poll(async () => section.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120), {
      timeout: 5000,
    })
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('Benefícios in the navigation scrolls to the features section from another page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/termos');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Benefícios' })
    .click();
  await expect(page).toHaveURL(/\/#recursos-galacticos$/);
  await expect
    .poll(async () =>
      page.locator('#recursos-galacticos').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120),
    )
    .toBe(true);
});
