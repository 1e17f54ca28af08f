import { expect, test } from '@playwright/test';
import { acceptTerms, registerThroughApi, storedUser, uniqueEmail, VALID_PASSWORD } from './helpers';

test('register with invalid data shows the spec messages, then valid data lands on /assessment', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Criar Sua Conta' })).toBeVisible();

  await page.getByLabel('Email').fill('nao-e-email');
  await page.getByLabel('Nome').fill('A1');
  await page.getByLabel('Senha', { exact: true }).fill('curta');
  await page.getByRole('button', { name: 'Criar Conta' }).click();

  await expect(page.getByText('Por favor, digite um email válido (ex: voce@exemplo.com)')).toBeVisible();
  await expect(page.getByText('Nome deve conter apenas letras e espaços')).toBeVisible();
  await expect(page.getByText('Senha deve ter pelo menos 8 caracteres')).toBeVisible();
  await expect(page.getByText('Você deve aceitar os termos para continuar')).toBeVisible();
  await expect(page.getByText('Preencha todos os campos')).toBeVisible();

  // Editing a field clears its error.
  await page.getByLabel('Nome').fill('Ana Clara');
  await expect(page.getByText('Nome deve conter apenas letras e espaços')).toBeHidden();

  // The live checklist follows the password.
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await expect(page.locator('.password-checklist li[data-met="true"]')).toHaveCount(3);

  await page.getByLabel('Email').fill(uniqueEmail('ana'));
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar Conta' }).click();

  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByText(/Bem-vindo\(a\) ao Virada, Ana!/)).toBeVisible();
  expect(await storedUser(page)).toMatchObject({ name: 'Ana Clara' });
});

test('a taken email shows the catalogue toast', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('taken');
  await registerThroughApi(request, baseURL!, email);
  await page.goto('/register');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Nome').fill('Outra Pessoa');
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Email já cadastrado')).toBeVisible();
  await expect(
    page.getByText('Este email já possui uma conta. Tente fazer login ou use outro email.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('quick registration keeps the button disabled until the terms are accepted', async ({ page }) => {
  await page.goto('/simple-register');
  await expect(page.getByRole('heading', { name: 'Cadastro Rápido' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Criar conta' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill(uniqueEmail('rapido'));
  await page.getByLabel('Nome').fill('Rô');
  await page.getByLabel('Senha', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await acceptTerms(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/assessment$/);
});

test('login lands on /dashboard, Sair signs out and guarded pages send to sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('login');
  await registerThroughApi(request, baseURL!, email, 'João Pedro');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-1!');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Erro no login')).toBeVisible();
  await expect(page.getByText('Email ou senha incorretos. Verifique suas credenciais.')).toBeVisible();

  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Bem-vindo\(a\) de volta, João!/)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const label of ['Painel', 'Forum', 'Meu Diário', 'Conteúdo', 'Chat', 'Contato']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toBeNull();
  await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();

  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('switching between login and register clears the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('x');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Por favor, digite um email válido')).toBeVisible();
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('link', { name: 'Entrar' }).last().click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByText('Por favor, digite um email válido')).toBeHidden();
});
