import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/chess';

test('chess offline on a phone: a move by tap, the computer answers from its worker, and the game survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Offline, the app's own requests (analytics, site info) fail by design; nothing else may.
    if (message.type() === 'error' && !message.text().includes('net::ERR_INTERNET_DISCONNECTED')) {
      errors.push(message.text());
    }
  });

  await page.goto('/chess');
  await expect(page.getByRole('heading', { name: 'Xadrez', level: 1 })).toBeVisible();
  await waitForServiceWorkerControl(page);

  // Installed: the network goes, and the page, its code and the engine's worker come from the precache.
  await context.setOffline(true);
  await page.reload();
  const board = page.getByRole('grid', { name: 'Tabuleiro de xadrez' });
  await expect(board.getByRole('gridcell')).toHaveCount(64);
  await expect(page.getByText('Sua vez.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/01-offline-start-390x844.png`, fullPage: true });

  await board.getByRole('gridcell', { name: 'e2, peão branco' }).tap();
  await expect(board.getByRole('gridcell', { name: 'e4, vazia, destino possível' })).toBeVisible();
  await board.getByRole('gridcell', { name: 'e4, vazia, destino possível' }).tap();
  await expect(board.getByRole('gridcell', { name: /^e4, peão branco/ })).toBeVisible();

  // The computer's answer, announced politely in pt-BR.
  const live = page.locator('[aria-live="polite"]');
  await expect(live).toHaveText(/^Você: peão e2 para e4\. Computador: .+ para .+\.$/, { timeout: 10_000 });
  await expect(page.getByText('Sua vez.')).toBeVisible();
  const answer = (await live.textContent())!.replace(/^.*Computador: /, '');
  await expect(page.locator('td.chess-last')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/02-answered-390x844.png` });

  // Still offline, a reload brings the same game back.
  await page.reload();
  await expect(board.getByRole('gridcell', { name: /^e4, peão branco/ })).toBeVisible();
  await expect(board.getByRole('gridcell', { name: 'e2, vazia' })).toBeVisible();
  await expect(page.locator('td.chess-last')).toHaveCount(2);
  const [, to] = answer.match(/ para ([a-h][1-8])/) ?? [];
  await expect(board.getByRole('gridcell', { name: new RegExp(`^${to}, \\S+ pret[oa]`) })).toBeVisible();
  await expect(page.getByText('Sua vez.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/03-after-reload-390x844.png` });

  // Keyboard: from the focused square, arrows and Enter play the next move.
  await board.getByRole('gridcell', { name: 'd2, peão branco' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(live).toHaveText(/^Você: peão d2 para d3\. Computador: /, { timeout: 10_000 });

  expect(errors).toEqual([]);
  await context.close();
});
