import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { SESSION_COOKIE } from '../../sync-server/app';
import { SessionSchema } from '../../sync-server/modules/auth/session.entity';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { expectNoSecretsIn, newAccount, PASSWORD, type SignedIn, signUp } from '../helpers/accounts';
import { parseSetCookie, startTestServer, type TestServer } from '../helpers/test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
/** One member shared by the login, session and logout tests (argon2 makes sign-ups slow). */
let member: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  member = await signUp(server, { name: 'Maria Sócia' });
});
afterAll(() => server?.close());

const sessionRowId = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('hex');
const sessionRow = (cookieValue: string) =>
  server.em().findOne(SessionSchema, { id: sessionRowId(cookieValue) });

describe('POST /api/auth/register', () => {
  it('creates a member: 201 with the public user and a session', async () => {
    const client = server.client();
    const account = newAccount({ name: 'José da Silva', timezone: 'America/Manaus' });
    const res = await client.post(api.authRegister, account);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['user']);
    expect(Object.keys(res.body.user).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'name',
      'timezone',
      'userType',
    ]);
    expect(res.body.user).toMatchObject({
      email: account.email,
      name: 'José da Silva',
      userType: 'client',
      timezone: 'America/Manaus',
    });
    expect(res.body.user.id).toMatch(UUID);
    expect(new Date(res.body.user.createdAt).toISOString()).toBe(res.body.user.createdAt);
    expect(Math.abs(Date.parse(res.body.user.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);

    // Signed in straight away.
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await client.get(api.authMe);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);
  });

  it('defaults the time zone to America/Sao_Paulo', () => {
    expect(member.user.timezone).toBe('America/Sao_Paulo');
  });

  it('stores the email trimmed and lower-cased and the name trimmed', async () => {
    const res = await server
      .client()
      .post(api.authRegister, newAccount({ email: '  Bia.Souza@Exemplo.COM ', name: '  Bia Souza ' }));
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe('bia.souza@exemplo.com');
    expect(res.body.user.name).toBe('Bia Souza');
    const row = await server.em().findOneOrFail(UserSchema, { id: res.body.user.id });
    expect(row.email).toBe('bia.souza@exemplo.com');
  });

  it.each([
    ['the same email', (email: string) => email],
    ['the email in other case', (email: string) => email.toUpperCase()],
    ['the email padded and mixed case', (email: string) => `  ${email[0]?.toUpperCase()}${email.slice(1)} `],
  ])('answers 409 email-taken for %s', async (_label, variant) => {
    const res = await server.client().post(api.authRegister, newAccount({ email: variant(member.email) }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email-taken');
    expect(res.body.message).toContain('Email já está');
    expect(res.setCookies).toEqual([]);
    expect(await server.em().count(UserSchema, { email: member.email })).toBe(1);
  });

  // The server cannot tell which form sent the request, so it applies the quick form's rules.
  it.each([
    ['email missing', { email: undefined }, 'email', 'Email inválido'],
    ['email empty', { email: '' }, 'email', 'Email inválido'],
    ['email invalid', { email: 'ana@' }, 'email', 'Email inválido'],
    ['name missing', { name: undefined }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
    ['name too short', { name: ' A ' }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
    ['name too long', { name: 'a'.repeat(51) }, 'name', 'Nome muito longo'],
    ['password too short', { password: '12345' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    ['password too long', { password: 'a'.repeat(129) }, 'password', 'Senha muito longa'],
    ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', 'Você deve aceitar os termos'],
    ['terms missing', { acceptedTerms: undefined }, 'acceptedTerms', 'Você deve aceitar os termos'],
    ['unknown time zone', { timezone: 'Mars/Base' }, 'timezone', 'Fuso horário inválido'],
  ])('answers 400 for %s with the spec text', async (_label, patch, field, message) => {
    const payload: Record<string, unknown> = newAccount(patch);
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete payload[key];
    const res = await server.client().post(api.authRegister, payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'validation-failed', message, details: [{ field, message }] });
    expect(res.setCookies).toEqual([]);
  });

  it('lists every failing field in details, the first one as message', async () => {
    const res = await server.client().post(api.authRegister, {
      email: 'x',
      name: '',
      password: '1',
      acceptedTerms: false,
      timezone: 'Nowhere/City',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation-failed',
      message: 'Email inválido',
      details: [
        { field: 'email', message: 'Email inválido' },
        { field: 'name', message: 'Nome deve ter pelo menos 2 caracteres' },
        { field: 'password', message: 'Senha deve ter pelo menos 6 caracteres' },
        { field: 'acceptedTerms', message: 'Você deve aceitar os termos' },
        { field: 'timezone', message: 'Fuso horário inválido' },
      ],
    });
  });

  it('answers 400 "Dados inválidos" to malformed JSON', async () => {
    const res = await server.client().request('POST', api.authRegister, {
      body: '{"email": "a@b.co",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'invalid-json', message: 'Dados inválidos' });
  });

  it.each([['[]'], ['"texto"'], ['42'], ['null'], ['true']])(
    'answers 400 to the non-object JSON %s',
    async (body) => {
      const res = await server.client().request('POST', api.authRegister, {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect(res.body.message).toContain('Dados inválidos');
    },
  );

  it('answers 413 to a body over 100 kB', async () => {
    const res = await server.client().post(api.authRegister, newAccount({ name: 'a'.repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload-too-large');
  });

  it('accepts a body just under the limit (and validates it)', async () => {
    const res = await server.client().post(api.authRegister, newAccount({ name: 'a'.repeat(99 * 1024) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nome muito longo');
  });

  it.each([
    ['a foreign Origin', 'https://evil.example'],
    ['a look-alike Origin', 'http://localhost:3000.evil.example'],
    ['the opaque Origin "null"', 'null'],
    ['no Origin', null],
  ])('answers 403 to %s', async (_label, origin) => {
    const res = await server.client({ origin }).post(api.authRegister, newAccount());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden-origin');
    expect(res.setCookies).toEqual([]);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
  ])('answers 415 to a %s body', async (_label, contentType) => {
    const res = await server.client().request('POST', api.authRegister, {
      body: JSON.stringify(newAccount()),
      headers: { 'Content-Type': contentType },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported-media-type');
  });

  it('answers 415 to a body fetch labels text/plain by itself', async () => {
    const res = await server
      .client()
      .request('POST', api.authRegister, { body: JSON.stringify(newAccount()) });
    expect(res.status).toBe(415);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in: 200 with the user and a session cookie', async () => {
    const client = server.client();
    const res = await client.post(api.authLogin, { email: member.email, password: member.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: member.user });
    expect(res.setCookies.map((c) => parseSetCookie(c).name).sort()).toEqual([
      SESSION_COOKIE,
      `${SESSION_COOKIE}.sig`,
    ]);
    const me = await client.get(api.authMe);
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(member.user.id);
  });

  it('sets the cookies HttpOnly, SameSite=Lax, path / and not Secure over http', async () => {
    const res = await server.client().post(api.authLogin, { email: member.email, password: member.password });
    expect(res.setCookies.length).toBe(2);
    for (const header of res.setCookies) {
      const { attributes } = parseSetCookie(header);
      expect(attributes.has('httponly'), header).toBe(true);
      expect(attributes.get('samesite')?.toLowerCase(), header).toBe('lax');
      expect(attributes.get('path'), header).toBe('/');
      expect(attributes.has('secure'), header).toBe(false);
      const expires = Date.parse(attributes.get('expires') ?? '');
      // The session lasts SESSION_MAX_AGE_DAYS (30 by default).
      expect(Math.abs(expires - Date.now() - 30 * 86_400_000)).toBeLessThan(120_000);
    }
  });

  it('finds the account whatever the case and padding of the email', async () => {
    const res = await server
      .client()
      .post(api.authLogin, { email: ` ${member.email.toUpperCase()} `, password: member.password });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(member.user.id);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await server
      .client()
      .post(api.authLogin, { email: member.email, password: 'errada123!' });
    const unknownEmail = await server
      .client()
      .post(api.authLogin, { email: 'ninguem@exemplo.com', password: member.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.text).toBe(unknownEmail.text);
    expect(wrongPassword.body).toEqual({
      code: 'invalid-credentials',
      message: 'Email ou senha incorretos. Verifique suas credenciais.',
    });
    expect(wrongPassword.setCookies).toEqual([]);
    expect(unknownEmail.setCookies).toEqual([]);
  });

  it('does not accept the password in another case', async () => {
    const res = await server
      .client()
      .post(api.authLogin, { email: member.email, password: PASSWORD.toUpperCase() });
    expect(res.status).toBe(401);
  });

  it('answers 400 with the login texts to an empty form', async () => {
    const res = await server.client().post(api.authLogin, { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation-failed',
      message: 'Email é obrigatório',
      details: [
        { field: 'email', message: 'Email é obrigatório' },
        { field: 'password', message: 'Senha é obrigatória' },
      ],
    });
  });

  it('answers 400 "Por favor, digite um email válido" to an invalid email', async () => {
    const res = await server.client().post(api.authLogin, { email: 'ana', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, digite um email válido');
  });

  it('answers 403 without Origin', async () => {
    const res = await server
      .client({ origin: null })
      .post(api.authLogin, { email: member.email, password: member.password });
    expect(res.status).toBe(403);
    expect(res.setCookies).toEqual([]);
  });

  it('gives a new session id at sign-in and ends the previous session (no fixation)', async () => {
    const { client } = await signUp(server);
    const saved = new Map(client.cookies);
    const before = client.cookies.get(SESSION_COOKIE);
    expect(before).toBeTruthy();
    expect(await sessionRow(before!)).not.toBeNull();

    const res = await client.post(api.authLogin, { email: member.email, password: member.password });
    expect(res.status).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await sessionRow(before!)).toBeNull();
    expect((await sessionRow(after!))?.userId).toBe(member.user.id);

    // The old (validly signed) cookies are worth nothing now.
    const old = server.client();
    for (const [name, value] of saved) old.cookies.set(name, value);
    expect((await old.get(api.authMe)).status).toBe(401);
  });

  it('keeps the session data server-side: the cookie holds only an opaque key', async () => {
    const client = server.client();
    await client.post(api.authLogin, { email: member.email, password: member.password });
    const key = client.cookies.get(SESSION_COOKIE)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain(member.user.id);
    const row = await sessionRow(key);
    expect(row?.data).toMatchObject({ userId: member.user.id });
  });
});

describe('GET /api/auth/me', () => {
  it('answers 200 with the user of the session, not cached', async () => {
    const res = await member.client.get(api.authMe);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: member.user });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 not-signed-in without a session', async () => {
    const res = await server.client().get(api.authMe);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'not-signed-in',
      message: 'Você precisa entrar na sua conta para continuar.',
    });
  });

  it('answers 401 to a cookie with a forged signature', async () => {
    const forged = server.client();
    for (const [name, value] of member.client.cookies) forged.cookies.set(name, value);
    forged.cookies.set(`${SESSION_COOKIE}.sig`, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await forged.get(api.authMe)).status).toBe(401);
  });

  it('answers 401 to an unsigned, made-up session key', async () => {
    const client = server.client();
    client.cookies.set(SESSION_COOKIE, 'x'.repeat(43));
    expect((await client.get(api.authMe)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204, clears the cookie and deletes the session row', async () => {
    const client = server.client();
    const login = await client.post(api.authLogin, { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    const saved = new Map(client.cookies);
    const key = saved.get(SESSION_COOKIE)!;
    expect(await sessionRow(key)).not.toBeNull();

    const res = await client.post(api.authLogout);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await sessionRow(key)).toBeNull();
    expect((await client.get(api.authMe)).status).toBe(401);

    // Replaying the old cookies does not bring the session back.
    const replay = server.client();
    for (const [name, value] of saved) replay.cookies.set(name, value);
    expect((await replay.get(api.authMe)).status).toBe(401);
  });

  it('does not end the other sessions of the same person', async () => {
    const other = server.client();
    await other.post(api.authLogin, { email: member.email, password: member.password });
    const client = server.client();
    await client.post(api.authLogin, { email: member.email, password: member.password });
    expect((await client.post(api.authLogout)).status).toBe(204);
    expect((await other.get(api.authMe)).status).toBe(200);
    expect((await member.client.get(api.authMe)).status).toBe(200);
  });

  it('answers 204 to a visitor', async () => {
    expect((await server.client().post(api.authLogout)).status).toBe(204);
  });

  it('answers 403 without Origin and keeps the session', async () => {
    const res = await member.client.post(api.authLogout, undefined, { origin: null });
    expect(res.status).toBe(403);
    expect((await member.client.get(api.authMe)).status).toBe(200);
  });
});

describe('leaks', () => {
  it('no answer of this file carries a password hash', async () => {
    const row = await server
      .em()
      .findOneOrFail(UserSchema, { id: member.user.id }, { populate: ['passwordHash'] });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expectNoSecretsIn(server);
  });
});
