import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, registerThroughApi, signInThroughForm, uniqueEmail } from './helpers';

const execFileAsync = promisify(execFile);
const NEW_PASSWORD = 'nova#senha9';

/** The newest e-mail to `email`, read as support does: `mail:outbox --json` on the server's database. */
async function mailTo(email: string): Promise<{ to: string; subject: string; text: string }> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is set by playwright.config.ts');
  // The e-mail is written just after the answer (same answer for unknown addresses): poll briefly.
  for (let attempt = 0; attempt < 20; attempt++) {
    const { stdout } = await execFileAsync(
      'npx',
      ['tsx', 'sync-server/cli/main.ts', 'mail:outbox', '--json'],
      {
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    const mail = (JSON.parse(stdout) as { to: string; subject: string; text: string }[]).find(
      (m) => m.to === email,
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${email} in the outbox`);
}

test('forgot password → e-mailed link → new password → sign in with it', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('recupera');
  await registerThroughApi(request, baseURL!, email, 'Rita Lopes');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Se existir uma conta com esse e-mail, enviamos um link',
  );
  await expect(page.getByRole('status')).toContainText('1 hora');
  await expect(page.getByRole('status')).toContainText('spam');

  const mail = await mailTo(email);
  expect(mail.subject).toBe('Redefinição de senha do Virada');
  const link = mail.text.match(/http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(link!.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const field = page.getByLabel('Nova senha', { exact: true });
  await field.fill('semnumero');
  await expect(
    page.getByRole('list', { name: 'Requisitos da senha' }).locator('li[data-met="true"]'),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha deve conter pelo menos um número e um símbolo')).toBeVisible();

  await field.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra#senha9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('expirou ou já foi usado');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await signInThroughForm(page, email, NEW_PASSWORD);
});

test('a link without a valid token offers a new one', async ({ page }) => {
  await page.goto('/reset-password?token=quebrado');
  await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
