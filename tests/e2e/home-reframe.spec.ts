/**
 * Issue 15, /home-reframe: the calm alternative home at phone size. No longer a redirect (a
 * campaign's ?utm_source= stays in the address); "Você não está sozinho(a)" and CVV 188 / SAMU 192
 * first, one step to take now, then the app with the live counters and the sign-up; reached from
 * the landing's help section; keyboard and axe; nothing moves as the counters arrive.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Chromium's layout shifts since the page's navigation (not caused by input), added up. */
async function layoutShiftAfter(page: Page, ms: number): Promise<number> {
  await page.waitForTimeout(ms);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test('a campaign link opens the calm page itself, help lines first, and nothing moves', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  await page.goto('/home-reframe?utm_source=campanha-teste');
  await expect(page.getByRole('heading', { level: 1, name: 'Você não está sozinho(a)' })).toBeVisible();
  await expect(page).toHaveURL(/\/home-reframe\?utm_source=campanha-teste$/);

  // The first things to tap in the page's content are CVV 188, then SAMU 192, both on the first screen.
  const main = page.getByRole('region', { name: 'Você não está sozinho(a)' });
  const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(0, 2)).toEqual(['tel:188', 'tel:192']);
  await expect(main.getByRole('link', { name: 'Ligar para o CVV: 188' })).toBeInViewport();
  await expect(main.getByRole('link', { name: 'SAMU: 192' })).toBeInViewport();

  // The live counters come from the server into boxes that were already there.
  const counters = page.getByRole('list', { name: 'Nossa comunidade até agora' });
  await expect(counters).toHaveAttribute('aria-busy', 'false');
  expect(await layoutShiftAfter(page, 2_000)).toBeLessThanOrEqual(0.05);
  await expectNoSeriousAxeViolations(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/reframe-top.png` });
    await page.screenshot({ path: `${SHOTS}/reframe-full.png`, fullPage: true });
  }
  expect(problems).toEqual([]);

  // Its own page for search engines, no longer the landing's.
  const html = await (await request.get('/home-reframe')).text();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/home-reframe" \/>/);
  expect(html).toContain('Você não está sozinho(a)');
});

test('one step to take now leads where it says, by keyboard too', async ({ page }) => {
  await page.goto('/home-reframe');
  const steps = page.getByRole('region', { name: 'Um passo para agora' });
  await expect(steps.getByRole('link', { name: 'Ligar 188 (CVV)' })).toHaveAttribute('href', 'tel:188');
  await expect(steps.getByRole('link', { name: 'Encontrar um CAPS' })).toHaveAttribute('href', '/caps');
  await expect(steps.getByRole('link', { name: 'Falar com o copiloto' })).toHaveAttribute(
    'href',
    '/copiloto',
  );
  await expect(steps.getByRole('link', { name: 'Criar minha conta grátis' })).toHaveAttribute(
    'href',
    '/register',
  );

  const block = steps.getByRole('link', { name: 'Ver como bloquear' });
  await expect(async () => {
    await block.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles\/gambling-blockers$/, { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/home-reframe');
  await page
    .getByRole('region', { name: 'O que é o Virada' })
    .getByRole('link', { name: 'Cadastro gratis' })
    .click();
  await expect(page).toHaveURL(/\/register$/);
});

test("the landing's help section leads to it", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Comece por aqui, com calma' }).click();
  await expect(page).toHaveURL(/\/home-reframe$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Você não está sozinho(a)' })).toBeVisible();
});
