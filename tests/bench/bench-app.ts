import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import type { PublicUser } from '../../shared/schemas/user.schema';
import { createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';

/** The production build to serve; `BENCH_WEB_ROOT` points at another one (e.g. an unminified build to profile). */
export const WEB_ROOT = process.env.BENCH_WEB_ROOT || join(process.cwd(), 'dist/web');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The real server with the production build on a random port and a throwaway SQLite file. */
export async function startBenchApp() {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    throw new Error('Run `npm run build` first: dist/web is missing.');
  const dir = mkdtempSync(join(tmpdir(), 'virada-bench-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const databaseUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
  const config = {
    ...loadConfig({
      PORT: String(port),
      PUBLIC_ORIGIN: url,
      SESSION_KEYS: 'bench',
      DATABASE_URL: databaseUrl,
      WEB_ROOT,
      REGISTER_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
    }),
    logRequests: false,
  };
  const server = await createApp(config);
  const http = await server.listen(port, '127.0.0.1');
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    url,
    port,
    browser,
    /** The server's database and scratch folder, for the support CLI (`runSupportCli`). */
    databaseUrl,
    dataDir: dir,
    async close() {
      await browser.close();
      http.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs a new member up in this context (cookie + stored user) with an assessment done. */
export async function signUpMember(context: BrowserContext, url: string, email: string): Promise<PublicUser> {
  const headers = { Origin: url };
  const response = await context.request.post(`${url}/api/auth/register`, {
    headers,
    data: { email, name: 'Bench', password: 'bench#2026', acceptedTerms: true },
  });
  const { user } = (await response.json()) as { user: PublicUser };
  await context.request.post(`${url}/api/assessment`, {
    headers,
    data: { daysPerWeek: 4, weeklySpending: 350 },
  });
  await context.addInitScript((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
  return user;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
