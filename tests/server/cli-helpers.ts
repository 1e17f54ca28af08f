import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../sync-server/cli/run-cli';
import { startTestServer, type TestServer } from '../helpers/test-server';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliHarness {
  server: TestServer;
  /** A temporary directory for files the commands write. */
  dir: string;
  /** Runs the support CLI in-process against the server's database, capturing its output. */
  cli(...argv: string[]): Promise<CliRun>;
  close(): Promise<void>;
}

/**
 * A running server on a database a second ORM (the CLI's) can open: a file (SQLite) or PostgreSQL.
 * `env` configures both the server and the CLI (e.g. PUBLIC_ORIGIN).
 */
export async function startCliHarness(env: Record<string, string> = {}): Promise<CliHarness> {
  const server = await startTestServer(env, { fileDatabase: true });
  const dir = mkdtempSync(join(tmpdir(), 'virada-cli-'));
  return {
    server,
    dir,
    async cli(...argv) {
      const stdout: string[] = [];
      const stderr: string[] = [];
      const code = await runCli(argv, {
        env: { ...env, DATABASE_URL: server.config.databaseUrl, DATA_DIR: dir, SESSION_KEYS: 'test' },
        stdout: (t) => stdout.push(t),
        stderr: (t) => stderr.push(t),
      });
      return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Parses --json output, failing with the command's stderr when it is not one JSON value. */
export function json<T = unknown>(run: CliRun): T {
  if (run.code !== 0) throw new Error(`exit ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}
