import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { type SignedIn, signUp } from '../helpers/accounts';
import { type CliHarness, json, startCliHarness } from './cli-helpers';
import { checkin, push, relapse } from './core-loop-helpers';
import { share, signUpPsychologist } from './sharing-helpers';

let h: CliHarness;
let member: SignedIn;
beforeAll(async () => {
  h = await startCliHarness();
  member = await signUp(h.server, { name: 'José Ânderson' });
  const assessed = await member.client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 200 });
  expect(assessed.status, assessed.text).toBeLessThan(300);
  await push(member.client, [checkin(), relapse(2, 50)]);
});
afterAll(async () => {
  await h?.close();
});

interface FoundUser {
  id: string;
  email: string;
  name: string;
  userType: string;
  createdAt: string;
  lastAccessAt: string | null;
}

describe('support CLI: users:find', () => {
  it('finds accounts by part of the name or e-mail, ignoring case and accents', async () => {
    const byName = json<FoundUser[]>(await h.cli('users:find', 'JOSE anderson', '--json'));
    expect(byName).toEqual([
      expect.objectContaining({
        id: member.user.id,
        email: member.email,
        name: 'José Ânderson',
        userType: 'client',
      }),
    ]);
    expect(byName[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const byEmail = json<FoundUser[]>(
      await h.cli('users:find', member.email.slice(0, 12).toUpperCase(), '--json'),
    );
    expect(byEmail.map((u) => u.email)).toEqual([member.email]);

    const table = await h.cli('users:find', 'ânder');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^E-MAIL\s+NOME\s+TIPO\s+CADASTRO\s+ÚLTIMO ACESSO/);
    expect(table.stdout).toContain(member.email);
    expect(table.stdout).toContain('membro');
  });

  it('says so when nothing matches, and refuses an empty search', async () => {
    expect(json(await h.cli('users:find', 'ninguém-com-esse-nome', '--json'))).toEqual([]);
    const none = await h.cli('users:find', 'ninguém-com-esse-nome');
    expect(none).toMatchObject({ code: 0, stdout: 'Nenhuma conta encontrada para "ninguém-com-esse-nome".' });
    const empty = await h.cli('users:find');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('Uso: npm run cli -- users:find <texto>');
    expect(empty.stdout).toBe('');
  });
});

describe('support CLI: users:show', () => {
  it('shows the account with its counts, by e-mail or id, and logs the read in the member’s access log', async () => {
    const shown = json<{ id: string; counts: Record<string, number> }>(
      await h.cli('users:show', member.email.toUpperCase(), '--json'),
    );
    expect(shown).toMatchObject({
      id: member.user.id,
      email: member.email,
      name: 'José Ânderson',
      userType: 'client',
    });
    expect(shown.counts).toEqual({
      checkins: 2,
      relapses: 1,
      assessments: 1,
      goals: 0,
      medals: expect.any(Number),
      activeShares: 0,
      sessions: 1,
    });
    expect(shown.counts.medals).toBeGreaterThan(0);

    const table = await h.cli('users:show', member.user.id);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('recaídas');
    expect(table.stdout).toMatch(/check-ins\s+2/);

    const log = (await member.client.get(api.sharingAudit)).body;
    expect(log).toEqual([
      expect.objectContaining({
        actorName: 'Equipe Virada (suporte)',
        actorRole: 'admin',
        resource: 'account',
        crp: null,
      }),
      expect.objectContaining({
        actorName: 'Equipe Virada (suporte)',
        actorRole: 'admin',
        resource: 'account',
      }),
    ]);
  });

  it('counts the active shares of a member', async () => {
    const other = await signUp(h.server);
    await share(await signUpPsychologist(h.server), other, ['progress']);
    expect(
      json<{ counts: { activeShares: number } }>(await h.cli('users:show', other.email, '--json')).counts
        .activeShares,
    ).toBe(1);
  });

  it('answers an unknown account with exit 1 and a missing argument with exit 2', async () => {
    const unknown = await h.cli('users:show', 'ninguem@exemplo.com');
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Nenhuma conta com o e-mail ninguem@exemplo.com.',
    });
    const unknownId = await h.cli('users:show', '00000000-0000-4000-8000-000000000000', '--json');
    expect(unknownId.code).toBe(1);
    expect(unknownId.stdout).toBe('');
    const missing = await h.cli('users:show');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Informe um e-mail ou um id.');
  });
});

