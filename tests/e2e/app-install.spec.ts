/**
 * Issue 15, /app: the install page at phone size. What installing gives and each browser's steps,
 * a one-tap "Instalar" once Chromium offers its prompt (a stand-in `beforeinstallprompt`: headless
 * Chromium never fires the real one), "já instalado" when launched from the home screen, nothing
 * moving as the page loads or when the prompt arrives, keyboard and axe; linked from the landing
 * and the profile.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signUpToDashboard, uniqueEmail } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Problems while the page runs: errors and React's hydration complaints. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Until React owns the page: the menu button answers. */
async function waitForHydration(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: /(Abrir|Fechar) menu/ }).click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Fechar menu' }).click();
}

/** Chromium's layout shifts since the page's navigation (not caused by input), added up. */
async function layoutShift(page: Page): Promise<number> {
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

/** Dispatches a stand-in `beforeinstallprompt`; `window.__choose(outcome)` answers its prompt. */
async function offerInstallPrompt(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __prompted: number; __choose: (o: string) => void };
    w.__prompted = 0;
    const userChoice = new Promise((resolve) => {
      w.__choose = (outcome: string) => resolve({ outcome, platform: 'web' });
    });
    const event = Object.assign(new Event('beforeinstallprompt'), {
      platforms: ['web'],
      userChoice,
      prompt: async () => {
        w.__prompted += 1;
      },
    });
    window.dispatchEvent(event);
  });
}

test('/app says what installing gives and shows each browser its steps, by keyboard too', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Instale o Virada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funciona sem internet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lembrete diário' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Um ícone na tela inicial' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  await waitForHydration(page);
  // No prompt from this browser: no install button, a link to the steps in its place.
  await expect(page.getByRole('button', { name: 'Instalar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver o passo a passo' }).click();
  await expect(page).toHaveURL(/#passo-a-passo$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/app-top.png` });

  // The iPhone's steps open from the keyboard.
  const safari = page.locator('summary', { hasText: 'iPhone: Safari' });
  await safari.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Role a lista e toque em “Adicionar à Tela de Início”.')).toBeVisible();
  await page.locator('summary', { hasText: 'Android: Chrome' }).click();
  await page.locator('summary', { hasText: 'Android: Samsung Internet' }).click();
  await expect(page.getByText('Toque em “Adicionar página a” e escolha “Tela inicial”.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  if (SHOTS) {
    await page
      .locator('details', { hasText: 'Android: Chrome' })
      .screenshot({ path: `${SHOTS}/app-chrome.png` });
    await page.screenshot({ path: `${SHOTS}/app-steps.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
});

test('/app installs with one tap when Chromium offers its prompt, and nothing moves when it arrives', async ({
  page,
}) => {
  const installs: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pwa/install')) installs.push(request.postData() ?? '');
  });
  await page.goto('/app');
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Instalar agora' });
  const before = await box.boundingBox();
  await offerInstallPrompt(page);
  const install = page.getByRole('button', { name: 'Instalar' });
  await expect(install).toBeVisible();
  await expect(page.getByText('Seu navegador pode instalar o Virada com um toque.')).toBeVisible();
  // The button takes the link's place: the box keeps its size and place.
  expect(await box.boundingBox()).toEqual(before);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/app-prompt.png` });

  await install.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __prompted: number }).__prompted))
    .toBe(1);
  await page.evaluate(() => (window as unknown as { __choose: (o: string) => void }).__choose('accepted'));
  await expect(
    page.getByText('Pronto! O Virada está sendo instalado. Procure o ícone na sua tela inicial.'),
  ).toBeVisible();
  await expect(install).toHaveCount(0);
  // The install tracker (the prompt's one listener) records it, once.
  await expect.poll(() => installs.length).toBe(1);
  expect(JSON.parse(installs[0]!)).toMatchObject({ installType: 'beforeinstallprompt' });
});

test('/app opened from the home-screen icon says the app is already installed, with no mismatch', async ({
  page,
}) => {
  const problems = watchProblems(page);
  // What iPhone's Safari says of a home-screen launch (Chromium: display-mode standalone).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
  });
  await page.goto('/app');
  await expect(
    page.getByRole('heading', { name: 'O Virada já está instalado neste aparelho' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passo a passo' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Funciona sem internet' })).toBeVisible();
  // The box changes its text; what is below moves only a little.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  await expectNoSeriousAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/app-installed.png` });
  expect(problems).toEqual([]);
});

test('the landing page and the profile lead to /app', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Veja como instalar o app' }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Instale o Virada' })).toBeVisible();

  await signUpToDashboard(page, uniqueEmail('instalar'));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'App no celular' });
  await section.getByRole('link', { name: 'Veja como instalar' }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Instale o Virada' })).toBeVisible();
});
