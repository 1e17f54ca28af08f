import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// Two full axe runs per test.
test.describe.configure({ timeout: 120_000 });

// One page per path, checked at each size in turn (a resize re-lays out the same page, as a
// phone turned sideways or a window widened would).
for (const path of [
  '/',
  '/login',
  '/register',
  '/simple-register',
  '/learn',
  '/articles/budget-calculator',
  '/articles/mindfulness-techniques',
  '/learn/dinheiro-e-dividas/orcamento-simples',
]) {
  test(`axe finds no serious or critical violation on ${path} at ${viewports.map((v) => `${v.width}×${v.height}`).join(' and ')}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: viewports[0], locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      // What the page redraws for the new size (media-query listeners) is on screen first.
      await page.evaluate(
        () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
      );
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.map(
          (v) =>
            `${viewport.width}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    }
    await context.close();
  });
}
