import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** Ticks the terms checkbox the way a person does: on its visible box. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.locator('[data-scope="checkbox"][data-part="control"]').click();
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
