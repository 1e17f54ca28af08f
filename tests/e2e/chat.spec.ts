import { type Browser, expect, type Page, test } from '@playwright/test';
import { communityApi } from '../../shared/community-api';
import type { ChatHistoryResponse, ForumWriteResponse } from '../../shared/community-api-types';
import { expectNoSeriousAxeViolations, makeAdmin, registerThroughApi, uniqueEmail } from './helpers';

// Two or three people, each in a browser of their own, on a two-core machine beside another worker.
test.describe.configure({ timeout: 120_000 });

/** A person signed in in a browser of their own (cookie and stored user), as after signing up. */
async function memberBrowser(browser: Browser, baseURL: string, name: string, prefix = 'chat') {
  const context = await browser.newContext();
  const email = uniqueEmail(prefix);
  const { user } = await registerThroughApi(context.request, baseURL, email, name);
  await context.addInitScript((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
  return { context, email, user, page: await context.newPage() };
}

/** The room's log, once its history is on screen. */
async function openRoom(page: Page) {
  await page.goto('/chat');
  const log = page.getByRole('log', { name: 'Mensagens: Sala geral' });
  await expect(log).toBeVisible();
  return log;
}

test('two members chat live; a message written offline waits and is published once when back online', async ({
  browser,
  baseURL,
}) => {
  const ana = await memberBrowser(browser, baseURL!, 'Ana Lúcia Pereira');
  const bruno = await memberBrowser(browser, baseURL!, 'Bruno Carvalho');
  const stamp = Date.now().toString(36);
  const [anaLog, brunoLog] = await Promise.all([openRoom(ana.page), openRoom(bruno.page)]);

  // Live, both ways, without reloading.
  await ana.page.getByLabel('Escreva sua mensagem').fill(`Oi, gente. Hoje faz uma semana ${stamp}`);
  await ana.page.getByLabel('Escreva sua mensagem').press('Enter');
  await expect(ana.page.getByLabel('Escreva sua mensagem')).toBeFocused();
  await expect(ana.page.getByLabel('Escreva sua mensagem')).toHaveValue('');
  const fromAna = brunoLog.getByRole('article').filter({ hasText: `Hoje faz uma semana ${stamp}` });
  await expect(fromAna).toBeVisible();
  await expect(bruno.page.getByText('Ana Lúcia Pereira')).toHaveCount(0);
  await bruno.page.getByLabel('Escreva sua mensagem').fill(`Parabéns! <b>Um dia de cada vez</b> ${stamp}`);
  await bruno.page.getByRole('button', { name: 'Enviar' }).click();
  await expect(anaLog.getByText(`Parabéns! <b>Um dia de cada vez</b> ${stamp}`)).toBeVisible();
  await expect(anaLog.getByRole('article', { name: 'Sua mensagem' }).first()).toContainText('(você)');
  await expectNoSeriousAxeViolations(ana.page);

  // Offline: written now, shown as waiting, sent when the connection returns.
  const posted: string[] = [];
  ana.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/community/chat/'))
      posted.push(request.postData() ?? '');
  });
  const offlineText = `Escrevi sem internet ${stamp}`;
  await ana.context.setOffline(true);
  await expect(ana.page.getByText('Sem conexão agora.', { exact: false })).toBeVisible();
  await ana.page.getByLabel('Escreva sua mensagem').fill(offlineText);
  await ana.page.getByLabel('Escreva sua mensagem').press('Enter');
  const waiting = anaLog.getByRole('article').filter({ hasText: offlineText });
  await expect(waiting).toContainText('Aguardando conexão');
  await ana.context.setOffline(false);
  await expect(waiting).not.toContainText('Aguardando conexão');
  await expect(brunoLog.getByText(offlineText)).toBeVisible();
  await expect(ana.page.getByText('Sem conexão agora.', { exact: false })).toHaveCount(0);

  expect(posted.filter((body) => body.includes(offlineText))).toHaveLength(1);
  const history = (await (
    await bruno.context.request.get(communityApi.chatMessages('geral'))
  ).json()) as ChatHistoryResponse;
  expect(history.messages.filter((m) => m.text === offlineText)).toHaveLength(1);

  await ana.context.close();
  await bruno.context.close();
});

test('a reply hidden from /admin/moderation turns into “Mensagem removida” on an open thread, without reloading', async ({
  browser,
  baseURL,
}) => {
  const eva = await memberBrowser(browser, baseURL!, 'Eva Martins', 'forum-live');
  const fabio = await memberBrowser(browser, baseURL!, 'Fábio Rocha', 'forum-live');
  const stamp = Date.now().toString(36);
  const write = async (path: string, data: object) => {
    const response = await eva.context.request.post(path, { headers: { Origin: baseURL! }, data });
    expect(response.status()).toBe(201);
    return (await response.json()) as ForumWriteResponse;
  };
  const title = `Como vocês lidam com o fim de semana ${stamp}`;
  const { thread } = await write(communityApi.forumNewThread, {
    id: crypto.randomUUID(),
    category: 'primeiros-dias',
    title,
    text: 'Sábado é o dia mais difícil para mim.',
  });
  const replyText = `Fim de semana eu fico vendo série ${stamp}`;
  const { post } = await write(communityApi.forumReplies(thread.id), {
    id: crypto.randomUUID(),
    text: replyText,
  });
  const reported = await fabio.context.request.post(communityApi.forumReports(post.id), {
    headers: { Origin: baseURL! },
    data: { reason: 'Fora do tema' },
  });
  expect(reported.ok()).toBe(true);

  await fabio.page.goto(`/community/${thread.id}`);
  await expect(fabio.page.getByText(replyText)).toBeVisible();

  const staffEmail = uniqueEmail('moderacao-live');
  const staff = await browser.newContext();
  const { user } = await registerThroughApi(staff.request, baseURL!, staffEmail, 'Equipe Virada');
  await makeAdmin(staffEmail);
  await staff.addInitScript(
    (stored) => localStorage.setItem('user', JSON.stringify({ ...stored, userType: 'admin' })),
    user,
  );
  const admin = await staff.newPage();
  await admin.goto('/admin/moderation');
  await admin
    .getByRole('article')
    .filter({ hasText: replyText })
    .getByRole('button', { name: 'Esconder' })
    .click();
  await expect(admin.getByText('Mensagem escondida para todos.')).toBeVisible();

  await expect(fabio.page.getByText(replyText)).toHaveCount(0);
  await expect(fabio.page.getByText('Mensagem removida')).toBeVisible();
  await expect(fabio.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  for (const context of [eva.context, fabio.context, staff]) await context.close();
});
