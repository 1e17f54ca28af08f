import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { runCli } from '../../sync-server/cli/run-cli';
import { migrationsList } from '../../sync-server/db/migrations';
import { MedalAwardSchema } from '../../sync-server/modules/medals/medal-award.entity';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { signUp } from '../helpers/accounts';
import { type CliHarness, type CliRun, json, startCliHarness } from './cli-helpers';
import { backdateJourney, checkin, DAY_MS, push, relapse } from './core-loop-helpers';
import { share, signUpAdmin, signUpPsychologist } from './sharing-helpers';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

let h: CliHarness;
beforeAll(async () => {
  h = await startCliHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The CLI against another database (a fresh one, a backup…). */
async function cliOn(databaseUrl: string, ...argv: string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(argv, {
    env: { DATABASE_URL: databaseUrl, DATA_DIR: h.dir, SESSION_KEYS: 'test' },
    stdout: (t) => stdout.push(t),
    stderr: (t) => stderr.push(t),
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

describe('support CLI: medals:recompute', () => {
  it('awards the medals a member earned by time passing, through the same service as the API', async () => {
    const member = await signUp(h.server);
    await member.client.post(api.assessment, { daysPerWeek: 2, weeklySpending: 100 });
    await push(member.client, [checkin()]);
    await backdateJourney(h.server, member.user.id, 8);
    const held = await h.server.em().count(MedalAwardSchema, { userId: member.user.id });

    const first = json<{ email: string; awarded: { key: string; title: string }[] }>(
      await h.cli('medals:recompute', member.email, '--json'),
    );
    expect(first.email).toBe(member.email);
    expect(first.awarded.map((m) => m.key)).toContain('streak-7');
    expect(await h.server.em().count(MedalAwardSchema, { userId: member.user.id })).toBe(
      held + first.awarded.length,
    );
    // Nothing left to award: the API agrees.
    const api2 = await member.client.post(api.awardMissingMedals(member.user.id), {});
    expect(api2.status, api2.text).toBe(200);
    expect(json(await h.cli('medals:recompute', member.email, '--json'))).toEqual({
      email: member.email,
      awarded: [],
    });

    const table = await h.cli('medals:recompute', member.email);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('nenhuma');
    expect(table.stdout).toContain('0 medalhas concedidas a 1 membro.');
  });

  it('recomputes every member with --all, printing one entry per member', async () => {
    const a = await signUp(h.server);
    await a.client.post(api.assessment, { daysPerWeek: 2, weeklySpending: 100 });
    await backdateJourney(h.server, a.user.id, 31);
    await signUpPsychologist(h.server);
    const all = json<{ email: string; awarded: { key: string }[] }[]>(
      await h.cli('medals:recompute', '--all', '--json'),
    );
    const clients = await h.server.em().count(UserSchema, { userType: 'client' });
    expect(all).toHaveLength(clients);
    expect(all.find((r) => r.email === a.email)?.awarded.map((m) => m.key)).toEqual(
      expect.arrayContaining(['streak-7', 'streak-30']),
    );
  });

  it('refuses wrong arguments', async () => {
    const none = await h.cli('medals:recompute');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Informe um e-mail ou --all');
    expect((await h.cli('medals:recompute', 'a@exemplo.com', '--all')).code).toBe(2);
    expect((await h.cli('medals:recompute', 'ninguem@exemplo.com')).code).toBe(1);
    const psychologist = await signUpPsychologist(h.server);
    const refused = await h.cli('medals:recompute', psychologist.email);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${psychologist.email} não é uma conta de membro.`);
  });
});

describe('support CLI: stats', () => {
  it('counts accounts by type, active members, records, installs and shares', async () => {
    const before = json<Stats>(await h.cli('stats', '--json'));
    const em = h.server.em();
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    // Active by access only, by a check-in received now only, and inactive.
    const accessed = await signUp(h.server);
    const checkedIn = await signUp(h.server);
    await push(checkedIn.client, [checkin(), relapse(1, 20)]);
    const idle = await signUp(h.server);
    await em.nativeUpdate(
      UserSchema,
      { id: { $in: [checkedIn.user.id, idle.user.id] } },
      { lastAccessAt: longAgo },
    );
    const psychologist = await signUpPsychologist(h.server);
    await share(psychologist, accessed, ['progress']);
    await signUpAdmin(h.server);
    await accessed.client.post(api.pwaInstall, {
      userAgent: 'Teste',
      platform: 'Android',
      installType: 'beforeinstallprompt',
    });

    const after = json<Stats>(await h.cli('stats', '--json'));
    expect(after.users.byType).toEqual({
      client: before.users.byType.client + 3,
      psychologist: before.users.byType.psychologist + 1,
      admin: before.users.byType.admin + 1,
    });
    expect(after.users.total).toBe(before.users.total + 5);
    expect(after.activeMembers.last7Days).toBe(before.activeMembers.last7Days + 2);
    expect(after.activeMembers.last30Days).toBe(before.activeMembers.last30Days + 2);
    expect(after.checkins).toBe(before.checkins + 2);
    expect(after.relapses).toBe(before.relapses + 1);
    expect(after.installs).toBe(before.installs + 1);
    expect(after.activeShares).toBe(before.activeShares + 1);

    const table = await h.cli('stats');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/membros ativos \(7 dias\)\s+\d+/);
    expect(table.stdout).toContain('Ativo: acesso ao app ou check-in recebido');
    expect((await h.cli('stats', '--verbose')).code).toBe(2);
  });
});

interface Stats {
  users: { total: number; byType: Record<'client' | 'psychologist' | 'admin', number> };
  activeMembers: { last7Days: number; last30Days: number };
  checkins: number;
  relapses: number;
  installs: number;
  activeShares: number;
}

describe('support CLI: db:migrate', () => {
  it('reports an up-to-date database', async () => {
    const result = json<{ alreadyApplied: string[]; pending: string[]; ran: string[] }>(
      await h.cli('db:migrate', '--json'),
    );
    expect(result).toEqual({ alreadyApplied: migrationsList.map((m) => m.name), pending: [], ran: [] });
    const text = await h.cli('db:migrate');
    expect(text.stdout).toBe(`O banco já estava atualizado (${migrationsList.length} migrações aplicadas).`);
  });

  it('runs and lists the pending migrations of a new database', async () => {
    const fresh = await freshDatabase();
    try {
      const result = json<{ alreadyApplied: string[]; pending: string[]; ran: string[] }>(
        await cliOn(fresh.url, 'db:migrate', '--json'),
      );
      const names = migrationsList.map((m) => m.name);
      expect(result).toEqual({ alreadyApplied: [], pending: names, ran: names });
      const again = await cliOn(fresh.url, 'db:migrate');
      expect(again.stdout).toContain('O banco já estava atualizado');
    } finally {
      await fresh.drop();
    }
  });
});

describe('support CLI: db:backup', () => {
  it.skipIf(onPostgres)(
    'SQLite: writes a consistent copy of the live database, never over an existing file',
    async () => {
      const member = await signUp(h.server);
      const file = join(h.dir, 'backup.sqlite');
      const result = json<{ engine: string; file: string; bytes: number }>(
        await h.cli('db:backup', file, '--json'),
      );
      expect(result).toEqual({ engine: 'sqlite', file, bytes: statSync(file).size });
      expect(result.bytes).toBeGreaterThan(0);
      // The copy is a working database holding the data.
      const found = json<{ email: string }[]>(
        await cliOn(`sqlite:${file}`, 'users:find', member.email, '--json'),
      );
      expect(found.map((u) => u.email)).toEqual([member.email]);

      const refused = await h.cli('db:backup', file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(`O arquivo ${file} já existe. Use --force para substituí-lo.`);
      const forced = await h.cli('db:backup', file, '--force');
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toMatch(
        /^Cópia do banco gravada em .*backup\.sqlite \([\d,.]+ (bytes|KB|MB)\)\.$/,
      );

      const memory = await cliOn('sqlite::memory:', 'db:backup', join(h.dir, 'm.sqlite'));
      expect(memory.code).toBe(1);
      expect(existsSync(join(h.dir, 'm.sqlite'))).toBe(false);
    },
  );

  it.runIf(onPostgres)(
    'PostgreSQL: prints the pg_dump command for the configured database, without a password',
    async () => {
      const url = new URL(h.server.config.databaseUrl);
      const result = json<{ engine: string; command: string; passwordOmitted: boolean }>(
        await h.cli('db:backup', '/tmp/virada.dump', '--json'),
      );
      expect(result.engine).toBe('postgresql');
      expect(result.command).toBe(
        `pg_dump --format=custom --no-owner --file=/tmp/virada.dump --dbname=${url.toString()}`,
      );
      // A server that trusts local connections ignores a password; one that checks keeps its own.
      const withPassword = new URL(url);
      if (!withPassword.password) withPassword.password = 'segredo';
      const masked = await cliOn(withPassword.toString(), 'db:backup', '/tmp/virada.dump');
      expect(masked.code, masked.stderr).toBe(0);
      expect(masked.stdout).toContain('pg_dump --format=custom');
      expect(masked.stdout).not.toContain(`:${withPassword.password}@`);
      expect(masked.stdout).toContain('PGPASSWORD');
    },
  );

  it('needs a file name', async () => {
    const missing = await h.cli('db:backup');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Uso: npm run cli -- db:backup <arquivo>');
  });
});

/** An empty database without any migration: a new SQLite file, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!onPostgres)
    return {
      url: `sqlite:${join(h.dir, `fresh-${randomBytes(4).toString('hex')}.sqlite`)}`,
      drop: async () => {},
    };
  const { Client } = createRequire(import.meta.url)('pg') as {
    Client: new (o: {
      connectionString: string;
    }) => {
      connect(): Promise<void>;
      query(sql: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const admin = process.env.DATABASE_URL as string;
  const name = `virada_fresh_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
