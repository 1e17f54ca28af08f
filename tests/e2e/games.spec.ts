import { expect, type Locator, type Page, test } from '@playwright/test';
import { urgePhaseTexts } from '../../shared/texts/games.texts';
import { solvePuzzle } from '../helpers/sliding-puzzle-solver';
import {
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signInThroughForm,
  uniqueEmail,
  waitForServiceWorkerControl,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/games';

/** The face a card shows once turned ("Carta 3: lua" → "lua"). */
async function faceOf(card: Locator): Promise<string> {
  const label = (await card.getAttribute('aria-label')) ?? '';
  const face = label.split(': ')[1]?.replace(', par encontrado', '');
  if (!face) throw new Error(`card still face down: ${label}`);
  return face;
}

/**
 * Plays memory pairs as a person with a good memory does: turns an unknown card; if its twin was
 * seen, turns the twin; otherwise turns another unknown card and remembers both. Nothing is read
 * from a card before it is turned.
 */
async function playMemory(page: Page): Promise<void> {
  const cards = page.getByRole('list', { name: 'Cartas' }).getByRole('button');
  const count = await cards.count();
  const seen = new Map<number, string>();
  const paired = new Set<number>();
  const twinOf = (index: number, face: string) =>
    [...seen].find(([i, f]) => i !== index && f === face && !paired.has(i))?.[0];
  const turn = async (index: number) => {
    await cards.nth(index).click();
    const face = await faceOf(cards.nth(index));
    seen.set(index, face);
    return face;
  };
  const pair = (a: number, b: number) => paired.add(a).add(b);

  while (paired.size < count) {
    const known = [...seen].find(([i, f]) => !paired.has(i) && twinOf(i, f) !== undefined);
    if (known) {
      const twin = twinOf(known[0], known[1]) as number;
      await cards.nth(known[0]).click();
      await cards.nth(twin).click();
      pair(known[0], twin);
      continue;
    }
    const unknown = () => [...Array(count).keys()].filter((i) => !seen.has(i));
    const first = unknown()[0] as number;
    const face = await turn(first);
    const twin = twinOf(first, face);
    if (twin !== undefined) {
      await cards.nth(twin).click();
      pair(first, twin);
      continue;
    }
    const second = unknown()[0] as number;
    if ((await turn(second)) === face) pair(first, second);
  }
}

test('the games hub offline: pairs and the sliding puzzle played to the end, the urge wave through to "A vontade passou?", and "Passou" opens the check-in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('jogos');
  const setup = await browser.newContext();
  await registerThroughApi(setup.request, baseURL!, email);
  await setup.close();

  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signInThroughForm(page, email);
  const assessment = await page.request.post('/api/assessment', {
    headers: { Origin: baseURL! },
    data: { daysPerWeek: 3, weeklySpending: 70 },
  });
  expect(assessment.status()).toBe(201);
  // The dashboard once online, so its data is on the device for the check-in offline.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /Fazer check-in diário/ })).toBeVisible();
  await page.goto('/jogos');
  await waitForServiceWorkerControl(page);

  // Installed, then the network is cut: the hub still opens, help lines first.
  await context.setOffline(true);
  await page.goto('/jogos');
  await expect(page.getByRole('heading', { level: 1, name: 'Para a vontade passar' })).toBeVisible();
  const help = page.getByRole('complementary', { name: 'Ajuda agora' });
  await expect(help.getByRole('link', { name: /CVV: 188/ })).toBeVisible();
  await expect(help.getByRole('link', { name: /SAMU: 192/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/01-hub-offline-390x844.png`, fullPage: true });

  // Memory pairs, played to the end.
  await page.getByRole('link', { name: /Pares da memória/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pares da memória' })).toBeVisible();
  await expect(page).toHaveURL(/\/jogos\?jogo=pares$/);
  await page.screenshot({ path: `${SHOTS}/02-memory-start-390x844.png`, fullPage: true });
  await playMemory(page);
  await expect(page.getByText(/Você encontrou todos os pares em \d+ jogadas/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A vontade passou?' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/03-memory-done-390x844.png`, fullPage: true });

  // "Ainda não": the help lines first, then another activity.
  await page.getByRole('button', { name: 'Ainda não' }).click();
  const check = page.getByRole('region', { name: 'A vontade passou?' });
  await expect(check.getByRole('link').first()).toHaveAttribute('href', 'tel:188');
  await expect(check.getByRole('link', { name: /CAPS/ })).toHaveAttribute('href', '/caps');
  await page.screenshot({ path: `${SHOTS}/04-not-yet-390x844.png`, fullPage: true });
  await check.getByRole('link', { name: 'Quebra-cabeça deslizante' }).click();

  // The sliding puzzle, solved tile by tile; half of it by keyboard (focus follows the tile).
  const grid = page.getByRole('list', { name: 'Quebra-cabeça' });
  await expect(grid).toBeVisible();
  const board = ((await grid.getAttribute('data-board')) ?? '').split(',').map(Number);
  const touches = solvePuzzle(board);
  expect(touches).not.toBeNull();
  await page.screenshot({ path: `${SHOTS}/05-puzzle-start-390x844.png`, fullPage: true });
  for (const index of touches ?? []) await grid.locator('li').nth(index).getByRole('button').click();
  await expect(
    page.getByText(`Pronto! Os números estão em ordem. Você usou ${touches?.length} movimentos.`).first(),
  ).toBeVisible();
  await expect(grid).toHaveAttribute('data-board', '1,2,3,4,5,6,7,8,0');
  await page.screenshot({ path: `${SHOTS}/06-puzzle-done-390x844.png`, fullPage: true });

  // The urge wave on Playwright's clock: prompts change with the time, the end asks the question.
  await page.clock.install();
  await page.goto('/jogos?jogo=onda');
  await page.getByText('15 minutos').click();
  await page.getByRole('button', { name: 'Começar' }).click();
  const prompt = page.locator('.urge-prompt');
  await expect(prompt).toHaveText(urgePhaseTexts.notice.prompts[0] as string);
  await page.clock.runFor(46_000);
  await expect(prompt).toHaveText(urgePhaseTexts.notice.prompts[1] as string);
  await page.clock.fastForward('06:30');
  await expect(page.locator('.urge-surf')).toHaveAttribute('data-phase', 'peak');
  // The marker glides to its place in a second of real time (CSS), which the fake clock does not run.
  await page.waitForTimeout(1_200);
  await page.screenshot({ path: `${SHOTS}/07-wave-peak-390x844.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(prompt).toHaveText('Pausado. Continue quando quiser.');
  await page.clock.fastForward('20:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('.urge-surf')).toHaveAttribute('data-phase', 'peak');
  await page.clock.fastForward('09:00');
  await expect(page.getByRole('heading', { name: 'A vontade passou?' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/08-wave-done-390x844.png`, fullPage: true });

  // "Passou", as a signed-in member: the check-in opens on the dashboard.
  await page.getByRole('button', { name: 'Passou' }).click();
  await page.getByRole('link', { name: 'Registrar no check-in' }).click();
  await expect(page.getByRole('dialog', { name: 'Check-in diário' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.screenshot({ path: `${SHOTS}/09-checkin-390x844.png` });
  await context.close();
});

test('a visitor: the hub is the prerendered page, axe finds nothing serious, the puzzle is solved by keyboard, "Passou" offers an account', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/jogos');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /jogos/);
  await expectNoSeriousAxeViolations(page);
  for (const [name, part] of [
    ['Surfar a vontade', page.getByRole('img', { name: /Onda da vontade/ })],
    ['Pares da memória', page.getByRole('list', { name: 'Cartas' })],
  ] as const) {
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(part).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Voltar às atividades' }).click();
  }
  await page.getByRole('link', { name: /Quebra-cabeça deslizante/ }).click();
  const grid = page.getByRole('list', { name: 'Quebra-cabeça' });
  await expect(grid).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const board = ((await grid.getAttribute('data-board')) ?? '').split(',').map(Number);
  const touches = solvePuzzle(board) ?? [];
  // Keyboard only: Tab into the board, arrows to each tile, Enter to slide it.
  await grid.getByRole('button').first().focus();
  const focusedPlace = () =>
    grid
      .locator('li')
      .evaluateAll((items) => items.findIndex((item) => item.contains(document.activeElement)));
  for (const index of touches) {
    // Rows first, then columns; the arrows step over the empty place, so when the empty place
    // is where the column meets the tile's row, columns first.
    const empty = ((await grid.getAttribute('data-board')) ?? '').split(',').indexOf('0');
    for (let place = await focusedPlace(); place !== index; place = await focusedPlace()) {
      expect(place).toBeGreaterThanOrEqual(0);
      const [row, col] = [Math.floor(place / 3), place % 3];
      const [toRow, toCol] = [Math.floor(index / 3), index % 3];
      const vertical = row !== toRow && (toRow * 3 + col !== empty || col === toCol);
      const key = vertical
        ? row < toRow
          ? 'ArrowDown'
          : 'ArrowUp'
        : col < toCol
          ? 'ArrowRight'
          : 'ArrowLeft';
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Enter');
  }
  await expect(grid).toHaveAttribute('data-board', '1,2,3,4,5,6,7,8,0');
  await page.getByRole('button', { name: 'Passou' }).click();
  await expect(page.getByRole('link', { name: 'Criar minha conta' })).toHaveAttribute('href', '/register');
  await page.screenshot({ path: `${SHOTS}/10-visitor-passed-390x844.png`, fullPage: true });
  await context.close();
});
