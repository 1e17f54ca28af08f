import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { RoleChangeSchema } from '../../sync-server/modules/users/role-change.entity';
import { setStaffRole } from '../../sync-server/modules/users/staff-role';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { signUp } from '../helpers/accounts';
import { type CliHarness, json, startCliHarness } from './cli-helpers';
import { signUpPsychologist } from './sharing-helpers';

let h: CliHarness;
beforeAll(async () => {
  h = await startCliHarness();
}, 60_000);
afterAll(() => h?.close());

describe('users:role', () => {
  it('makes a member staff and a member again, logging each change; sessions follow at once', async () => {
    const person = await signUp(h.server, { name: 'Carla Suporte' });
    expect((await person.client.get(api.adminAnalytics())).status).toBe(403);

    const promoted = json<{ from: string; to: string; changed: boolean }>(
      await h.cli('users:role', person.email.toUpperCase(), 'admin', '--json'),
    );
    expect(promoted).toEqual({ email: person.email, from: 'client', to: 'admin', changed: true });
    // The open session is staff at its very next request.
    expect((await person.client.get(api.adminAnalytics())).status).toBe(200);

    const again = await h.cli('users:role', person.email, 'admin');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('já é equipe');

    const demoted = await h.cli('users:role', person.email, 'client');
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toContain('equipe → membro');
    expect((await person.client.get(api.adminAnalytics())).status).toBe(403);

    const log = await h.server
      .em()
      .find(RoleChangeSchema, { userId: person.user.id }, { orderBy: { id: 'asc' } });
    expect(log.map((r) => [r.fromType, r.toType])).toEqual([
      ['client', 'admin'],
      ['admin', 'client'],
    ]);
    expect(log.every((r) => r.changedBy.includes('@') && r.changedAt instanceof Date)).toBe(true);
  });

  it('refuses psychologists, unknown accounts and wrong usage', async () => {
    const psychologist = await signUpPsychologist(h.server);
    const refused = await h.cli('users:role', psychologist.email, 'admin');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('conta de psicólogo');
    expect((await psychologist.client.get(api.adminAnalytics())).status).toBe(403);

    const unknown = await h.cli('users:role', 'ninguem@exemplo.com', 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nenhuma conta');

    for (const argv of [
      ['users:role'],
      ['users:role', 'a@b.com'],
      ['users:role', 'a@b.com', 'psychologist'],
    ]) {
      const run = await h.cli(...argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr).toContain('admin (equipe) ou client (membro)');
    }
  });

  it('changes made one after another through one entity manager each land as made', async () => {
    const person = await signUp(h.server, { name: 'Rafa Plantão' });
    const em = h.server.em();
    const user = await em.findOneOrFail(UserSchema, { id: person.user.id });
    const storedRole = async () =>
      (await h.server.em().findOneOrFail(UserSchema, { id: person.user.id })).userType;
    for (const role of ['admin', 'client', 'admin', 'client'] as const) {
      expect(await setStaffRole(em, user, role, 'teste@ci')).toBe('changed');
      expect(await storedRole(), `after the change to ${role}`).toBe(role);
    }
    // A later flush of that entity manager writes nothing old back either.
    await em.flush();
    expect(await storedRole()).toBe('client');

    expect((await person.client.get(api.adminAnalytics())).status).toBe(403);
    const log = await h.server
      .em()
      .find(RoleChangeSchema, { userId: person.user.id }, { orderBy: { id: 'asc' } });
    expect(log.map((r) => [r.fromType, r.toType])).toEqual([
      ['client', 'admin'],
      ['admin', 'client'],
      ['client', 'admin'],
      ['admin', 'client'],
    ]);
  });

  it('a change whose transaction fails leaves the account, its entity and the log as they were', async () => {
    const person = await signUp(h.server, { name: 'Íris Falha' });
    const em = h.server.em();
    const user = await em.findOneOrFail(UserSchema, { id: person.user.id });
    // The log refuses a change without its operator (NOT NULL): the transaction rolls back.
    await expect(setStaffRole(em, user, 'admin', null as unknown as string)).rejects.toThrow();
    expect(user.userType).toBe('client');
    await em.flush();
    expect((await h.server.em().findOneOrFail(UserSchema, { id: person.user.id })).userType).toBe('client');
    expect(await h.server.em().count(RoleChangeSchema, { userId: person.user.id })).toBe(0);
  });
});