describe('support CLI: users:export', () => {
  it('prints the same export as the member’s button, logged as a support export', async () => {
    const printed = await h.cli('users:export', member.email);
    expect(printed.code, printed.stderr).toBe(0);
    const doc = JSON.parse(printed.stdout);
    const own = (await member.client.get(api.profileExport)).body;
    expect(doc.format).toBe('virada-export-v1');
    expect(doc.account).toEqual(own.account);
    expect(doc.checkins).toEqual(own.checkins);
    expect(doc.medals).toEqual(own.medals);
    expect(own.accessLog[0]).toMatchObject({ actorName: 'Equipe Virada (suporte)', resource: 'export' });
  });

  it('writes a file, refuses to overwrite it without --force', async () => {
    const file = join(h.dir, 'export.json');
    const written = json<{ file: string; bytes: number }>(
      await h.cli('users:export', member.email, '--out', file, '--json'),
    );
    expect(written.file).toBe(file);
    expect(written.bytes).toBe(readFileSync(file).length);
    expect(JSON.parse(readFileSync(file, 'utf8')).account.email).toBe(member.email);

    const again = await h.cli('users:export', member.email, `--out=${file}`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('já existe. Use --force');
    const forced = await h.cli('users:export', member.email, `--out=${file}`, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/^Exportação de .* gravada em .*export\.json \(\d+ bytes\)\.$/);

    const missing = await h.cli('users:export', member.email, '--out');
    expect(missing.code).toBe(2);
    const unknown = await h.cli('users:export', 'ninguem@exemplo.com', '--out', join(h.dir, 'x.json'));
    expect(unknown.code).toBe(1);
    expect(existsSync(join(h.dir, 'x.json'))).toBe(false);
  });
});

describe('support CLI: sessions:revoke', () => {
  it('signs the account out of every device and says how many sessions ended', async () => {
    const person = await signUp(h.server);
    const second = h.server.client();
    expect(
      (await second.post(api.authLogin, { email: person.email, password: person.password })).status,
    ).toBe(200);
    expect(json(await h.cli('sessions:revoke', person.email, '--json'))).toEqual({
      email: person.email,
      revoked: 2,
    });
    expect((await person.client.get(api.authMe)).status).toBe(401);
    expect((await second.get(api.authMe)).status).toBe(401);
    const none = await h.cli('sessions:revoke', person.email);
    expect(none).toMatchObject({ code: 0, stdout: `${person.email} não tinha sessões abertas.` });
    expect((await h.cli('sessions:revoke', 'ninguem@exemplo.com')).code).toBe(1);
    expect((await h.cli('sessions:revoke')).code).toBe(2);
  });
});

describe('support CLI: users:delete', () => {
  it('needs --yes, refuses unknown accounts, and deletes like the member’s own deletion', async () => {
    const person = await signUp(h.server);
    await push(person.client, [checkin()]);

    const unconfirmed = await h.cli('users:delete', person.email);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('Confirme com --yes');
    expect(json<{ id: string }>(await h.cli('users:show', person.email, '--json')).id).toBe(person.user.id);

    const unknown = await h.cli('users:delete', 'ninguem@exemplo.com', '--yes');
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Nenhuma conta com o e-mail ninguem@exemplo.com.',
    });

    const deleted = json(await h.cli('users:delete', person.email, '--yes', '--json'));
    expect(deleted).toEqual({ email: person.email, id: person.user.id, deleted: true });
    expect((await h.cli('users:show', person.email)).code).toBe(1);
    expect((await person.client.get(api.authMe)).status).toBe(401);

    const other = await signUp(h.server);
    const text = await h.cli('users:delete', other.email, '--yes');
    expect(text.stdout).toBe(`Conta ${other.email} excluída, com todos os seus dados.`);
  });
});

describe('support CLI: help', () => {
  it('lists every support command', async () => {
    const help = await h.cli('help');
    for (const name of [
      'users:find <texto>',
      'users:show <email|id>',
      'users:export <email>',
      'users:delete <email> --yes',
      'sessions:revoke <email>',
      'medals:recompute',
      'stats',
      'db:migrate',
      'db:backup <arquivo>',
      'demo:seed',
    ]) {
      expect(help.stdout).toContain(name);
    }
  });

  it('runs as the `virada` bin, with the same output and exit codes', () => {
    const bin = (...argv: string[]) =>
      spawnSync(process.execPath, ['bin/virada.mjs', ...argv], {
        encoding: 'utf8',
        env: {
          ...process.env,
          DATABASE_URL: h.server.config.databaseUrl,
          DATA_DIR: h.dir,
          SESSION_KEYS: 'test',
        },
      });
    const found = bin('users:find', member.email, '--json');
    expect(found.status, found.stderr).toBe(0);
    expect(JSON.parse(found.stdout).map((u: { email: string }) => u.email)).toEqual([member.email]);
    const unknown = bin('usuarios');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Comando desconhecido: usuarios');
  }, 60_000);
});
