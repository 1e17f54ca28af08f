import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { capsData } from './web/content/caps-plugin';
import { learnContent } from './web/content/markdown-plugin';

/** Never unit tests: Playwright runs the end-to-end suite and `npm run bench` the benchmarks. */
const exclude = ['**/node_modules/**', 'dist/**', 'tests/e2e/**', 'tests/bench/**'];

export default defineConfig({
  test: {
    // Vitest's default (one fewer than the cores) is a single file at a time on our two-core
    // machines, which then idle while a server test waits on its database or a timer.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // No passWithNoTests: a project (or a glob) that finds no test file fails the run.
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/shared/**/*.test.ts'],
          exclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude,
          environment: 'node',
          // Scans the server log of every security-suite file for secrets (issue 17).
          setupFiles: ['tests/server/security/log-scan.setup.ts'],
          // Each file starts its own app and database; argon2 makes sign-ups take a moment.
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [
          react(),
          learnContent({ dir: `${import.meta.dirname}/web/content` }),
          capsData({ dir: `${import.meta.dirname}/web/content/caps` }),
        ],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'jsdom',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
    ],
  },
});
