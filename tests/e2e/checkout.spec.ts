import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  approvePsychologistWithCli as approve,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signInThroughForm,
  uniqueEmail,
  VALID_PASSWORD,
} from './helpers';

/**
 * Paid sessions (issue 15): a psychologist sets a price and a Pix key in /therapist-profile; a
 * member finds them in /therapists, pays in /checkout-test with "simular pagamento" (the server
 * runs the webhook's code with the test secret), and both see the payment confirmed.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const uniqueCrp = () => `06/${String(Math.floor(Math.random() * 900_000) + 100_000)}`;

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('a member pays a psychologist in /checkout-test and both see it confirmed', async ({
  browser,
  baseURL,
}) => {
  // The psychologist: registered, approved by support, signed in.
  const psi = await newPage(browser, baseURL!);
  const psiEmail = uniqueEmail('psi');
  const registered = await psi.request.post('/api/auth/register', {
    headers: { Origin: baseURL! },
    data: {
      email: psiEmail,
      name: 'Marta Reis',
      password: VALID_PASSWORD,
      acceptedTerms: true,
      userType: 'psychologist',
      crp: uniqueCrp(),
    },
  });
  expect(registered.status()).toBe(201);
  const { user: psiUser } = (await registered.json()) as { user: { id: string } };
  await approve(psiEmail);
  await psi.goto('/psychologist-login');
  await psi.getByLabel('Email').fill(psiEmail);
  await psi.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await psi.getByRole('button', { name: 'Entrar' }).click();
  await expect(psi).toHaveURL(/\/psychologist-dashboard$/);

  // Price and Pix key in /therapist-profile: a bad CPF is refused in pt-BR, then a good one saved.
  await psi.goto('/therapist-profile');
  await expect(psi.getByRole('heading', { name: 'Sessões pagas por Pix' })).toBeVisible();
  await psi.getByLabel('Valor da sessão (R$)').fill('150,00');
  await psi.getByLabel('Tipo da chave Pix').selectOption('cpf');
  await psi.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-24');
  await psi.getByRole('button', { name: 'Salvar pagamento' }).click();
  await expect(psi.getByText('CPF inválido. Confira os 11 dígitos.')).toBeVisible();
  await psi.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-25');
  await psi.getByRole('button', { name: 'Salvar pagamento' }).click();
  await expect(psi.getByText('Pagamento por Pix salvo.')).toBeVisible();
  await psi.screenshot({ path: 'test-results/checkout-therapist-profile.png', fullPage: true });

  // The member: from the psychologist's page to /checkout-test.
  const member = await newPage(browser, baseURL!);
  const memberEmail = uniqueEmail('membro');
  await registerThroughApi(member.request, baseURL!, memberEmail, 'Carla Mendes');
  await signInThroughForm(member, memberEmail);
  await member.goto(`/therapists/${psiUser.id}`);
  await expect(member.getByRole('heading', { name: 'Sessão com Marta Reis' })).toBeVisible();
  await expect(member.getByText('R$ 150,00')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Agendar e pagar' })).toHaveAttribute(
    'href',
    `/checkout?psychologistId=${psiUser.id}`,
  );
  await member.getByRole('link', { name: 'Experimentar no modo de teste' }).click();
  await expect(member).toHaveURL(/\/checkout-test\?psychologistId=/);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Agendar e pagar — modo de teste');
  await expect(member.getByRole('note')).toContainText('Modo de teste: nenhum dinheiro é cobrado');
  await member.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(member).toHaveURL(/payment=/);
  await expect(member.getByRole('img', { name: 'QR code Pix de Marta Reis' })).toBeVisible();
  const code = await member.getByLabel('Pix copia e cola').inputValue();
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await expect(member.getByText(/Identificador da transação: [A-Z0-9]{25}/)).toBeVisible();
  await expect(member.getByText('Aguardando a confirmação do pagamento.', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(member);
  await member.screenshot({ path: 'test-results/checkout-test-pending.png', fullPage: true });

  await member.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(member.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  // A reload keeps the same payment, confirmed.
  await member.reload();
  await expect(member.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await member.screenshot({ path: 'test-results/checkout-test-confirmed.png', fullPage: true });

  // The psychologist sees it confirmed, among the test payments, not the real ones.
  await psi.goto('/psychologist-dashboard');
  await expect(psi.getByRole('heading', { name: 'Pagamentos recebidos' })).toBeVisible();
  await expect(psi.getByText('Nenhum pagamento ainda.')).toBeVisible();
  await psi.getByText('Pagamentos do modo de teste (1)').click();
  const item = psi.locator('.payments-received-test .payment-received');
  await expect(item).toContainText('De Carla Mendes');
  await expect(item).toContainText('Pagamento confirmado');
  await psi.screenshot({ path: 'test-results/checkout-dashboard.png', fullPage: true });
});

test('a real payment is confirmed by the psychologist in the dashboard', async ({ browser, baseURL }) => {
  const psi = await newPage(browser, baseURL!);
  const psiEmail = uniqueEmail('psi');
  const registered = await psi.request.post('/api/auth/register', {
    headers: { Origin: baseURL! },
    data: {
      email: psiEmail,
      name: 'Rui Campos',
      password: VALID_PASSWORD,
      acceptedTerms: true,
      userType: 'psychologist',
      crp: uniqueCrp(),
    },
  });
  const { user: psiUser } = (await registered.json()) as { user: { id: string } };
  await approve(psiEmail);
  const saved = await psi.request.put('/api/payments/settings', {
    headers: { Origin: baseURL! },
    data: { sessionPriceCents: 20000, pixKeyType: 'email', pixKey: 'rui@exemplo.com.br' },
  });
  expect(saved.status()).toBe(200);

  const member = await newPage(browser, baseURL!);
  const memberEmail = uniqueEmail('membro');
  await registerThroughApi(member.request, baseURL!, memberEmail, 'Diego Alves');
  await signInThroughForm(member, memberEmail);
  await member.goto(`/checkout?psychologistId=${psiUser.id}`);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Agendar e pagar');
  await expect(member.getByText('modo de teste', { exact: false })).toHaveCount(0);
  // Offline the code cannot be made: the page says so calmly and the button waits.
  await member.context().setOffline(true);
  await expect(member.getByText('Você está sem conexão.', { exact: false })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Gerar código Pix' })).toBeDisabled();
  await member.screenshot({ path: 'test-results/checkout-offline.png', fullPage: true });
  await member.context().setOffline(false);
  await member.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(member.getByLabel('Pix copia e cola')).toHaveValue(/rui@exemplo\.com\.br/);
  await expect(member.getByRole('button', { name: 'Simular pagamento' })).toHaveCount(0);

  await psi.goto('/psychologist-login');
  await psi.getByLabel('Email').fill(psiEmail);
  await psi.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await psi.getByRole('button', { name: 'Entrar' }).click();
  await expect(psi).toHaveURL(/\/psychologist-dashboard$/);
  await psi.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(
    psi.getByText('Pagamento confirmado. A pessoa recebe o comprovante por e-mail.'),
  ).toBeVisible();

  // The member's page reads the payment again by itself.
  await expect(member.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible({
    timeout: 15_000,
  });
});
