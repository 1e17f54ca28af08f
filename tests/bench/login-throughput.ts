import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';
import { quantile } from './stats';

const ORIGIN = 'http://localhost:3000';

/** Concurrent clients sign in again and again for a fixed time against a SQLite file database. */
export async function loginThroughput({ seconds, concurrency }: { seconds: number; concurrency: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'virada-bench-'));
  const config = {
    ...loadConfig({
      SESSION_KEYS: 'bench',
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      WEB_ROOT: '',
      LOGIN_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000000',
    }),
    logRequests: false,
  };
  const server = await createApp(config);
  const http = await server.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const headers = { 'Content-Type': 'application/json', Origin: ORIGIN };
  const credentials = { email: 'bench@exemplo.com', password: 'bench#2026' };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...credentials, name: 'Bench', acceptedTerms: true }),
  });

  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify(credentials),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  http.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const at = (q: number) => quantile(latencies, q);
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}
