/**
 * The server log never holds what would hurt if a log service or an operator read it (issue 17):
 * e-mail addresses, password hashes, session ids, invite codes, reset tokens — not even when a
 * database statement carrying them fails. Runs the flows that handle each of them with request
 * logging on, then scans everything the process logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../shared/api';
import { errorSummary } from '../../../sync-server/http/safe-log';
import { MailOutboxSchema } from '../../../sync-server/modules/mail/mail-outbox.entity';
import { newAccount, signUp } from '../../helpers/accounts';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { signUpPsychologist } from '../sharing-helpers';
import { expectNoSecretsInLog, serverLog } from './harness';

let server: TestServer;
const secrets: string[] = [];
const isPostgres = () => server.config.databaseUrl.startsWith('postgres');

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** Makes every insert into `users` fail inside the database, as a constraint or outage would. */
async function breakUserInserts(): Promise<() => Promise<void>> {
  const db = server.orm.em.getConnection();
  if (isPostgres()) {
    await db.execute(
      `create function refuse_user_insert() returns trigger language plpgsql as $$
       begin raise exception 'refused by test'; end $$`,
    );
    await db.execute(
      'create trigger refuse_user_insert before insert on users for each row execute function refuse_user_insert()',
    );
    return async () => {
      await db.execute('drop trigger refuse_user_insert on users');
      await db.execute('drop function refuse_user_insert()');
    };
  }
  await db.execute(
    "create trigger refuse_user_insert before insert on users begin select raise(abort, 'refused by test'); end",
  );
  return async () => {
    await db.execute('drop trigger refuse_user_insert');
  };
}

describe('the server log', () => {
  it('holds no secret after sign-ups, sign-ins, invites, password resets and a failed insert', async () => {
    const member = await signUp(server);
    const psychologist = await signUpPsychologist(server);
    secrets.push(member.email, psychologist.email);

    expect(
      (await server.client().post(api.authLogin, { email: member.email, password: 'errada-123!' })).status,
    ).toBe(401);

    const invite = await psychologist.client.post(api.sharingInvites, {});
    expect(invite.status).toBe(201);
    const code: string = invite.body.code;
    secrets.push(code, code.replace('-', ''));
    expect((await member.client.get(api.sharingInvite(code))).status).toBe(200);
    expect((await member.client.post(api.sharingAccept, { code, scopes: ['progress'] })).status).toBe(201);

    expect((await server.client().post(api.authForgotPassword, { email: member.email })).status).toBe(202);
    await server.app.deps.background.drain();
    const [mail] = await server
      .em()
      .find(MailOutboxSchema, { toAddress: member.email }, { orderBy: { id: 'desc' } });
    const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    secrets.push(token!);
    const reset = await server.client().post(api.authResetPassword, { token, password: 'nova-senha-9!' });
    expect(reset.status, reset.text).toBe(200);

    // A failed insert: its SQL carries the e-mail and the argon2id hash of the new account.
    const restore = await breakUserInserts();
    const failing = newAccount();
    secrets.push(failing.email);
    try {
      const res = await server.client().post(api.authRegister, failing);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'internal-error', message: 'Algo deu errado. Tente novamente.' });
    } finally {
      await restore();
    }

    for (const client of [member.client, psychologist.client]) secrets.push(...client.cookies.values());
    const text = serverLog().join('\n');
    // The log still says what happened, by route pattern and error class.
    expect(text).toContain('GET /api/sharing/invites/:code 200');
    expect(text).toMatch(/POST \/api\/auth\/register failed: \w+/);
    expectNoSecretsInLog(serverLog(), secrets);
  });

  it('a summary of a database error keeps its class and code, never the statement or its values', async () => {
    const marker = 'pessoa.marcada@exemplo.com';
    const err = await server.orm.em
      .getConnection()
      .execute('insert into no_such_table (email) values (?)', [marker])
      .catch((e: unknown) => e);
    expect(String((err as Error).message)).toContain('no_such_table');
    const summary = errorSummary(err);
    expect(summary).not.toContain(marker);
    expect(summary).not.toContain('insert into');
    expect(summary.split('\n')[0]).toMatch(/^\w+/);
  });

  it('a failure Koa reports outside the middleware is logged by class only; a client that went away is not logged', () => {
    const before = serverLog().length;
    const marker = 'mensagem.secreta@exemplo.com';
    server.app.app.emit('error', Object.assign(new Error(`write failed for ${marker}`), { code: 'EIO' }));
    server.app.app.emit(
      'error',
      Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }),
    );
    server.app.app.emit('error', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    const logged = serverLog().slice(before).join('\n');
    expect(logged).toMatch(/response failed: Error \[EIO\]/);
    expect(logged).not.toContain(marker);
    expect(logged).not.toContain('ERR_STREAM_PREMATURE_CLOSE');
    expect(logged).not.toContain('ECONNRESET');
  });
});
