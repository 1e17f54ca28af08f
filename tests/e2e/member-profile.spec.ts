import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import {
  approvePsychologistWithCli as approve,
  expectNoSeriousAxeViolations,
  registerThroughApi,
  signInThroughForm as signIn,
  storedUser,
  uniqueEmail,
  VALID_PASSWORD,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const PSYCHOLOGIST = 'Dra. Zuleica Prado';

/** Screenshots for review when SCREENSHOT_DIR is set (the suite itself does not need them). */
async function snap(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** An approved psychologist with a complete public profile, signed in on its own cookie jar. */
async function seedPsychologist(baseURL: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = uniqueEmail('psi');
  const registered = await api.post('/api/auth/register', {
    data: {
      email,
      name: 'Zuleica Prado',
      password: VALID_PASSWORD,
      acceptedTerms: true,
      userType: 'psychologist',
      crp: `06/${randomInt(10_000, 99_999)}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await approve(email);
  const profile = await api.put('/api/therapist-profile', {
    data: {
      displayName: PSYCHOLOGIST,
      bio: 'Atendo pessoas que querem parar de apostar, com foco em recaídas e dívidas.',
      approaches: ['tcc', 'entrevista-motivacional'],
      online: true,
      inPerson: true,
      city: 'Recife',
      uf: 'PE',
      languages: ['pt', 'es'],
      priceFrom: 80,
      priceTo: 200,
      contactPreference: 'whatsapp',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { api, id: (await registered.json()).user.id };
}

test('a member edits their data, contacts a psychologist, shares and stops sharing, sees who read their data, downloads it and deletes the account', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const psychologist = await seedPsychologist(baseURL!);
  const memberApi = await request.newContext({ baseURL });
  const email = uniqueEmail('perfil');
  const { user: member } = await registerThroughApi(memberApi, baseURL!, email, 'Maria Souza');
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signIn(page, email);

  // Seus dados: name and time zone; the stored user (header, greeting) follows.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Ninguém acessou seus dados.')).toBeVisible();
  await expect(page.getByText('Você não está compartilhando seus dados com nenhum psicólogo.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'profile');
  await page.getByLabel('Nome').fill('Maria Clara Souza');
  await page.getByLabel('Fuso horário').selectOption('America/Recife');
  await page.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados salvos')).toBeVisible();
  expect(await storedUser(page)).toMatchObject({ name: 'Maria Clara Souza', timezone: 'America/Recife' });

  // /therapists: search, filter, open a profile, ask for contact.
  await page.goto('/therapists');
  const card = page.getByRole('article', { name: PSYCHOLOGIST });
  await expect(card).toBeVisible();
  await expect(card.getByText('R$ 80 a R$ 200 por sessão')).toBeVisible();
  await expect(card.getByText('Online e presencial em Recife/PE')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Buscar por nome, cidade ou abordagem').fill('zuleica');
  await expect(page).toHaveURL(/q=zuleica/);
  await expect(card).toBeVisible();
  await page.getByLabel('Estado (UF)').selectOption('SP');
  await expect(page.getByText('Nenhum psicólogo encontrado com esses filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByLabel('Buscar por nome, cidade ou abordagem')).toHaveValue('');
  await page.getByLabel('Abordagem', { exact: true }).selectOption('tcc');
  await page.getByRole('checkbox', { name: 'Atende online' }).click();
  await expect(page).toHaveURL(/online=true/);
  await expect(card).toBeVisible();
  await snap(page, 'therapists');

  await card.getByRole('link', { name: `Ver perfil de ${PSYCHOLOGIST}` }).click();
  await expect(page).toHaveURL(new RegExp(`/therapists/${psychologist.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: PSYCHOLOGIST })).toBeVisible();
  await expect(page.getByText('O Virada não cobra nada pelo contato.', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'therapist-profile');
  await page.getByRole('button', { name: 'Entrar em contato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar em contato' });
  await expect(dialog.getByText('Maria Clara Souza')).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByLabel('Mensagem (opcional)').fill('Prefiro conversar à noite.');
  await expect(dialog.getByText('26/500 caracteres')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'therapist-contact-dialog', false);
  const tracked = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/analytics/events/batch') &&
      r.postData()?.includes('psychologist_contact_clicked') === true,
  );
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await tracked;
  await expect(page.getByRole('heading', { name: 'Pedido enviado' })).toBeVisible();
  const overview = await (await psychologist.api.get('/api/psychologist/overview')).json();
  expect(overview.contactRequests).toEqual([
    expect.objectContaining({
      memberName: 'Maria Clara Souza',
      memberEmail: email,
      message: 'Prefiro conversar à noite.',
    }),
  ]);

  // Sharing: the psychologist's code, typed loosely; progress and check-ins by default.
  const invite = await (await psychologist.api.post('/api/sharing/invites', { data: {} })).json();
  await page.goto('/profile');
  const code = page.getByLabel('Código do psicólogo');
  await code.fill('ZZZZ2222');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Código inválido, expirado ou já usado.', { exact: false })).toBeVisible();
  await code.fill(invite.code.toLowerCase().replace(/^(....)/, '$1 '));
  await expect(code).toHaveValue(`${invite.code.slice(0, 4)}-${invite.code.slice(4)}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(`Compartilhar com ${PSYCHOLOGIST}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Progresso/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Check-ins e recaídas/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Anotações/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Meu Diário/ })).not.toBeChecked();
  await expect(
    page.getByText('Suas anotações e seu diário continuam só com você.', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'profile-share-scopes');
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  const grants = page.locator('#compartilhar .profile-list');
  await expect(grants.getByText(PSYCHOLOGIST)).toBeVisible();
  await expect(grants.getByText('Vê: Progresso, Check-ins e recaídas')).toBeVisible();

  // The psychologist reads the dashboard; the member's access log shows it.
  expect((await psychologist.api.get(`/api/dashboard/${member.id}`)).status()).toBe(200);
  await page.reload();
  const log = page.locator('#acessos');
  await expect(log.getByText('Painel de progresso', { exact: false })).toBeVisible();
  await expect(log.getByText(PSYCHOLOGIST, { exact: false }).first()).toBeVisible();
  await expect(log.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).first()).toBeVisible();
  await snap(page, 'profile-with-grant-and-log');

  await grants.getByRole('button', { name: 'Parar de compartilhar' }).click();
  const revoke = page.getByRole('dialog', { name: 'Parar de compartilhar?' });
  await expect(revoke.getByText('no mesmo instante', { exact: false })).toBeVisible();
  await revoke.getByRole('button', { name: 'Parar de compartilhar' }).click();
  await expect(page.getByText('Você não está compartilhando seus dados com nenhum psicólogo.')).toBeVisible();
  expect((await psychologist.api.get(`/api/dashboard/${member.id}`)).status()).toBe(404);
  // On a phone the toast sits where the next dialog's buttons go: closed, as a person would.
  await expect(page.getByText('Compartilhamento encerrado')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar aviso' }).click();

  // Export: the file holds the member's check-in.
  const checkinId = randomUUID();
  const checkin = await page.request.post('/api/checkins', {
    headers: { Origin: baseURL! },
    data: { id: checkinId, date: '2026-01-10', hadRelapse: false, amountSpent: 0, mood: 4, notes: null },
  });
  expect(checkin.ok(), await checkin.text()).toBe(true);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^virada-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.account.email).toBe(email);
  expect(exported.checkins.map((c: { id: string }) => c.id)).toContain(checkinId);

  // Delete: wrong password first, then the right one; signed out on '/'.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const remove = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await remove.getByLabel('Sua senha').fill('senha-errada-1!');
  await remove.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(remove.getByText('Senha incorreta.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'profile-delete-dialog', false);
  await remove.getByLabel('Sua senha').fill(VALID_PASSWORD);
  await remove.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await psychologist.api.dispose();
  await memberApi.dispose();
  await context.close();
});

test('/therapists says calmly that it needs the internet, and offers to try again', async ({
  browser,
  baseURL,
}) => {
  const memberApi = await request.newContext({ baseURL });
  const email = uniqueEmail('offline');
  await registerThroughApi(memberApi, baseURL!, email);
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR' });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/therapists');
  await expect(page.getByRole('heading', { level: 1, name: 'Psicólogos' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Estado (UF)').selectOption('BA');
  await expect(page.getByText('Sem internet agora')).toBeVisible();
  await expect(page.getByRole('link', { name: /Ligar para o CVV/ })).toBeVisible();
  await snap(page, 'therapists-offline', false);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Sem internet agora')).toBeHidden();
  await memberApi.dispose();
  await context.close();
});
