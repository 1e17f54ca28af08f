import { expect, test } from '@playwright/test';

/**
 * Issue 15 part 6 (spec §2 "any other path | 404 page", §8 "Unknown routes: 404 page"): an
 * unknown path shows the 404 page with HTTP status 404, before any script runs and after.
 */
test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  for (const path of ['/caminho/que-nao-existe', '/articles/nao-existe']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  }
});

test('a page of the app with a parameter is not a 404', async ({ page }) => {
  const response = await page.goto('/articles/brain-impact');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeHidden();
});
