import { defineConfig, devices } from '@playwright/test';

/** End-to-end tests drive Debian's Chromium against the production build served by the real server. */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://localhost:${PORT}`;
// Set once in the runner; workers inherit it, so a test can reach the server's database (the
// support CLI approves psychologists there).
process.env.E2E_DATABASE_URL ??= `sqlite:./test-results/e2e-${Date.now()}.sqlite`;
const database = process.env.E2E_DATABASE_URL;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Never retried: a test that fails once fails the run, in CI too (`--retries` locally to explore).
  retries: 0,
  // No retries in CI: a journey that signs up through argon2 needs room on a two-core machine,
  // whose speed varies a lot (the browser tests took 11 min in one run, 27 in another, same
  // code). A timeout here catches a hang; the tests' own checks hold the timings that matter.
  timeout: 90_000,
  // Two browsers, the server and their service workers precaching the app share two cores in CI.
  expect: { timeout: 12_000 },
  reporter: [['list']],
  use: {
    baseURL: origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx sync-server/main.ts',
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: database,
      SESSION_KEYS: 'e2e-session-key',
      // E2E_WEB_ROOT: a build made elsewhere (WEB_OUT_DIR) to test.
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
      LOGIN_LIMIT_PER_IP: '10000',
      REGISTER_LIMIT_PER_IP: '10000',
      LOG_REQUESTS: 'false',
      // The landing test waits for a sign-up to be counted: recounted every 2 s, as in production
      // every 30 s (0, a recount per request, would add a write transaction per second to a busy run).
      COMMUNITY_STATS_REFRESH_SECONDS: '2',
      // The admin test reads the analytics of accesses made seconds earlier: a rollup round every
      // second, counting up to 2 s ago (production: every 60 s, up to 60 s ago).
      ANALYTICS_ROLLUP_INTERVAL_SECONDS: '1',
      ANALYTICS_ROLLUP_LAG_SECONDS: '2',
    },
  },
});
