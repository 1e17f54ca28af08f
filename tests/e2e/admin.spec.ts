import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { makeAdmin, registerThroughApi, signInThroughForm, uniqueEmail } from './helpers';

/** A member who signs up, takes the assessment, sets a goal and checks in (a relapse) today. */
async function seedMember(baseURL: string): Promise<void> {
  const member = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    await registerThroughApi(member, baseURL, uniqueEmail('membro'), 'Joana Prado');
    expect(
      (await member.post('/api/assessment', { data: { daysPerWeek: 3, weeklySpending: 100 } })).status(),
    ).toBe(201);
    expect((await member.put('/api/goals', { data: { type: 'cessation' } })).ok()).toBe(true);
    // The member opens the installed app once: the access the platform and type breakdowns count
    // (the admin's own accesses are staff's, which the figures leave out).
    const access = {
      userAgent: 'Mozilla/5.0 (Linux; Android 13)',
      platform: 'Android',
      accessType: 'pwa_launch',
    };
    expect((await member.post('/api/pwa-access', { data: access })).status()).toBe(204);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const push = await member.post('/api/sync/push', {
      data: {
        deviceId: 'e2e-admin',
        records: [
          {
            type: 'checkin',
            id: randomUUID(),
            date: today,
            hadRelapse: false,
            amountSpent: 0,
            mood: 4,
            notes: null,
          },
          {
            type: 'checkin',
            id: randomUUID(),
            date: today,
            hadRelapse: true,
            amountSpent: 30,
            mood: 2,
            notes: null,
          },
        ],
      },
    });
    expect(push.status()).toBe(200);
  } finally {
    await member.dispose();
  }
}

test('an admin sees the usage charts and the medal e-mails with seeded data', async ({
  page,
  request,
  baseURL,
}) => {
  await seedMember(baseURL!);
  const email = uniqueEmail('equipe');
  await registerThroughApi(request, baseURL!, email, 'Equipe Virada');
  await makeAdmin(email);
  await signInThroughForm(page, email);

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Métricas de uso' })).toBeVisible();
  for (const title of [
    'Membros ativos por dia',
    'Cadastros por dia',
    'Check-ins e recaídas por dia',
    'Instalações do app por dia',
  ]) {
    const card = page.locator('section.admin-chart-card', {
      has: page.getByRole('heading', { name: title }),
    });
    await expect(card.locator('canvas')).toBeVisible();
  }
  const funnel = page.getByRole('list', { name: /Funil/ });
  await expect(funnel.getByText('Primeiro check-in')).toBeVisible();
  await expect(funnel.getByText('Cadastro')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Acessos por plataforma' }).getByText(/Android/)).toBeVisible();

  // A preset changes the period (and the request).
  await page.getByRole('button', { name: '7 dias' }).click();
  await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('section.admin-chart-card canvas').first()).toBeVisible();

  await page.goto('/admin/medal-emails');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails de medalhas' })).toBeVisible();
  await expect(page.getByText('Joana Prado').first()).toBeVisible();
  await page.getByRole('button', { name: 'Enviar e-mails' }).click();
  await page.getByRole('button', { name: 'Confirmar envio' }).click();
  // The request answers at once with a job; the server's job round sends it within seconds.
  await expect(page.getByRole('status').filter({ hasText: /Envio iniciado/ })).toBeVisible();
  const jobs = page.getByRole('region', { name: 'Envios recentes' });
  await expect(jobs.getByText('Concluído').first()).toBeVisible({ timeout: 15_000 });
  await expect(jobs.getByText(/e-mails? enviados?/).first()).toBeVisible();
  await expect(jobs.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /\(100 %\)/);
});

test('an admin previews, confirms and sends a notification, and a test notification closes after 5 s', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A sign-up, the support CLI, a sign-in, a send and a 5 s notification: more than the default.
  test.setTimeout(90_000);
  const email = uniqueEmail('equipe');
  await registerThroughApi(request, baseURL!, email, 'Equipe Virada');
  await makeAdmin(email);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await signInThroughForm(page, email);

  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  // Validation in pt-BR before anything is sent.
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Título é obrigatório')).toBeVisible();

  await page.getByLabel('Título').fill('Novidade no Virada');
  await page.getByLabel('Mensagem').fill('Confira as novas metas.');
  await page.getByLabel('Link (opcional)').fill('/goals');
  await page.getByLabel('Enviar para').selectOption('active-7d');
  const preview = page.getByRole('figure', { name: 'Prévia da notificação' });
  await expect(preview.getByText('Novidade no Virada')).toBeVisible();
  await expect(preview.getByText('Ao tocar, abre /goals.')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Membros ativos nos últimos 7 dias/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar envio' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Nenhum aparelho inscrito/ })).toBeVisible();

  // The local test notification goes through the service worker registration and closes after 5 s.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole('button', { name: 'Enviar notificação de teste para mim' }).click();
  // The page says so once the worker's showNotification has resolved: poll only from there, so a
  // failure tells the app's answer apart from the browser's list of notifications.
  await expect(page.getByRole('status').filter({ hasText: /^Teste mostrado neste aparelho/ })).toBeVisible();
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications({ tag: 'virada-admin-test' })).map((n) => n.title);
    });
  await expect.poll(shown, { intervals: [100, 250] }).toEqual(['Novidade no Virada']);
  await expect.poll(shown, { timeout: 9000 }).toEqual([]);
});

test('a member gets no admin data: the guard sends them away and the API answers 403', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('membro');
  await registerThroughApi(request, baseURL!, email);
  await signInThroughForm(page, email);
  await page.goto('/admin/analytics');
  await expect(page).not.toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Métricas de uso' })).toHaveCount(0);
  const answer = await page.request.get('/api/admin/analytics');
  expect(answer.status()).toBe(403);
  expect((await answer.json()).code).toBe('admin-only');
});
