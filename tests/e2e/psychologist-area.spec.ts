import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import {
  acceptTerms,
  approvePsychologistWithCli as approve,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  uniqueEmail,
  VALID_PASSWORD,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });
// Approving through the CLI starts a second Node process.
// Sign-ups, the support CLI and three accessibility scans: slow on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

/** A CRP no other test uses: São Paulo's region with six digits. */
const uniqueCrp = () => `06/${String(Math.floor(Math.random() * 900_000) + 100_000)}`;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test('a psychologist signs up, waits for the CRP check, then edits the profile and creates an invite', async ({
  page,
}) => {
  await page.goto('/psychologist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Acompanhe seus clientes também entre as sessões',
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Cadastrar com meu CRP' }).first().click();

  await expect(page.getByRole('heading', { name: 'Cadastro de psicólogo' })).toBeVisible();
  await page.getByLabel('CRP').fill('abc');
  await page.getByRole('button', { name: 'Criar conta profissional' }).click();
  await expect(page.getByText('CRP inválido. Use o formato 06/12345')).toBeVisible();
  await expect(page.getByText('Email é obrigatório')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const email = uniqueEmail('psi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nome').fill('Helena Prado');
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await page.getByLabel('CRP').fill(uniqueCrp());
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar conta profissional' }).click();

  await expect(page).toHaveURL(/\/psychologist-dashboard$/);
  await expect(page.getByText('Seu cadastro está em análise')).toBeVisible();
  await expect(page.getByText('Cadastro em análise', { exact: true })).toBeVisible();
  await expect(page.getByText('Nenhum cliente compartilha dados com você ainda.')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar código de convite' }).click();
  await expect(
    page.getByText('Seu cadastro ainda está em análise. Assim que confirmarmos seu CRP'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await approve(email);
  await page.reload();
  await expect(page.getByText('CRP verificado')).toBeVisible();
  await expect(page.getByText('Seu cadastro está em análise')).toBeHidden();
  await page.getByRole('button', { name: 'Gerar código de convite' }).click();
  await expect(page.locator('.invite-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByText(/Válido até \d{2}\/\d{2}\/\d{4}\. Funciona uma única vez/)).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Perfil profissional' })).toBeVisible();
  await expect(page.getByLabel('CRP')).toHaveJSProperty('readOnly', true);
  await page.getByLabel('Apresentação').fill('Atendo pessoas com dependência de apostas há dez anos.');
  await expect(page.getByText('54/600')).toBeVisible();
  await page.getByText('TCC (Terapia Cognitivo-Comportamental)').click();
  await page.getByText('Presencial', { exact: true }).click();
  await page.getByLabel('De', { exact: true }).fill('300,00');
  await page.getByLabel('Até', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Informe a cidade do atendimento presencial')).toBeVisible();
  await expect(page.getByText('Informe o estado (UF) do atendimento presencial')).toBeVisible();
  await expect(page.getByText('O valor mínimo não pode ser maior que o máximo')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Cidade').fill('Campinas');
  await page.getByLabel('Estado (UF)').selectOption('SP');
  await page.getByLabel('De', { exact: true }).fill('150,00');
  await page.getByLabel('Até', { exact: true }).fill('R$ 250');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Perfil salvo')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Cidade')).toHaveValue('Campinas');
  await expect(page.getByLabel('Até', { exact: true })).toHaveValue('250,00');
  await expect(page.getByRole('checkbox', { name: 'Presencial' })).toBeChecked();
});

async function signedInMember(baseURL: string) {
  const member = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = uniqueEmail('cliente');
  await registerThroughApi(member, baseURL, email, 'Rafael Lima');
  const checkins = [
    { date: daysAgo(1), hadRelapse: true, amountSpent: 50, mood: 2, notes: 'Briguei em casa e apostei.' },
    { date: daysAgo(2), hadRelapse: true, amountSpent: 30, mood: 2, notes: null },
    { date: daysAgo(3), hadRelapse: false, amountSpent: 0, mood: 4, notes: 'Dia tranquilo.' },
  ];
  for (const checkin of checkins) {
    const res = await member.post('/api/checkins', { data: { id: randomUUID(), ...checkin } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return member;
}

async function psychologistSignedIn(page: Page, baseURL: string, request: APIRequestContext) {
  const email = uniqueEmail('psi');
  const res = await request.post('/api/auth/register', {
    headers: { Origin: baseURL },
    data: {
      email,
      name: 'Marta Reis',
      password: VALID_PASSWORD,
      acceptedTerms: true,
      userType: 'psychologist',
      crp: uniqueCrp(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  await approve(email);
  await page.goto('/psychologist-login');
  await expect(page.getByRole('heading', { name: 'Entrar como psicólogo' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/psychologist-dashboard$/);
  return user.id;
}

test('a client who shares appears on the panel and on their page, until they revoke', async ({
  page,
  baseURL,
  request,
}) => {
  const psychologistId = await psychologistSignedIn(page, baseURL!, request);
  const member = await signedInMember(baseURL!);
  const invite = await page.request.post('/api/sharing/invites', { headers: { Origin: baseURL! } });
  const { code } = (await invite.json()) as { code: string };
  const accepted = await member.post('/api/sharing/accept', {
    data: { code, scopes: ['progress', 'checkins'] },
  });
  expect(accepted.status()).toBe(201);

  await page.reload();
  const card = page.locator('.client-card', { hasText: 'Rafael Lima' });
  await expect(card.getByText('Check-ins e recaídas')).toBeVisible();
  await expect(card.getByText('2 em 7 dias · 2 em 30 dias')).toBeVisible();
  await expect(card.getByText('Vale conversar na próxima sessão')).toBeVisible();
  await expect(card.getByText('2 recaídas nos últimos 7 dias')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('link', { name: 'Rafael Lima' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rafael Lima' })).toBeVisible();
  await expect(page.getByText('Humor nos últimos 30 dias')).toBeVisible();
  await expect(page.locator('.mood-chart canvas')).toBeVisible();
  await expect(page.getByText('Recaída · R$ 50,00 gastos').first()).toBeVisible();
  await expect(page.getByText('Anotações não compartilhadas.').first()).toBeVisible();
  await expect(page.getByText('Briguei em casa e apostei.')).toHaveCount(0);
  await expect(page.getByText('Dinheiro economizado')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const revoked = await member.delete(`/api/sharing/${psychologistId}`);
  expect(revoked.status()).toBe(204);
  await page.reload();
  await expect(page.getByText('Este cliente não compartilha mais os dados com você.')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao painel' }).last().click();
  await expect(page.getByText('Nenhum cliente compartilha dados com você ainda.')).toBeVisible();
  await member.dispose();
});

test('each sign-in page sends a person to their own area', async ({ page, baseURL, request }) => {
  const memberEmail = uniqueEmail('membro');
  await registerThroughApi(request, baseURL!, memberEmail);
  await page.goto('/psychologist-login');
  await page.getByLabel('Email').fill(memberEmail);
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a psychologist sent from a member page to /login lands on the panel', async ({ page, baseURL }) => {
  const psychologist = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('psi');
  const res = await psychologist.post('/api/auth/register', {
    headers: { Origin: baseURL! },
    data: {
      email,
      name: 'Ana Dias',
      password: VALID_PASSWORD,
      acceptedTerms: true,
      userType: 'psychologist',
      crp: uniqueCrp(),
    },
  });
  expect(res.status()).toBe(201);
  await psychologist.dispose();
  await page.goto('/login?redirect=%2Fgoals');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/psychologist-dashboard$/);
  await expect(page.getByText('Seu cadastro está em análise')).toBeVisible();
});
