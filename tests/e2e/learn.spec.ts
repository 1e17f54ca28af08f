import { type Browser, expect, type Page, test } from '@playwright/test';
import { COURSES } from '../../shared/domain/learn';
import {
  expectAllSaved,
  fireBackgroundSync,
  registerThroughApi,
  signInThroughForm,
  uniqueEmail,
  waitForServiceWorkerControl,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/learn';
const course = COURSES[0]!;
const lesson = course.lessons[0]!;
const lessonPath = `/learn/${course.id}/${lesson.id}`;

async function device(browser: Browser, email: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signInThroughForm(page, email);
  return { context, page };
}

/** Does the lesson's exercise the way a person would: answers each quiz question, fills the plan. */
async function doExercise(page: Page): Promise<void> {
  const exercise = page.getByRole('region', { name: 'Exercício' });
  for (const question of await exercise.locator('fieldset').all()) {
    await question.getByRole('radio').first().check();
    await question.getByRole('button', { name: 'Responder' }).click();
    await expect(question.getByRole('status')).toBeVisible();
  }
  for (const field of await exercise.locator('textarea').all()) await field.fill('Ligar para a minha irmã.');
}

test('the library offline: /learn, a guide and a lesson open without network, search ignores accents, and a lesson finished offline reaches the other device', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('biblioteca');
  const setup = await browser.newContext();
  await registerThroughApi(setup.request, baseURL!, email);
  await setup.close();

  const phone = await device(browser, email);
  await phone.page.goto('/learn');
  await expect(phone.page.getByRole('heading', { name: 'Conteúdo', level: 1 })).toBeVisible();
  await waitForServiceWorkerControl(phone.page);
  await phone.page.screenshot({ path: `${SHOTS}/01-library-390x844.png`, fullPage: true });

  // The network cut after install: every page of the library still opens.
  await phone.context.setOffline(true);
  await phone.page.goto('/learn');
  await phone.page.getByLabel('Buscar no conteúdo').fill('TIGRÍNHO');
  const hit = phone.page.getByRole('link', { name: /tigrinho/i }).first();
  await expect(hit).toBeVisible();
  await phone.page.screenshot({ path: `${SHOTS}/02-search-offline-390x844.png`, fullPage: true });
  await phone.page.goto('/articles/tigrinho-risks');
  await expect(phone.page.getByRole('heading', { level: 1 })).toContainText('tigrinho');
  await expect(phone.page.getByRole('heading', { name: 'Fontes', level: 2 })).toBeVisible();

  await phone.page.goto(lessonPath);
  await expect(phone.page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
  await doExercise(phone.page);
  await phone.page.getByRole('button', { name: 'Concluir lição' }).click();
  // The page's own status (a sync toast may say the same words meanwhile).
  await expect(
    phone.page.getByRole('main').getByRole('status').filter({ hasText: 'Lição concluída' }),
  ).toBeVisible();
  await phone.page.screenshot({ path: `${SHOTS}/03-lesson-done-offline-390x844.png`, fullPage: true });
  // Done survives an offline reload.
  await phone.page.reload();
  await expect(
    phone.page.getByRole('main').getByRole('status').filter({ hasText: 'Lição concluída' }),
  ).toBeVisible();

  // Back online: it reaches the server once, then the tablet shows it as done.
  await phone.context.setOffline(false);
  await fireBackgroundSync(phone.context, phone.page, baseURL!, 'virada-outbox');
  await expectAllSaved(phone.page);
  const tablet = await device(browser, email);
  await tablet.page.goto(`/learn/${course.id}`);
  await expect(tablet.page.locator('.learn-lessons li', { hasText: 'Concluída' })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(tablet.page.getByText(`1 de ${course.lessons.length} lições concluídas`)).toBeVisible();
  await tablet.page.screenshot({ path: `${SHOTS}/04-course-on-tablet-390x844.png`, fullPage: true });

  await tablet.context.close();
  await phone.context.close();
});
