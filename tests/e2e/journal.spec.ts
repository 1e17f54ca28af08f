import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  expectAllSaved,
  expectNoSeriousAxeViolations,
  fireBackgroundSync,
  registerThroughApi,
  signInThroughForm,
  uniqueEmail,
  waitForServiceWorkerControl,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/journal';

/** A device: its own browser context (own IndexedDB, worker and cookies), signed in as the member. */
async function device(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signInThroughForm(page, email);
  // As a member gets there on a phone: the menu, then "Meu Diário"; the menu closes on the way.
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await toggle.click();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Meu Diário' })
    .click();
  await expect(page.getByRole('heading', { name: 'Meu Diário', level: 1 })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  return { context, page };
}

async function register(browser: Browser, baseURL: string, email: string): Promise<void> {
  const setup = await browser.newContext();
  await registerThroughApi(setup.request, baseURL, email);
  await setup.close();
}

async function write(page: Page, text: string, title?: string): Promise<void> {
  await page.getByRole('button', { name: /Nova entrada|Escrever a primeira entrada/ }).click();
  const editor = page.getByRole('dialog', { name: 'Nova entrada' });
  if (title) await editor.getByLabel('Título (opcional)').fill(title);
  await editor.getByLabel('O que você quer escrever?').fill(text);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
}

async function edit(page: Page, from: string, text: string): Promise<void> {
  const entry = page.locator('.journal-entry', { hasText: from });
  await entry.getByRole('button', { name: /Editar a entrada/ }).click();
  const editor = page.getByRole('dialog', { name: 'Editar entrada' });
  await editor.getByLabel('O que você quer escrever?').fill(text);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
}

/** The member's diary as the server holds it (tombstones included). */
async function serverDiary(page: Page) {
  const response = await page.request.get('/api/sync/pull?cursor=0');
  expect(response.status()).toBe(200);
  const { records } = (await response.json()) as {
    records: { type?: string; id: string; text?: string; deleted?: boolean }[];
  };
  return records.filter((r) => r.type === 'journal');
}

test('a diary entry written offline shows at once, survives an offline reload, syncs once; an edit and a deletion reach the other device', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('diario');
  await register(browser, baseURL!, email);
  const a = await device(browser, email);
  await expect(a.page.getByText('Seu diário está esperando por você')).toBeVisible();
  await expect(a.page.getByText(/Privado: só você vê/)).toBeVisible();
  await a.page.screenshot({ path: `${SHOTS}/01-empty-390x844.png`, fullPage: true });
  await waitForServiceWorkerControl(a.page);

  // Offline: written, on the list at once, pending.
  await a.context.setOffline(true);
  await write(a.page, 'Hoje senti solidão depois do jogo. Liguei para a minha irmã e passou.', 'Domingo');
  const entry = a.page.locator('.journal-entry', { hasText: 'Liguei para a minha irmã' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Guardada neste aparelho, aguardando envio')).toBeVisible();
  await a.page.screenshot({ path: `${SHOTS}/02-offline-entry-390x844.png`, fullPage: true });

  // Still there after a reload with no connection; search ignores accents.
  await a.page.reload();
  await expect(a.page.locator('.journal-entry', { hasText: 'Liguei para a minha irmã' })).toBeVisible();
  await a.page.getByLabel('Buscar no diário').fill('SOLIDAO');
  await expect(a.page.locator('.journal-entry')).toHaveCount(1);
  await a.page.getByLabel('Buscar no diário').fill('tigrinho');
  await expect(a.page.getByText('Nenhuma entrada com “tigrinho”.')).toBeVisible();
  await a.page.getByLabel('Buscar no diário').fill('');

  // Back online: sent once (the page and the worker's replay may both carry it).
  await a.context.setOffline(false);
  await fireBackgroundSync(a.context, a.page, baseURL!, 'virada-outbox');
  await expectAllSaved(a.page);
  let held = await serverDiary(a.page);
  expect(held).toHaveLength(1);
  expect(held[0]!.text).toContain('Liguei para a minha irmã');

  // A second device has it, and edits it; the first device gets the edit.
  const b = await device(browser, email);
  await expect(b.page.locator('.journal-entry', { hasText: 'Liguei para a minha irmã' })).toBeVisible();
  await edit(b.page, 'Liguei para a minha irmã', 'Liguei para a minha irmã e depois caminhei.');
  await expectAllSaved(b.page);
  await a.page.reload();
  await expect(a.page.locator('.journal-entry', { hasText: 'depois caminhei' })).toBeVisible();

  // Deleted on the first device (after the undo window it is sent); gone on both.
  await a.page
    .locator('.journal-entry', { hasText: 'depois caminhei' })
    .getByRole('button', { name: /Apagar a entrada/ })
    .click();
  await expect(a.page.getByText('Entrada apagada')).toBeVisible();
  await expect(a.page.locator('.journal-entry')).toHaveCount(0);
  await expect
    .poll(async () => (await serverDiary(a.page)).map((r) => r.deleted), { timeout: 20_000 })
    .toEqual([true]);
  await b.page.reload();
  await expect(b.page.getByText('Seu diário está esperando por você')).toBeVisible();
  held = await serverDiary(b.page);
  expect(held).toHaveLength(1);

  await b.context.close();
  await a.context.close();
});

test('undo brings a deleted entry back before it is sent', async ({ browser, baseURL }) => {
  const email = uniqueEmail('desfazer');
  await register(browser, baseURL!, email);
  const a = await device(browser, email);
  await write(a.page, 'Uma entrada para apagar e desfazer.');
  await expectAllSaved(a.page);
  const entry = a.page.locator('.journal-entry', { hasText: 'apagar e desfazer' });
  await entry.getByRole('button', { name: /Apagar a entrada/ }).click();
  await expect(entry).toBeHidden();
  await a.page.screenshot({ path: `${SHOTS}/03-undo-toast-390x844.png` });
  await a.page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(a.page.locator('.journal-entry', { hasText: 'apagar e desfazer' })).toBeVisible();
  await a.page.waitForTimeout(7_000);
  const held = await serverDiary(a.page);
  expect(held.map((r) => [r.deleted, r.text])).toEqual([[false, 'Uma entrada para apagar e desfazer.']]);
  await a.context.close();
});

test('an entry edited on two devices offline shows both versions, and the member chooses', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('conflito');
  await register(browser, baseURL!, email);
  const a = await device(browser, email);
  await write(a.page, 'Texto de partida.');
  await expectAllSaved(a.page);
  const b = await device(browser, email);
  await expect(b.page.locator('.journal-entry', { hasText: 'Texto de partida.' })).toBeVisible();

  // The second device edits without a connection while the first edits online.
  await waitForServiceWorkerControl(b.page);
  await b.context.setOffline(true);
  await edit(b.page, 'Texto de partida.', 'A versão do celular.');
  await edit(a.page, 'Texto de partida.', 'A versão do computador.');
  await expectAllSaved(a.page);
  await b.context.setOffline(false);

  const conflict = b.page.getByRole('region', { name: 'Este texto foi mudado em outro aparelho' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict.getByText('A versão do celular.')).toBeVisible();
  await expect(conflict.getByText('A versão do computador.')).toBeVisible();
  await b.page.screenshot({ path: `${SHOTS}/04-conflict-390x844.png`, fullPage: true });
  await expectNoSeriousAxeViolations(b.page);

  await conflict.getByRole('button', { name: 'Ficar com este' }).click();
  await expect(conflict).toBeHidden();
  await expectAllSaved(b.page);
  await a.page.reload();
  await expect(a.page.locator('.journal-entry', { hasText: 'A versão do celular.' })).toBeVisible();
  expect((await serverDiary(a.page)).map((r) => r.text)).toEqual(['A versão do celular.']);

  await b.context.close();
  await a.context.close();
});

test('the editor at 390×844: prompt, mood, tags; the list after saving', async ({ browser, baseURL }) => {
  const email = uniqueEmail('editor');
  await register(browser, baseURL!, email);
  const a = await device(browser, email);
  await a.page.getByRole('button', { name: 'Escrever a primeira entrada' }).click();
  const editor = a.page.getByRole('dialog', { name: 'Nova entrada' });
  await expect(editor.getByText('Uma pergunta para começar')).toBeVisible();
  await expect(editor.getByLabel('Data')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await a.page.screenshot({ path: `${SHOTS}/05-editor-390x844.png` });
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByText('Escreva alguma coisa antes de salvar')).toBeVisible();
  await editor.getByLabel('Título (opcional)').fill('Sexta de jogo');
  await editor
    .getByLabel('O que você quer escrever?')
    .fill('Teve jogo e propaganda de bet no intervalo.\n\nSaí para caminhar.');
  await editor.getByText('Difícil', { exact: true }).click();
  await editor.getByRole('button', { name: 'Dia de jogo de futebol' }).click();
  await editor.getByRole('button', { name: 'Propaganda de bet' }).click();
  await expectNoSeriousAxeViolations(a.page);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
  const entry = a.page.locator('.journal-entry', { hasText: 'Sexta de jogo' });
  await expect(entry.getByText('Dia de jogo de futebol')).toBeVisible();
  await expect(entry.getByText('Humor: Difícil')).toBeAttached();
  await expectAllSaved(a.page);
  await a.page.screenshot({ path: `${SHOTS}/06-list-390x844.png`, fullPage: true });
  await expectNoSeriousAxeViolations(a.page);
  await a.context.close();
});
