import { expect } from 'vitest';
import { api } from '../../shared/api';
import type { ShareScope } from '../../shared/constants';
import { approvePsychologist } from '../../sync-server/modules/psychologists/psychologist.service';
import { setStaffRole } from '../../sync-server/modules/users/staff-role';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import { newAccount, type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';

let crpCounter = 10_000;

/** A fresh, valid CRP (region 06, a unique five-digit number). */
export const nextCrp = () => `06/${++crpCounter}`;

/** A psychologist's sign-up payload: full-form rules plus the CRP. */
export const psychologistAccount = (overrides: Record<string, unknown> = {}) =>
  newAccount({ name: 'Beatriz Souza', userType: 'psychologist', crp: nextCrp(), ...overrides });

/** Registers a psychologist; `approved` runs what the support CLI's approve command runs. */
export async function signUpPsychologist(
  server: TestServer,
  options: { approved?: boolean } = {},
): Promise<SignedIn> {
  const client = server.client();
  const account = psychologistAccount();
  const res = await client.post(api.authRegister, account);
  expect(res.status, res.text).toBe(201);
  if (options.approved ?? true) {
    expect(await approvePsychologist(server.em(), account.email as string)).not.toBeNull();
  }
  return { client, user: res.body.user, email: String(account.email), password: String(account.password) };
}

/** A member made staff with what the support CLI's `users:role <email> admin` runs. */
export async function signUpAdmin(server: TestServer): Promise<SignedIn> {
  const admin = await signUp(server, { name: 'Equipe Virada' });
  const em = server.em();
  const user = await em.findOneOrFail(UserSchema, { id: admin.user.id });
  expect(await setStaffRole(em, user, 'admin', 'teste@ci')).toBe('changed');
  return admin;
}

/** The psychologist invites, the member accepts with `scopes`. */
export async function share(psychologist: SignedIn, member: SignedIn, scopes: ShareScope[]) {
  const invite = await psychologist.client.post(api.sharingInvites, {});
  expect(invite.status, invite.text).toBe(201);
  const accepted = await member.client.post(api.sharingAccept, { code: invite.body.code, scopes });
  expect(accepted.status, accepted.text).toBe(201);
  return accepted.body;
}
