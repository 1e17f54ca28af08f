import { expect, test } from '@playwright/test';
import { choose, signUpToDashboard, uniqueEmail, waitForServiceWorkerControl } from './helpers';

const PHONE = { width: 390, height: 844 };

test('trigger tags chosen in a check-in and a relapse appear in the history, offline at once and after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('gatilhos'));
  await waitForServiceWorkerControl(page);
  const history = page.locator('.history-card');

  // The daily check-in keeps its one-tap path: the tags wait behind their button.
  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });
  await choose(checkin.getByRole('radio', { name: 'Não' }));
  await expect(checkin.getByRole('button', { name: 'Tédio' })).toBeHidden();
  await page.screenshot({ path: 'test-results/trigger-tags/checkin-collapsed.png' });
  await checkin.getByRole('button', { name: /Algo mexeu com você\?/ }).click();
  await checkin.getByRole('button', { name: 'Tédio' }).click();
  await expect(checkin.getByRole('button', { name: 'Tédio' })).toHaveAttribute('aria-pressed', 'true');
  await checkin.getByRole('button', { name: 'Outro' }).click();
  await checkin.getByLabel('Com suas palavras').fill('Chefe cobrando');
  await checkin.getByLabel('Com suas palavras').press('Enter');
  await expect(checkin.getByRole('button', { name: 'Remover “Chefe cobrando”' })).toBeVisible();
  await checkin.getByLabel('Com suas palavras').press('Escape');
  await expect(checkin).toBeVisible();
  await page.screenshot({ path: 'test-results/trigger-tags/checkin-dialog.png' });
  await checkin.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(checkin).toBeHidden();
  const tags = history.getByRole('list', { name: 'Gatilhos' });
  await expect(tags.first()).toContainText('Tédio');
  await expect(tags.first()).toContainText('Chefe cobrando');

  // Offline, the relapse dialog shows the tags open; they show in the history at once.
  await context.setOffline(true);
  await page.getByRole('button', { name: /Registrar recaída/ }).click();
  const relapse = page.getByRole('dialog', { name: 'Registrar Recaída' });
  await relapse.getByRole('button', { name: 'Dia de jogo de futebol' }).click();
  await relapse.getByRole('button', { name: 'Vontade de recuperar o perdido' }).click();
  await relapse.getByLabel('Quanto foi gasto? (R$)').fill('30');
  await page.screenshot({ path: 'test-results/trigger-tags/relapse-dialog.png', fullPage: false });
  await relapse.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(relapse).toBeHidden();
  // The day now shows the relapse instead of the clean check-in: its tags go with the relapse.
  const relapseTags = history.locator('.history-relapse').getByRole('list', { name: 'Gatilhos' });
  const expected = ['Dia de jogo de futebol', 'Tédio', 'Vontade de recuperar o perdido', 'Chefe cobrando'];
  await expect(relapseTags.getByRole('listitem')).toHaveText(expected);

  // Back online, after a reload (the server's copy), both are still there.
  await context.setOffline(false);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await fetch('/api/sync/pull?cursor=0')).json().then((b) => b.records.length),
      ),
    )
    .toBe(2);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Seu histórico/ })).toBeVisible({ timeout: 20_000 });
  await expect(relapseTags.getByRole('listitem')).toHaveText(expected, { timeout: 20_000 });
  await history.screenshot({ path: 'test-results/trigger-tags/history.png' });
  await context.close();
});
