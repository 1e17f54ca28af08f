/**
 * Issue 4's journey, both people in their own browser: a psychologist registers and is approved,
 * creates an invite code; a member accepts it with progress + check-ins; the psychologist sees
 * the client's mood chart and records without the notes; the member revokes; the
 * psychologist's next load shows no client; the member sees who read their data.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  acceptTerms,
  approvePsychologistWithCli,
  registerThroughApi,
  signInThroughForm,
  uniqueEmail,
  VALID_PASSWORD,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const PRIVATE_NOTE = 'Briguei com meu irmão e apostei de novo.';
const DIARY_TEXT = 'Hoje senti vontade depois da propaganda, mas liguei para minha irmã.';
const localDaysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function registerPsychologist(page: Page, email: string): Promise<void> {
  await page.goto('/psychologist-register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nome').fill('Lúcia Andrade');
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await page.getByLabel('CRP').fill(`06/${Math.floor(Math.random() * 900_000) + 100_000}`);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar conta profissional' }).click();
  await expect(page).toHaveURL(/\/psychologist-dashboard$/);
  await expect(page.getByText('Seu cadastro está em análise')).toBeVisible();
}

/** A member with an assessment and three records from the last days, one with a private note. */
async function memberWithRecords(page: Page, baseURL: string, email: string): Promise<void> {
  await registerThroughApi(page.request, baseURL, email, 'Paulo Mendes');
  const post = (path: string, data: unknown) =>
    page.request.post(path, { headers: { Origin: baseURL }, data });
  expect((await post('/api/assessment', { daysPerWeek: 3, weeklySpending: 100 })).status()).toBe(201);
  for (const record of [
    { date: localDaysAgo(3), hadRelapse: false, amountSpent: 0, mood: 4, notes: 'Caminhei no parque.' },
    { date: localDaysAgo(1), hadRelapse: true, amountSpent: 80, mood: 2, notes: PRIVATE_NOTE },
  ]) {
    const res = await post('/api/checkins', { id: randomUUID(), ...record });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const diary = await post('/api/sync/push', {
    deviceId: 'e2e-device',
    records: [
      {
        type: 'journal',
        id: randomUUID(),
        baseVersion: 0,
        date: localDaysAgo(2),
        title: 'Um dia difícil',
        text: DIARY_TEXT,
        mood: 3,
        tags: ['propaganda'],
        recordedAt: new Date().toISOString(),
      },
    ],
  });
  expect((await diary.json()).results[0].status, await diary.text()).toBe('stored');
  await signInThroughForm(page, email);
}

test('consented sharing from invite to revocation, with the access log', async ({ browser, baseURL }) => {
  const psychologist = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();
  const psychologistEmail = uniqueEmail('psi');

  // The psychologist registers, is approved by support, and creates a code.
  await registerPsychologist(psychologist, psychologistEmail);
  await approvePsychologistWithCli(psychologistEmail);
  await psychologist.reload();
  await expect(psychologist.getByText('CRP verificado')).toBeVisible();
  await psychologist.getByRole('button', { name: 'Gerar código de convite' }).click();
  const code = (await psychologist.locator('.invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // The member enters it, sees who and what, keeps the defaults (notes off) and shares.
  await memberWithRecords(member, baseURL!, uniqueEmail('membro'));
  await member.goto('/profile');
  await member.getByLabel('Código do psicólogo').fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Continuar' }).click();
  await expect(member.getByText('Compartilhar com Lúcia Andrade', { exact: false })).toBeVisible();
  await expect(member.getByRole('checkbox', { name: /Progresso/ })).toBeChecked();
  await expect(member.getByRole('checkbox', { name: /Check-ins e recaídas/ })).toBeChecked();
  await expect(member.getByRole('checkbox', { name: /Anotações/ })).not.toBeChecked();
  await member.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  const grants = member.locator('#compartilhar .profile-list');
  await expect(grants.getByText('Vê: Progresso, Check-ins e recaídas')).toBeVisible();

  // The psychologist sees the client, the mood chart and the relapse, never the note.
  await psychologist.reload();
  const card = psychologist.locator('.client-card', { hasText: 'Paulo Mendes' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Paulo Mendes' }).click();
  await expect(psychologist.getByRole('heading', { level: 1, name: 'Paulo Mendes' })).toBeVisible();
  await expect(psychologist.locator('.mood-chart canvas')).toBeVisible();
  await expect(psychologist.getByText('Recaída · R$ 80,00 gastos').first()).toBeVisible();
  await expect(psychologist.getByText('Anotações não compartilhadas.').first()).toBeVisible();
  await expect(psychologist.getByText(PRIVATE_NOTE)).toHaveCount(0);
  await expect(psychologist.getByText(DIARY_TEXT)).toHaveCount(0);
  await expect(psychologist.getByRole('heading', { name: /Diário/ })).toHaveCount(0);

  // The member revokes; the psychologist's next load has no client.
  await grants.getByRole('button', { name: 'Parar de compartilhar' }).click();
  await member
    .getByRole('dialog', { name: 'Parar de compartilhar?' })
    .getByRole('button', { name: 'Parar de compartilhar' })
    .click();
  await expect(
    member.getByText('Você não está compartilhando seus dados com nenhum psicólogo.'),
  ).toBeVisible();
  await psychologist.goto('/psychologist-dashboard');
  await expect(psychologist.getByText('Nenhum cliente compartilha dados com você ainda.')).toBeVisible();
  await expect(psychologist.getByText('Paulo Mendes')).toHaveCount(0);

  // The member sees every read the psychologist made.
  await member.reload();
  const log = member.locator('#acessos');
  await expect(log.getByText('Lúcia Andrade', { exact: false }).first()).toBeVisible();
  for (const what of [
    'Resumo na lista de clientes',
    'Painel de progresso',
    'Gráfico de humor',
    'Histórico',
  ]) {
    await expect(log.getByText(what, { exact: false }).first()).toBeVisible();
  }
});

test('the diary reaches the psychologist only when the member shares it, and the read is logged', async ({
  browser,
  baseURL,
}) => {
  const psychologist = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();
  const psychologistEmail = uniqueEmail('psi');
  await registerPsychologist(psychologist, psychologistEmail);
  await approvePsychologistWithCli(psychologistEmail);
  await psychologist.reload();
  await psychologist.getByRole('button', { name: 'Gerar código de convite' }).click();
  const code = (await psychologist.locator('.invite-code').textContent())?.trim() ?? '';

  await memberWithRecords(member, baseURL!, uniqueEmail('membro'));
  await member.goto('/profile');
  await member.getByLabel('Código do psicólogo').fill(code);
  await member.getByRole('button', { name: 'Continuar' }).click();
  const diaryBox = member.getByRole('checkbox', { name: /Meu Diário/ });
  await expect(diaryBox).not.toBeChecked();
  await member.locator('label', { has: diaryBox }).click();
  await expect(diaryBox).toBeChecked();
  await member.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect(member.locator('#compartilhar .profile-list').getByText(/Meu Diário/)).toBeVisible();

  await psychologist.reload();
  await psychologist.locator('.client-card', { hasText: 'Paulo Mendes' }).getByRole('link').first().click();
  const diary = psychologist.locator('.client-diary');
  await expect(diary.getByRole('heading', { name: 'Diário (1)' })).toBeVisible();
  await expect(diary.getByText('Um dia difícil')).toBeVisible();
  await expect(diary.getByText(DIARY_TEXT)).toBeVisible();
  await expect(diary.getByText('Propaganda de bet', { exact: false })).toBeVisible();

  await member.reload();
  await expect(member.locator('#acessos').getByText('Páginas do Meu Diário').first()).toBeVisible();
});
