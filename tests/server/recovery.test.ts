import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { errorTexts } from '../../shared/texts/error.texts';
import { MailOutboxSchema } from '../../sync-server/modules/mail/mail-outbox.entity';
import { PasswordResetTokenSchema } from '../../sync-server/modules/recovery/password-reset-token.entity';
import { expectNoSecretsIn, newAccount, PASSWORD, signUp } from '../helpers/accounts';
import { startSmtpTestServer } from '../helpers/smtp-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';

const NEW_PASSWORD = 'outra-senha9';
const LINK = /(http:\/\/[^\s]+\/reset-password\?token=([A-Za-z0-9_-]{43}))(?:\s|$)/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The e-mails to one address, newest first, once the background work has finished. */
async function mailsTo(server: TestServer, email: string) {
  await server.app.deps.background.drain();
  return server.em().find(MailOutboxSchema, { toAddress: email }, { orderBy: { id: 'desc' } });
}

/** Asks for a link for `email` and returns the token from the e-mail. */
async function requestToken(server: TestServer, email: string): Promise<string> {
  const res = await server.client().post(api.authForgotPassword, { email });
  expect(res.status, res.text).toBe(202);
  const [mail] = await mailsTo(server, email);
  const token = mail?.text.match(LINK)?.[2];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('password recovery', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers a known and an unknown address alike, and mails a one-hour link only to the known one', async () => {
    const member = await signUp(server, { name: 'Joana Prado' });
    const unknown = 'ninguem.aqui@exemplo.com';
    const before = Date.now();
    const known = await server
      .client()
      .post(api.authForgotPassword, { email: ` ${member.email.toUpperCase()} ` });
    const other = await server.client().post(api.authForgotPassword, { email: unknown });
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    expect(known.text).toBe(other.text);
    expect(known.body).toEqual({ ok: true });
    expect(known.setCookies).toEqual(other.setCookies);

    expect(await mailsTo(server, unknown)).toEqual([]);
    const mails = await mailsTo(server, member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Redefinição de senha do Virada');
    expect(mail.text).toContain('Olá, Joana!');
    expect(mail.text).toContain('vale por 1 hora');
    expect(mail.sentAt).toBeNull(); // no SMTP_URL: kept in the outbox only
    expect(mail.error).toBeNull();
    const [, link, token] = mail.text.match(LINK) ?? [];
    expect(link).toBe(`${server.origin}/reset-password?token=${token}`);

    // Only the hash is stored, valid for one hour.
    const rows = await server.em().find(PasswordResetTokenSchema, { userId: member.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token!));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect(rows[0]!.usedAt).toBeNull();
  });

  it('sets the new password once, signs every device out and signs nobody in', async () => {
    const member = await signUp(server);
    const otherDevice = server.client();
    expect((await otherDevice.post(api.authLogin, { email: member.email, password: PASSWORD })).status).toBe(
      200,
    );
    const token = await requestToken(server, member.email);

    const resetter = server.client();
    const res = await resetter.post(api.authResetPassword, { token, password: NEW_PASSWORD });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(
      res.setCookies.filter((c) => c.startsWith('virada.sid=') && !c.startsWith('virada.sid=;')),
    ).toEqual([]);
    expect((await resetter.get(api.authMe)).status).toBe(401);

    for (const client of [member.client, otherDevice])
      expect((await client.get(api.authMe)).status).toBe(401);
    const sessions = await server
      .em()
      .execute<unknown[]>('select id from sessions where user_id = ?', [member.user.id], 'all');
    expect(sessions).toEqual([]);

    const old = await server.client().post(api.authLogin, { email: member.email, password: PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await server.client().post(api.authLogin, { email: member.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);

    const again = await server.client().post(api.authResetPassword, { token, password: 'terceira-1' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'reset-token-invalid', message: errorTexts['reset-token-invalid'] });
    expect(
      (await server.client().post(api.authLogin, { email: member.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expectNoSecretsIn(server);
  });

  it('refuses an expired link', async () => {
    const member = await signUp(server);
    const token = await requestToken(server, member.email);
    await server
      .em()
      .nativeUpdate(
        PasswordResetTokenSchema,
        { tokenHash: sha256(token) },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const res = await server.client().post(api.authResetPassword, { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('reset-token-invalid');
    expect(res.body.message).toBe(
      'Este link de redefinição de senha é inválido, expirou ou já foi usado. Peça um novo link.',
    );
    expect(
      (await server.client().post(api.authLogin, { email: member.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses unknown and malformed tokens the same way', async () => {
    for (const token of ['A'.repeat(43), 'curto', '', 42, null]) {
      const res = await server.client().post(api.authResetPassword, { token, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('reset-token-invalid');
    }
    const missing = await server.client().post(api.authResetPassword, { password: NEW_PASSWORD });
    expect(missing.body.code).toBe('reset-token-invalid');
  });

  it('asks for the full sign-up form’s password rules, and a refused password does not spend the link', async () => {
    const member = await signUp(server);
    const token = await requestToken(server, member.email);
    const cases: [unknown, string][] = [
      ['abc1!', 'Senha deve ter pelo menos 8 caracteres'],
      ['semnumero!', 'Senha deve conter pelo menos um número e um símbolo'],
      ['semsimbolo1', 'Senha deve conter pelo menos um número e um símbolo'],
      [`${'a'.repeat(127)}1!`, 'Senha deve ter no máximo 128 caracteres'],
      [undefined, 'Senha deve ter pelo menos 8 caracteres'],
    ];
    for (const [password, message] of cases) {
      const res = await server.client().post(api.authResetPassword, { token, password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'validation-failed',
        message,
        details: [{ field: 'password', message }],
      });
    }
    const ok = await server.client().post(api.authResetPassword, { token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('a used link ends the other open links of the account', async () => {
    const member = await signUp(server);
    const first = await requestToken(server, member.email);
    const second = await requestToken(server, member.email);
    expect(first).not.toBe(second);
    expect(
      (await server.client().post(api.authResetPassword, { token: second, password: NEW_PASSWORD })).status,
    ).toBe(200);
    const res = await server.client().post(api.authResetPassword, { token: first, password: 'terceira-1' });
    expect(res.body.code).toBe('reset-token-invalid');
  });

  it('validates the address and keeps the CSRF and JSON rules', async () => {
    const bad = await server.client().post(api.authForgotPassword, { email: 'nao-e-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Por favor, digite um email válido');
    const empty = await server.client().post(api.authForgotPassword, {});
    expect(empty.body.message).toBe('Email é obrigatório');

    const noOrigin = await server
      .client({ origin: null })
      .post(api.authForgotPassword, { email: 'a@exemplo.com' });
    expect(noOrigin.status).toBe(403);
    const foreign = await server
      .client({ origin: 'https://evil.example' })
      .post(api.authResetPassword, { token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(foreign.status).toBe(403);
    const text = await server.client().request('POST', api.authForgotPassword, {
      body: 'email=a@exemplo.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
  });

  it('deleting the account removes its reset tokens and e-mails', async () => {
    const member = await signUp(server);
    await requestToken(server, member.email);
    const del = await member.client.post(api.profileDelete, { password: PASSWORD });
    expect(del.status, del.text).toBeLessThan(300);
    expect(await server.em().find(PasswordResetTokenSchema, { userId: member.user.id })).toEqual([]);
    expect(await mailsTo(server, member.email)).toEqual([]);
  });
});

describe('password recovery rate limits', () => {
  let server: TestServer;
  let ip = 0;
  const fromNewIp = () => {
    ip++;
    return server.client({ headers: { 'X-Forwarded-For': `10.9.0.${ip}` } });
  };
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: 'true',
      FORGOT_PASSWORD_LIMIT_PER_IP: '3',
      FORGOT_PASSWORD_LIMIT_PER_EMAIL: '2',
      RESET_PASSWORD_LIMIT_PER_IP: '2',
    });
  });
  afterAll(() => server?.close());

  it('limits requests per IP, whatever the addresses (invalid ones count too)', async () => {
    const client = fromNewIp();
    expect((await client.post(api.authForgotPassword, { email: 'x' })).status).toBe(400);
    expect((await client.post(api.authForgotPassword, { email: 'um@exemplo.com' })).status).toBe(202);
    expect((await client.post(api.authForgotPassword, { email: 'dois@exemplo.com' })).status).toBe(202);
    const limited = await client.post(api.authForgotPassword, { email: 'tres@exemplo.com' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too-many-requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fromNewIp().post(api.authForgotPassword, { email: 'tres@exemplo.com' })).status).toBe(202);
  });

  it('limits requests per address from any IP, known or unknown alike', async () => {
    const member = await signUp(server);
    for (const email of [member.email, 'desconhecido@exemplo.com']) {
      expect((await fromNewIp().post(api.authForgotPassword, { email })).status).toBe(202);
      expect((await fromNewIp().post(api.authForgotPassword, { email: email.toUpperCase() })).status).toBe(
        202,
      );
      const third = await fromNewIp().post(api.authForgotPassword, { email });
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('too-many-requests');
    }
    await server.app.deps.background.drain();
    expect(await server.em().count(MailOutboxSchema, { toAddress: member.email })).toBe(2);
  });

  it('limits new-password submissions per IP', async () => {
    const client = fromNewIp();
    const attempt = () =>
      client.post(api.authResetPassword, { token: 'B'.repeat(43), password: NEW_PASSWORD });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });
});

describe('password-reset e-mail over SMTP', () => {
  it('delivers through SMTP_URL and records the delivery in the outbox', async () => {
    const smtp = await startSmtpTestServer();
    const server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Virada <nao-responda@exemplo.com>',
    });
    try {
      const member = await signUp(server, newAccount({ name: 'Rui Costa' }));
      expect((await server.client().post(api.authForgotPassword, { email: member.email })).status).toBe(202);
      const [mail] = await mailsTo(server, member.email);
      expect(mail?.error).toBeNull();
      expect(mail?.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      const delivered = smtp.received[0]!;
      expect(delivered.from).toBe('nao-responda@exemplo.com');
      expect(delivered.to).toEqual([member.email]);
      expect(delivered.data).toMatch(/^Subject: =\?UTF-8\?|^Subject: Redefini/m);
      // The body is quoted-printable; the link's token is in it unchanged (base64url needs no escaping).
      const token = mail!.text.match(LINK)![2]!;
      expect(delivered.data.replace(/=\r\n/g, '')).toContain(token);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('records a refused delivery and still answers the same', async () => {
    const smtp = await startSmtpTestServer({ rejectRecipients: true });
    const server = await startTestServer({ SMTP_URL: smtp.url });
    try {
      const member = await signUp(server);
      const res = await server.client().post(api.authForgotPassword, { email: member.email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ ok: true });
      const [mail] = await mailsTo(server, member.email);
      expect(mail?.sentAt).toBeNull();
      expect(mail?.error).toMatch(/550|Mailbox unavailable/);
      expect(mail?.text).toMatch(LINK);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
