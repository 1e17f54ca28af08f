import { expect, test } from '@playwright/test';
import { copilotTexts as t } from '../../shared/texts/copilot.texts';
import {
  expectAllSaved,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signInThroughForm,
  uniqueEmail,
  waitForServiceWorkerControl,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/copilot';

test('the copiloto offline: a guided flow to its end, a crisis message meets CVV 188 and SAMU 192 first, and the conversation saved reaches Meu Diário', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('copiloto');
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
  await page.goto('/copiloto');
  await expect(page.getByRole('heading', { name: 'Copiloto', level: 1 })).toBeVisible();
  await waitForServiceWorkerControl(page);

  // Installed, then no network at all: the page and its flows still work.
  await context.setOffline(true);
  await page.goto('/copiloto');
  await expect(page.getByText(/não é uma pessoa nem um terapeuta/)).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversa com o copiloto' });
  await page.screenshot({ path: `${SHOTS}/01-open-390x844.png` });

  // "Acabei de apostar", to its end, by quick replies and one typed answer.
  await page.getByRole('button', { name: t.flows.lapse }).click();
  await expect(log.getByText(t.lapse.start)).toBeVisible();
  await page.getByRole('button', { name: t.lapse.guilt }).click();
  await page.getByRole('button', { name: t.continue }).click();
  await expect(log.getByRole('link', { name: t.lapse.registerLink })).toHaveAttribute(
    'href',
    '/dashboard?relapse=1',
  );
  // The keyboard goes on from the next reply: Enter taps it.
  await expect(page.getByRole('button', { name: t.continue })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: t.lapse.planAgree }).click();
  await page.getByLabel('Sua mensagem').fill('Chegou uma notificação de bônus no celular');
  await page.keyboard.press('Enter');
  await expect(log.getByText(/"Chegou uma notificação de bônus no celular"/)).toBeVisible();
  await expect(log.getByText(t.lapse.end)).toBeVisible();
  await expect(page.getByRole('button', { name: t.backToStart })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/02-flow-end-390x844.png` });

  // A crisis message: the flow stops, CVV 188 and SAMU 192 come first, then the way on.
  await page.getByLabel('Sua mensagem').fill('nao aguento mais viver');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const card = log.locator('ol > li').last();
  await expect(card.getByText('Você não está sozinho(a).')).toBeVisible();
  const calls = card.getByRole('link');
  await expect(calls.nth(0)).toHaveAttribute('href', 'tel:188');
  await expect(calls.nth(1)).toHaveAttribute('href', 'tel:192');
  await expect(calls.nth(0)).toBeInViewport();
  await expect(page.getByRole('button', { name: t.crisisKeepTalking })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/03-crisis-390x844.png` });
  await expectNoSeriousAxeViolations(page);

  // Saved in Meu Diário, offline, and there in /journal.
  await page.getByRole('button', { name: 'Salvar no Meu Diário' }).click();
  await expect(page.getByText('Conversa salva no Meu Diário.')).toBeVisible();
  await page.getByRole('link', { name: 'Abrir o Meu Diário' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  const entry = page.getByRole('article').filter({ hasText: 'Conversa com o copiloto' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`Você: ${t.flows.lapse}`);
  await page.screenshot({ path: `${SHOTS}/04-journal-390x844.png` });

  // Back online, the diary sends it like any entry.
  await context.setOffline(false);
  await expectAllSaved(page);
  await context.close();
});

test('a visitor with no account, offline after one visit: the copiloto answers and the guardrail comes first; a conversation under way survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/copiloto');
  await expect(page.getByRole('heading', { name: 'Copiloto', level: 1 })).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.goto('/copiloto');
  const log = page.getByRole('log', { name: 'Conversa com o copiloto' });
  await page.getByRole('button', { name: t.flows.urge }).click();
  await expect(log.getByText(t.urge.start)).toBeVisible();
  // The prerendered page takes over with the conversation kept in this tab.
  await page.reload();
  await expect(log.getByText(t.urge.start)).toBeVisible();

  await page.getByLabel('Sua mensagem').fill('quero sumir pra sempre');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const calls = log.locator('ol > li').last().getByRole('link');
  await expect(calls.nth(0)).toHaveAttribute('href', 'tel:188');
  await expect(calls.nth(1)).toHaveAttribute('href', 'tel:192');
  await expect(page.getByRole('button', { name: 'Salvar no Meu Diário' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  await page.screenshot({ path: `${SHOTS}/05-visitor-offline-390x844.png` });
  await expectNoSeriousAxeViolations(page);
  await context.close();
});
