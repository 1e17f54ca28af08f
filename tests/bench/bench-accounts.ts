import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { addDaysToLocalDate, todayIn } from '../../shared/domain/zoned';
import type { PublicUser } from '../../shared/schemas/user.schema';
import type { startBenchApp } from './bench-app';

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

const PASSWORD = 'bench#2026';
const execFileAsync = promisify(execFile);

/**
 * The support CLI on the bench server's database, in its own process, as support runs it
 * (`psychologists:approve`, `users:role`). Its scratch folder is the bench's, so nothing is
 * written into the repository's data folder.
 */
export async function runSupportCli(app: BenchApp, args: string[]): Promise<void> {
  await execFileAsync('npx', ['tsx', 'sync-server/cli/main.ts', ...args], {
    env: { ...process.env, DATABASE_URL: app.databaseUrl, DATA_DIR: app.dataDir, SESSION_KEYS: 'bench' },
  });
}

/** Stores the signed-in user where the app's route guards read it, for every page of the context. */
async function storeUser(context: BrowserContext, user: PublicUser): Promise<void> {
  await context.addInitScript((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
}

/** The session's user as the server sees it now (after a role change, say). */
async function currentUser(request: APIRequestContext, url: string): Promise<PublicUser> {
  const response = await request.get(`${url}/api/auth/me`);
  if (!response.ok()) throw new Error(`/api/auth/me answered ${response.status()}`);
  return ((await response.json()) as { user: PublicUser }).user;
}

async function post(request: APIRequestContext, url: string, path: string, data: unknown) {
  const response = await request.post(`${url}${path}`, { headers: { Origin: url }, data });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/**
 * A member's first weeks, through the API of a signed-in context: a cessation goal, two weeks of
 * check-ins (a few relapses with trigger tags) and five diary entries. The assessment is done
 * by `signUpMember`.
 */
export async function seedMemberRecords(request: APIRequestContext, url: string): Promise<void> {
  const goal = await request.put(`${url}/api/goals`, {
    headers: { Origin: url },
    data: { type: 'cessation' },
  });
  if (!goal.ok()) throw new Error(`/api/goals answered ${goal.status()}`);
  const today = todayIn('America/Sao_Paulo');
  const checkins = Array.from({ length: 14 }, (_, k) => ({
    type: 'checkin',
    id: randomUUID(),
    date: addDaysToLocalDate(today, -(k + 1)),
    hadRelapse: k % 5 === 4,
    amountSpent: k % 5 === 4 ? 40 : 0,
    mood: k % 5 === 4 ? 2 : 4,
    notes: k % 4 === 0 ? 'Dia tranquilo, caminhei depois do trabalho.' : null,
    tags: k % 5 === 4 ? ['futebol'] : [],
  }));
  const journal = Array.from({ length: 5 }, (_, k) => ({
    type: 'journal',
    id: randomUUID(),
    baseVersion: 0,
    date: addDaysToLocalDate(today, -(k + 1)),
    title: `Dia ${k + 1}`,
    text: 'Hoje senti vontade depois da propaganda, mas liguei para minha irmã.',
    mood: 4,
    tags: [],
  }));
  await post(request, url, '/api/sync/push', { deviceId: 'bench-seed', records: [...checkins, ...journal] });
}

/** A psychologist account, approved by support with the CLI, signed in in this context. */
export async function signUpApprovedPsychologist(
  app: BenchApp,
  context: BrowserContext,
  email: string,
): Promise<PublicUser> {
  await post(context.request, app.url, '/api/auth/register', {
    email,
    name: 'Marta Reis',
    password: PASSWORD,
    acceptedTerms: true,
    userType: 'psychologist',
    crp: `06/${String(Math.floor(Math.random() * 900_000) + 100_000)}`,
  });
  await runSupportCli(app, ['psychologists:approve', email]);
  const user = await currentUser(context.request, app.url);
  await storeUser(context, user);
  return user;
}

/** The psychologist's invite code, accepted by the member: progress and check-ins shared. */
export async function shareWithPsychologist(
  url: string,
  psychologist: APIRequestContext,
  member: APIRequestContext,
): Promise<void> {
  const invite = await post(psychologist, url, '/api/sharing/invites', {});
  const { code } = (await invite.json()) as { code: string };
  await post(member, url, '/api/sharing/accept', { code, scopes: ['progress', 'checkins'] });
}

/** Staff: a member made admin with `users:role <email> admin`, the stored user updated to match. */
export async function promoteToAdmin(
  app: BenchApp,
  context: BrowserContext,
  email: string,
): Promise<PublicUser> {
  await runSupportCli(app, ['users:role', email, 'admin']);
  const user = await currentUser(context.request, app.url);
  await storeUser(context, user);
  return user;
}
