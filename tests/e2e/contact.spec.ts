import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/contact';
const execFileAsync = promisify(execFile);

/** The open contact messages, as support lists them with the CLI on the e2e server's database. */
async function openMessages(): Promise<{ protocol: string; email: string; message: string }[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is set by playwright.config.ts');
  const { stdout } = await execFileAsync(
    'npx',
    ['tsx', 'sync-server/cli/main.ts', 'contact:list', '--json'],
    {
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  return JSON.parse(stdout);
}

test('the contact form gives a protocol number; offline it says the message was not sent and keeps the text', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await page.goto('/contato');
  await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();

  // The help lines come first, with a word that the form is not for emergencies.
  const help = page.getByRole('complementary', { name: 'Ajuda agora' });
  await expect(help).toContainText('Este formulário não é para emergências');
  const cvv = help.getByRole('link', { name: /CVV: 188/ });
  await expect(cvv).toHaveAttribute('href', 'tel:188');
  const submit = page.getByRole('button', { name: 'Enviar mensagem' });
  expect((await cvv.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y);
  await expect(page.getByRole('heading', { name: 'Privacidade e proteção de dados' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/01-page-390x844.png`, fullPage: true });

  // Nothing filled in: one pt-BR error per field.
  await submit.click();
  await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('Email é obrigatório')).toBeVisible();
  await expect(page.getByText('Escolha o assunto da mensagem.')).toBeVisible();
  await expect(page.getByText('Escreva sua mensagem.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const message =
    'Não consigo ver meu histórico de check-ins no celular novo.\nJá tentei sair e entrar de novo.';
  await page.getByLabel('Nome').fill('Lúcia Ramos');
  await page.getByLabel('Email').fill('lucia.contato@exemplo.com');
  await page.getByLabel('Assunto').selectOption({ label: 'Problema técnico' });
  await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Curta');
  await submit.click();
  await expect(page.getByText('Sua mensagem precisa ter pelo menos 10 caracteres.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(message);
  await expect(page.getByText(`${message.length}/5000 caracteres`)).toBeVisible();

  // Offline: said plainly, nothing pretends it was sent, and the text stays.
  await context.setOffline(true);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'sua mensagem não foi enviada' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(message);
  await expect(page.getByTestId('contact-protocol')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/02-offline-390x844.png`, fullPage: true });

  // Back online: sent, with the protocol number on screen.
  await context.setOffline(false);
  await submit.click();
  const protocol = page.getByTestId('contact-protocol');
  await expect(protocol).toHaveText(/^VIR-\d{4}-\d{6}$/);
  await expect(page.getByRole('status')).toContainText(
    'Enviamos uma confirmação para lucia.contato@exemplo.com',
  );
  await page.screenshot({ path: `${SHOTS}/03-protocol-390x844.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Support sees it, under the same protocol.
  const shown = await protocol.textContent();
  const stored = (await openMessages()).find((m) => m.protocol === shown?.trim());
  expect(stored).toMatchObject({ email: 'lucia.contato@exemplo.com', message });
  await context.close();
});
