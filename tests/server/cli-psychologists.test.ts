import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { TestServer } from '../helpers/test-server';
import { type CliHarness, startCliHarness } from './cli-helpers';
import { psychologistAccount } from './sharing-helpers';

let harness: CliHarness;
let server: TestServer;
beforeAll(async () => {
  harness = await startCliHarness();
  server = harness.server;
});
afterAll(() => harness?.close());

const cli = (...argv: string[]) => harness.cli(...argv);

describe('support CLI: psychologists', () => {
  it('lists pending psychologists and approves one, who then appears to members', async () => {
    const account = psychologistAccount({ name: 'Paula Reis', crp: '08/24680' });
    expect((await server.client().post(api.authRegister, account)).status).toBe(201);

    const table = await cli('psychologists:pending');
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('E-MAIL');
    expect(table.stdout).toContain(account.email as string);
    expect(table.stdout).toContain('08/24680');

    const json = await cli('psychologists:pending', '--json');
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ email: account.email, name: 'Paula Reis', crp: '08/24680' }),
    ]);

    const approved = await cli('psychologists:approve', String(account.email).toUpperCase(), '--json');
    expect(approved.code, approved.stderr).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ email: account.email, status: 'approved' });
    expect(JSON.parse((await cli('psychologists:pending', '--json')).stdout)).toEqual([]);

    const member = server.client();
    await member.post(api.authRegister, {
      email: 'membro.cli@exemplo.com',
      name: 'Membro',
      password: 'senha123!',
      acceptedTerms: true,
    });
    const listed = await member.get(api.therapists);
    expect(listed.body.map((t: { crp: string }) => t.crp)).toContain('08/24680');
  });

  it('answers bad input with a message and a non-zero exit', async () => {
    const unknown = await cli('psychologists:approve', 'ninguem@exemplo.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Nenhum psicólogo cadastrado com o e-mail ninguem@exemplo.com.');
    expect(unknown.stdout).toBe('');

    const missing = await cli('psychologists:approve');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Uso: npm run cli -- psychologists:approve <email>');

    const flag = await cli('psychologists:pending', '--format=xml');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('Opção desconhecida: --format');

    const command = await cli('psicologos');
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('Comando desconhecido: psicologos');
  });

  it('has help for every command', async () => {
    const help = await cli('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('psychologists:pending');
    expect(help.stdout).toContain('psychologists:approve <email>');
    const one = await cli('psychologists:approve', '--help');
    expect(one.stdout).toContain('Aprova um psicólogo');
  });
});
