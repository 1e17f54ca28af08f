import { type Browser, expect, test } from '@playwright/test';
import { communityApi } from '../../shared/community-api';
import { makeAdmin, registerThroughApi, uniqueEmail, waitForServiceWorkerControl } from './helpers';

/** A member signed in in a browser of their own (cookie and stored user), as after signing up. */
async function memberBrowser(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext();
  const { user } = await registerThroughApi(context.request, baseURL, uniqueEmail('forum'), name);
  await context.addInitScript((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
  return { context, page: await context.newPage() };
}

// Two or three people, each in a browser of their own, on a two-core machine beside another worker.
test.describe.configure({ timeout: 120_000 });

test('two members talk in the forum under pseudonyms: a thread, a reply, an apoio', async ({
  browser,
  baseURL,
}) => {
  const ana = await memberBrowser(browser, baseURL!, 'Ana Lúcia Pereira');
  const bruno = await memberBrowser(browser, baseURL!, 'Bruno Carvalho');
  const title = `Primeira semana ${Date.now().toString(36)}`;

  await ana.page.goto('/community');
  await expect(ana.page.getByRole('heading', { name: 'Comunidade', level: 1 })).toBeVisible();
  const pseudonym = (await ana.page.locator('.forum-me strong').textContent())?.trim() ?? '';
  expect(pseudonym).toMatch(/^\S+ \S+ \d{3}$/);
  await ana.page.getByRole('button', { name: 'Nova conversa' }).click();
  // Bad input is explained, and nothing is lost.
  await ana.page.getByLabel('Título', { exact: true }).fill('Oi');
  await ana.page.getByRole('button', { name: 'Publicar' }).click();
  await expect(ana.page.getByText('Escolha uma categoria')).toBeVisible();
  await expect(ana.page.getByText('O título precisa ter pelo menos 3 caracteres')).toBeVisible();
  await ana.page.getByLabel('Categoria', { exact: true }).selectOption('primeiros-dias');
  await ana.page.getByLabel('Título', { exact: true }).fill(title);
  await ana.page.getByLabel('Mensagem', { exact: true }).fill('Uma semana sem apostar. <b>Sem HTML</b>');
  await ana.page.getByRole('button', { name: 'Publicar' }).click();
  await expect(ana.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(ana.page.getByText('Uma semana sem apostar. <b>Sem HTML</b>')).toBeVisible();

  await bruno.page.goto('/community?category=primeiros-dias');
  await bruno.page.getByRole('link', { name: title }).click();
  const opening = bruno.page.getByRole('article', { name: `Mensagem de ${pseudonym}` });
  await expect(opening).toBeVisible();
  // Never the member's name.
  await expect(bruno.page.getByText('Ana Lúcia Pereira')).toHaveCount(0);
  await opening.getByRole('button', { name: 'Apoiar' }).click();
  await expect(opening.getByRole('button', { name: /Apoiado · 1 apoio/ })).toBeVisible();
  await bruno.page.getByLabel('Sua resposta').fill('Parabéns! Um dia de cada vez.');
  await bruno.page.getByRole('button', { name: 'Responder' }).click();
  await expect(bruno.page.getByText('Parabéns! Um dia de cada vez.')).toBeVisible();

  await ana.page.reload();
  await expect(ana.page.getByText('Parabéns! Um dia de cada vez.')).toBeVisible();
  await expect(ana.page.getByRole('button', { name: /Apoiar · 1 apoio/ })).toBeVisible();

  await ana.context.close();
  await bruno.context.close();
});

test('a post with a phone number waits for review, and its author is told why', async ({
  browser,
  baseURL,
}) => {
  const carla = await memberBrowser(browser, baseURL!, 'Carla Dias');
  const dora = await memberBrowser(browser, baseURL!, 'Dora Lima');
  await carla.page.goto('/community');
  await carla.page.getByRole('button', { name: 'Nova conversa' }).click();
  await carla.page.getByLabel('Categoria', { exact: true }).selectOption('familia');
  const title = `Preciso conversar ${Date.now().toString(36)}`;
  await carla.page.getByLabel('Título', { exact: true }).fill(title);
  await carla.page.getByLabel('Mensagem', { exact: true }).fill('Me chama no zap (11) 91234-5678');
  await carla.page.getByRole('button', { name: 'Publicar' }).click();
  await expect(
    carla.page.getByText('Sua mensagem tem um número de telefone.', { exact: false }),
  ).toBeVisible();
  const url = carla.page.url();

  await dora.page.goto(url);
  await expect(dora.page.getByText('Não encontrado.')).toBeVisible();
  await dora.page.goto('/community');
  await expect(dora.page.getByRole('link', { name: title })).toHaveCount(0);

  await carla.context.close();
  await dora.context.close();
});

test('a reported post hidden from /admin/moderation is gone from the other member’s screen', async ({
  browser,
  baseURL,
}) => {
  const eva = await memberBrowser(browser, baseURL!, 'Eva Martins');
  const fabio = await memberBrowser(browser, baseURL!, 'Fábio Rocha');
  const title = `Dica quente ${Date.now().toString(36)}`;
  await eva.page.goto('/community');
  await eva.page.getByRole('button', { name: 'Nova conversa' }).click();
  await eva.page.getByLabel('Categoria', { exact: true }).selectOption('dividas');
  await eva.page.getByLabel('Título', { exact: true }).fill(title);
  await eva.page
    .getByLabel('Mensagem', { exact: true })
    .fill('Conheço um jeito de pagar as dívidas rapidinho');
  await eva.page.getByRole('button', { name: 'Publicar' }).click();
  await expect(eva.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const threadUrl = eva.page.url();

  await fabio.page.goto(threadUrl);
  await fabio.page.getByRole('button', { name: 'Denunciar' }).click();
  await fabio.page.getByLabel('O que há de errado?').fill('Parece golpe');
  await fabio.page.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(fabio.page.getByText('Denúncia enviada.', { exact: false })).toBeVisible();

  const staffEmail = uniqueEmail('moderacao');
  const staff = await browser.newContext();
  const { user } = await registerThroughApi(staff.request, baseURL!, staffEmail, 'Equipe Virada');
  await makeAdmin(staffEmail);
  await staff.addInitScript(
    (stored) => localStorage.setItem('user', JSON.stringify({ ...stored, userType: 'admin' })),
    user,
  );
  const admin = await staff.newPage();
  await admin.goto('/admin/moderation');
  const item = admin.getByRole('article').filter({ hasText: title });
  await expect(item.getByText('Parece golpe')).toBeVisible();
  await item.getByRole('button', { name: 'Esconder' }).click();
  await expect(admin.getByText('Mensagem escondida para todos.')).toBeVisible();
  // Other tests moderate in the same database: this staff member's own entry.
  await expect(admin.locator('.moderation-log li').filter({ hasText: staffEmail })).toContainText(
    'escondeu a mensagem',
  );

  await fabio.page.reload();
  await expect(fabio.page.getByText('Mensagem removida').first()).toBeVisible();
  await expect(fabio.page.getByText('Conheço um jeito de pagar as dívidas rapidinho')).toHaveCount(0);

  for (const context of [eva.context, fabio.context, staff]) await context.close();
});

test('a thread opened once reads offline, and the page says it is the copy kept on this device', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ana = await memberBrowser(browser, baseURL!, 'Ana Lúcia Pereira');
  const title = `Ler sem internet ${Date.now().toString(36)}`;
  const opened = await ana.context.request.post(communityApi.forumNewThread, {
    headers: { Origin: baseURL! },
    data: { id: crypto.randomUUID(), category: 'conquistas', title, text: 'Guardado para ler no ônibus.' },
  });
  expect(opened.status()).toBe(201);
  const threadId = ((await opened.json()) as { thread: { id: string } }).thread.id;

  await ana.page.goto(`/community/${threadId}`);
  await waitForServiceWorkerControl(ana.page);
  // Read once through the worker, which keeps the answer.
  await ana.page.reload();
  await expect(ana.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(ana.page.getByRole('status').filter({ hasText: 'Sem internet agora' })).toHaveCount(0);

  await ana.context.setOffline(true);
  await ana.page.reload();
  await expect(ana.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(ana.page.getByText('Guardado para ler no ônibus.')).toBeVisible();
  await expect(ana.page.getByText(/Sem internet agora. Você vê as conversas que já abriu/)).toBeVisible();
  await ana.context.setOffline(false);
  await ana.context.close();
});

test('a reply written offline waits as “Aguardando conexão” and is published once when the connection returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ana = await memberBrowser(browser, baseURL!, 'Ana Lúcia Pereira');
  const opened = await ana.context.request.post(communityApi.forumNewThread, {
    headers: { Origin: baseURL! },
    data: {
      id: crypto.randomUUID(),
      category: 'recaidas',
      title: `Sem sinal ${Date.now().toString(36)}`,
      text: 'Escrevo daqui a pouco.',
    },
  });
  const threadId = ((await opened.json()) as { thread: { id: string } }).thread.id;
  await ana.page.goto(`/community/${threadId}`);
  await waitForServiceWorkerControl(ana.page);
  await expect(ana.page.getByRole('heading', { level: 1 })).toBeVisible();

  const text = `Escrevi no metrô, sem internet ${Date.now().toString(36)}`;
  await ana.context.setOffline(true);
  await ana.page.getByLabel('Sua resposta').fill(text);
  await ana.page.getByRole('button', { name: 'Responder' }).click();
  const waiting = ana.page.getByRole('article', { name: 'Aguardando conexão' });
  await expect(waiting).toContainText(text);
  await expect(ana.page.getByLabel('Sua resposta')).toHaveValue('');

  await ana.context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  await expect(ana.page.locator('.forum-post').filter({ hasText: text })).toHaveCount(1);
  const read = await ana.context.request.get(communityApi.forumThread(threadId));
  const posts = ((await read.json()) as { posts: { text: string | null }[] }).posts;
  expect(posts.filter((p) => p.text === text)).toHaveLength(1);
  await ana.context.close();
});
