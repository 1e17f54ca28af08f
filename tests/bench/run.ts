/**
 * `npm run bench`: prints figures and compares them with the budgets in the README. Not a test:
 * nothing here fails on a slow machine, it reports.
 */
import { bundleSizes } from './bundle-size';
import { loginThroughput } from './login-throughput';

async function main(): Promise<void> {
  const rows: { metric: string; value: string; budget: string; ok: boolean | null }[] = [];

  for (const { path, gzipBytes, files } of await bundleSizes(['/', '/login'])) {
    const kb = gzipBytes / 1024;
    rows.push({
      metric: `JS gzip loaded by ${path} (${files} files)`,
      value: `${kb.toFixed(1)} kB`,
      budget: '≤ 130 kB',
      ok: kb <= 130,
    });
  }

  const login = await loginThroughput({ seconds: 5, concurrency: 10 });
  rows.push({
    metric: 'POST /api/auth/login on loopback, SQLite, argon2id (10 clients)',
    value: `${login.perSecond.toFixed(0)} req/s (p50 ${login.p50.toFixed(0)} ms, p99 ${login.p99.toFixed(0)} ms)`,
    budget: 'report only',
    ok: null,
  });

  console.log('\nVirada benchmarks\n');
  for (const row of rows) {
    const verdict = row.ok === null ? '' : row.ok ? 'OK' : 'OVER BUDGET';
    console.log(`${row.metric.padEnd(70)} ${row.value.padEnd(38)} ${row.budget.padEnd(12)} ${verdict}`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
