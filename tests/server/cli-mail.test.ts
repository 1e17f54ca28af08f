import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { PASSWORD, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { type CliHarness, startCliHarness } from './cli-helpers';

const ORIGIN = 'http://virada.exemplo.test';
let harness: CliHarness;
let server: TestServer;
beforeAll(async () => {
  harness = await startCliHarness({ PUBLIC_ORIGIN: ORIGIN });
  server = harness.server;
});
afterAll(() => harness?.close());

const cli = (...argv: string[]) => harness.cli(...argv);

/** The mutations come from the configured public origin. */
const client = () => server.client({ origin: ORIGIN });

describe('support CLI: mail:outbox', () => {
  it('lists the e-mails newest first, with the reset link, as text and as JSON', async () => {
    expect((await cli('mail:outbox')).stdout).toBe('Nenhum e-mail na caixa de saída.');
    expect(JSON.parse((await cli('mail:outbox', '--json')).stdout)).toEqual([]);

    const first = await signUp(server);
    const second = await signUp(server);
    for (const email of [first.email, second.email]) {
      expect((await client().post(api.authForgotPassword, { email })).status).toBe(202);
      await server.app.deps.background.drain();
    }

    const json = await cli('mail:outbox', '--json');
    expect(json.code, json.stderr).toBe(0);
    const mails = JSON.parse(json.stdout) as {
      to: string;
      subject: string;
      text: string;
      createdAt: string;
    }[];
    expect(mails.map((m) => m.to)).toEqual([second.email, first.email]);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(['createdAt', 'subject', 'text', 'to']);
      expect(mail.subject).toBe('Redefinição de senha do Virada');
      expect(mail.text).toMatch(/http:\/\/virada\.exemplo\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
    }

    const limited = await cli('mail:outbox', '--limit', '1', '--json');
    expect(JSON.parse(limited.stdout).map((m: { to: string }) => m.to)).toEqual([second.email]);

    const text = await cli('mail:outbox', '--limit=1');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('PARA');
    expect(text.stdout).toContain(second.email);
    expect(text.stdout).toContain('guardado (sem SMTP)');
    expect(text.stdout).toContain(`${ORIGIN}/reset-password?token=`);
    expect(text.stdout).not.toContain(first.email);
  });

  it('refuses a bad --limit', async () => {
    for (const limit of ['0', 'dez', '-3']) {
      const res = await cli('mail:outbox', `--limit=${limit}`);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('--limit precisa ser um número inteiro positivo.');
      expect(res.stderr).toContain('Uso: npm run cli -- mail:outbox');
    }
  });
});

describe('support CLI: users:reset-link', () => {
  it('prints a fresh one-time link that resets the password once', async () => {
    const member = await signUp(server);
    const res = await cli('users:reset-link', member.email.toUpperCase(), '--json');
    expect(res.code, res.stderr).toBe(0);
    const { email, link, expiresAt } = JSON.parse(res.stdout);
    expect(email).toBe(member.email);
    expect(link).toMatch(/^http:\/\/virada\.exemplo\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(58 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const token = new URL(link).searchParams.get('token');
    const reset = await client().post(api.authResetPassword, { token, password: 'nova-senha7' });
    expect(reset.status, reset.text).toBe(200);
    expect((await client().post(api.authLogin, { email: member.email, password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await client().post(api.authLogin, { email: member.email, password: 'nova-senha7' })).status,
    ).toBe(200);
    expect((await client().post(api.authResetPassword, { token, password: 'outra-senha7' })).status).toBe(
      400,
    );

    const text = await cli('users:reset-link', member.email);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^http:\/\/virada\.exemplo\.test\/reset-password\?token=/);
    expect(text.stdout).toContain('só pode ser usado uma vez');
    // Nothing is e-mailed by the CLI.
    expect(
      JSON.parse((await cli('mail:outbox', '--json')).stdout).map((m: { to: string }) => m.to),
    ).not.toContain(member.email);
  });

  it('answers an unknown e-mail and wrong usage with a message and a non-zero exit', async () => {
    const unknown = await cli('users:reset-link', 'ninguem@exemplo.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Nenhuma conta com o e-mail ninguem@exemplo.com.');
    expect(unknown.stdout).toBe('');

    const missing = await cli('users:reset-link');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Uso: npm run cli -- users:reset-link <email>');
  });

  it('both commands are in the help', async () => {
    const help = await cli('help');
    expect(help.stdout).toContain('mail:outbox [--limit N] [--json]');
    expect(help.stdout).toContain('users:reset-link <email> [--json]');
  });
});
