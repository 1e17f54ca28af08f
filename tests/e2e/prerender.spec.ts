/**
 * Issue 11: public pages paint before their JavaScript runs. The built HTML of each public page
 * holds its heading and text (read from the files, no browser); in Chromium each hydrates without
 * a React hydration warning and answers taps; after one visit each opens offline; the live
 * counters and the streak timer shift nothing.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, signUpToDashboard, uniqueEmail, waitForServiceWorkerControl } from './helpers';

// The build under test (E2E_WEB_ROOT: one made elsewhere with WEB_OUT_DIR, as playwright.config.ts serves).
const BUILD = resolve(process.env.E2E_WEB_ROOT ?? 'dist/web');
// A phone: the menu button is there (it is the navigation on small screens).
test.use({ viewport: { width: 390, height: 844 } });

/** Each public page: its built file, its heading and a line of its text, as the pages say them. */
const PAGES = [
  {
    path: '/',
    file: 'index.html',
    heading: 'Recupere o controle sobre as apostas, um dia de cada vez',
    text: 'Sem julgamentos, no seu ritmo.',
  },
  {
    path: '/login',
    file: 'login.html',
    heading: 'Entrar',
    text: 'Que bom ver você de novo. Continue sua jornada.',
  },
  { path: '/register', file: 'register.html', heading: 'Criar Sua Conta', text: 'Leva cerca de 3 minutos.' },
  {
    path: '/simple-register',
    file: 'simple-register.html',
    heading: 'Cadastro Rápido',
    text: 'Só o essencial para começar agora.',
  },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    heading: 'Recuperar senha',
    text: 'Vamos enviar um link para você criar uma nova senha.',
  },
  {
    path: '/psychologist',
    file: 'psychologist.html',
    heading: 'Acompanhe seus clientes também entre as sessões',
    text: 'Com o consentimento do cliente',
  },
  {
    path: '/psychologist-login',
    file: 'psychologist-login.html',
    heading: 'Entrar como psicólogo',
    text: 'Acompanhe seus clientes entre as sessões.',
  },
  {
    path: '/psychologist-register',
    file: 'psychologist-register.html',
    heading: 'Cadastro de psicólogo',
    text: 'Conferimos seu CRP',
  },
  {
    path: '/termos',
    file: 'termos.html',
    heading: 'Termos de uso e política de privacidade',
    text: 'como cuidamos dos seus dados',
  },
  {
    path: '/contato',
    file: 'contato.html',
    heading: 'Contato',
    text: 'Este formulário não é para emergências',
  },
  { path: '/app', file: 'app.html', heading: 'Instale o Virada', text: 'O que muda quando você instala' },
  {
    path: '/home-reframe',
    file: 'home-reframe.html',
    heading: 'Você não está sozinho(a)',
    text: 'Ligar para o CVV: 188',
  },
  { path: '/learn', file: 'learn.html', heading: 'Conteúdo', text: 'Os primeiros 30 dias' },
  { path: '/jogos', file: 'jogos.html', heading: 'Para a vontade passar', text: 'Ligar para o CVV: 188' },
  {
    path: '/copiloto',
    file: 'copiloto.html',
    heading: 'Copiloto',
    text: 'Oi! Eu sou o copiloto do Virada e estou aqui com você agora.',
  },
  // Guides with interactive parts: they must hydrate as drawn, too.
  {
    path: '/articles/budget-calculator',
    file: 'articles/budget-calculator.html',
    heading: 'Dinheiro depois das apostas: orçamento, dívidas e uma calculadora',
    text: 'Calculadora: o seu mês e as suas dívidas',
  },
  {
    path: '/articles/mindfulness-techniques',
    file: 'articles/mindfulness-techniques.html',
    heading: 'Atenção plena: técnicas para atravessar a vontade',
    text: 'Respiração 4-6',
  },
  {
    path: '/articles/medal-system',
    file: 'articles/medal-system.html',
    heading: 'Como funcionam as medalhas do Virada',
    text: 'Medalha do Vento',
  },
];

