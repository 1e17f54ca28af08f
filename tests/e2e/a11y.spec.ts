import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
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
    test(`axe finds no serious or critical violation on ${path} at ${viewport.width}×${viewport.height}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
      await context.close();
    });
  }
}
