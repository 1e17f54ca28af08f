import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

let counter = 0;

/** An email no other test uses, so tests run in parallel against one database. */
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@exemplo.com`;
}

export const VALID_PASSWORD = 'virada#2026';

/** Creates an account through the API (the page's cookie jar is not touched). */
export async function registerThroughApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  name = 'Maria Souza',
) {
  const response = await request.post('/api/auth/register', {
    headers: { Origin: baseURL },
    data: { email, name, password: VALID_PASSWORD, acceptedTerms: true },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { user: { id: string } };
}

export async function storedUser(page: Page): Promise<{ id: string; name: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
}

/** Ticks the terms checkbox the way a person does: a tap on its visible box. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
}

/** Fails on any serious or critical axe violation of what the page shows now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const execFileAsync = promisify(execFile);

/** Staff, as support makes them: the support CLI's `users:role <email> admin`. */
export async function makeAdmin(email: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is set by playwright.config.ts');
  await execFileAsync('npx', ['tsx', 'sync-server/cli/main.ts', 'users:role', email, 'admin'], {
    env: { ...process.env, DATABASE_URL: url },
  });
}

/** Staff approval, as support does it: the CLI, in its own process, on the e2e server's database. */
export async function approvePsychologistWithCli(email: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is set by playwright.config.ts');
  await execFileAsync('npx', ['tsx', 'sync-server/cli/main.ts', 'psychologists:approve', email], {
    env: { ...process.env, DATABASE_URL: url },
  });
}

/** Signs in through /login as a person does. */
export async function signInThroughForm(page: Page, email: string, password = VALID_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/(dashboard|assessment)$/);
}

/** Waits until the service worker controls the page (reloading once if it was installed by this load). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Fires the Background Sync event the browser fires when the connection returns, for one of the
 * worker's queues (`virada-outbox`, `virada-logout`). Any page of the context carries the CDP
 * session, an about:blank one too: the worker replays with every page of the app closed.
 */
export async function fireBackgroundSync(
  context: BrowserContext,
  page: Page,
  origin: string,
  queue: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(origin));
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: `workbox-background-sync:${queue}`,
    lastChance: false,
  });
  await cdp.detach();
}

/** Signs up through /register and goes through the assessment and the goal to the dashboard. */
export async function signUpToDashboard(page: Page, email: string, name = 'Carla Dias'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Senha', { exact: true }).fill(VALID_PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await choose(page.getByRole('radio', { name: '4 dias' }));
  await page.getByLabel(/Quanto você gasta/).fill('350');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Pular o questionário' }).click();
  await page.getByRole('link', { name: 'Definir minha meta' }).click();
  await expect(page).toHaveURL(/\/goals$/);
  await page.getByText('Parar totalmente', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Until the header says every record of this device reached the server. */
export async function expectAllSaved(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Sincronização: Tudo salvo/ })).toBeVisible({
    timeout: 15_000,
  });
}

/** A daily check-in through the dashboard's dialog, with one trigger tag chosen. */
export async function checkinWithTag(page: Page, tag: string): Promise<void> {
  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const checkin = page.getByRole('dialog', { name: 'Check-in diário' });
  await choose(checkin.getByRole('radio', { name: 'Não' }));
  await checkin.getByRole('button', { name: /Algo mexeu com você\?/ }).click();
  await checkin.getByRole('button', { name: tag }).click();
  await checkin.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(checkin).toBeHidden();
}

/**
 * Chooses a radio option the way a finger does: a tap on its label (the input itself is visually
 * hidden), once the label is visible and still (a dialog's sheet rises for 220 ms), then checks
 * that it took.
 */
export async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}