const NOT_FOUND = { heading: 'Página não encontrada', text: 'Nada do que você registrou foi perdido.' };

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('the built HTML', () => {
  for (const page of PAGES) {
    test(`${page.path} holds its heading, its text, its title and its link preview`, () => {
      const html = readFileSync(join(BUILD, page.file), 'utf8');
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(/^<div id="root" data-prerendered="[^"]+" data-modules="[^"]*">/);
      const h1 = root.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
      expect(textOf(h1).trim()).toBe(page.heading);
      expect(textOf(root)).toContain(page.text);
      expect(html).toMatch(/<title>[^<]+ · Virada<\/title>/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Virada" \/>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      // No inline script: the CSP allows none.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    });
  }

  test('the 404 page is prerendered; the shell is empty', () => {
    const notFound = textOf(readFileSync(join(BUILD, '404.html'), 'utf8'));
    expect(notFound).toContain(NOT_FOUND.heading);
    expect(notFound).toContain(NOT_FOUND.text);
    expect(readFileSync(join(BUILD, 'app-shell.html'), 'utf8')).toContain('<div id="root"></div>');
  });
});

/** Console errors, page errors and React's hydration complaints while `visit` runs. */
async function problemsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    const text = message.text();
    // The 404 page's own document answers 404: the browser reports that, and it is right.
    if (message.type() === 'error' && !/status of 404/.test(text)) problems.push(text);
    if (/hydrat/i.test(text)) problems.push(text);
  };
  const onError = (error: Error) => problems.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await visit();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return problems;
}

test('every public page hydrates without a warning and then answers taps', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, heading } of [
    ...PAGES,
    { path: '/caminho-que-nao-existe', heading: NOT_FOUND.heading },
  ]) {
    const problems = await problemsDuring(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated: React owns the page (the menu button opens the menu). A tap before the app's
      // code has run does nothing: the page is painted first, the app starts right after.
      await expect(async () => {
        await page.getByRole('button', { name: /(Abrir|Fechar) menu/ }).click();
        await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible({ timeout: 1_000 });
      }).toPass();
    });
    expect(problems, path).toEqual([]);
  }
  // The forms work after hydration: a wrong sign-in is answered by the server in pt-BR.
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('ninguem'));
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByText('Email ou senha incorretos. Verifique suas credenciais.').first(),
  ).toBeVisible();
});

test('a path the app does not know is answered 404 with the prerendered page', async ({ request }) => {
  const res = await request.get('/caminho-que-nao-existe');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain(NOT_FOUND.heading);
  const login = await request.get('/login');
  expect(login.headers()['cache-control']).toBe('no-cache');
  expect(await login.text()).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/login" \/>/);
});

test('a signed-in member who opens a prerendered page gets the app, not a mismatch', async ({
  page,
  baseURL,
}) => {
  const problems = await problemsDuring(page, async () => {
    await registerThroughApi(page.request, baseURL!, uniqueEmail('prerender'));
    await page.goto('/');
    await page.evaluate(async () => {
      const me = await fetch('/api/auth/me').then((r) => r.json());
      localStorage.setItem('user', JSON.stringify(me.user));
    });
    await page.reload();
    // The visitor's page was hydrated, then drawn for the member (the brand leads to the panel).
    await expect(page.getByRole('link', { name: 'Virada' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: /^Sincronização/ })).toBeVisible();
  });
  expect(problems).toEqual([]);
});

test('each prerendered page opens offline after one visit', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await context.setOffline(false);
});

/** Chromium's layout shifts since the page's navigation (not caused by input), added up. */
async function layoutShiftAfter(page: Page, ms: number): Promise<number> {
  await page.waitForTimeout(ms);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(
            entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test('the live counters and the sample timer shift nothing on /', async ({ page }) => {
  await page.goto('/');
  // The counters arrive from the server and the timer ticks a few times.
  expect(await layoutShiftAfter(page, 3_500)).toBeLessThanOrEqual(0.05);
});

test("the member's streak timer and numbers shift nothing on /dashboard", async ({ page }) => {
  await signUpToDashboard(page, uniqueEmail('sem-saltos'));
  await page.reload();
  await expect(page.locator('.dash')).toBeVisible();
  expect(await layoutShiftAfter(page, 3_500)).toBeLessThanOrEqual(0.05);
});
