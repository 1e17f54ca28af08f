/**
 * The authorization matrix (issue 4): every `/api` route × every kind of caller → the expected
 * status, and for reads of a member's data, which fields come back. Requests that would change
 * state carry a body that fails validation after the access check (400 means "let in"), so
 * the table can run in any order. A guard test fails when a route exists that the table lacks.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { communityApi } from '../../shared/community-api';
import type { ShareScope } from '../../shared/constants';
import { fanOutJobsApi } from '../../shared/fan-out-jobs-api';
import { newAccount, type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestClient, type TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, push } from './core-loop-helpers';
import { share, signUpAdmin, signUpPsychologist } from './sharing-helpers';
import { journal, pushAny } from './sync-kinds-helpers';

const SCOPE_SETS: Record<string, ShareScope[]> = {
  'psi:progress': ['progress'],
  'psi:checkins': ['checkins'],
  'psi:progress+checkins': ['progress', 'checkins'],
  'psi:progress+notes': ['progress', 'notes'],
  'psi:checkins+notes': ['checkins', 'notes'],
  'psi:all': ['progress', 'checkins', 'notes'],
  // Meu Diário (issue 10): alone, and with the records.
  'psi:diary': ['diary'],
  'psi:checkins+diary': ['checkins', 'diary'],
};
const ROLES = [
  'anonymous',
  'memberA',
  'memberB',
  ...Object.keys(SCOPE_SETS),
  'psi:no-grant',
  'psi:revoked',
  'psi:pending',
  'admin',
] as const;
type Role = (typeof ROLES)[number];

let server: TestServer;
const people = new Map<Role, SignedIn>();
const clients = new Map<Role, TestClient>();
/** The account behind a role (set up in beforeAll). */
function person(role: Role): SignedIn {
  const found = people.get(role);
  if (!found) throw new Error(`no account for ${role}`);
  return found;
}
/** Ids the paths use: A is the member whose data is read; T an approved psychologist. */
let A: string;
let T: string;
/** Member A's forum thread (its opening post has the same id) and a reply of A's in it. */
let F: string;
let R: string;
/** Another reply of A's, for the moderators' actions. */
let M: string;

const isPsi = (r: Role) => r.startsWith('psi:');
const grantHas = (r: Role, scope: ShareScope) => (SCOPE_SETS[r] ?? []).includes(scope);

beforeAll(async () => {
  server = await startTestServer();
  people.set('memberA', await signUp(server, { name: 'Membro A' }));
  people.set('memberB', await signUp(server, { name: 'Membro B' }));
  const memberA = person('memberA');
  for (const [role, scopes] of Object.entries(SCOPE_SETS)) {
    people.set(role as Role, await signUpPsychologist(server));
    await share(person(role as Role), memberA, scopes);
  }
  people.set('psi:no-grant', await signUpPsychologist(server));
  people.set('psi:revoked', await signUpPsychologist(server));
  await share(person('psi:revoked'), memberA, ['progress', 'checkins', 'notes']);
  await memberA.client.delete(api.sharingGrant(person('psi:revoked').user.id));
  people.set('psi:pending', await signUpPsychologist(server, { approved: false }));
  people.set('admin', await signUpAdmin(server));

  A = memberA.user.id;
  T = person('psi:all').user.id;
  await memberA.client.post(api.assessment, { daysPerWeek: 2, weeklySpending: 50 });
  await backdateJourney(server, A, 5);
  await push(memberA.client, [checkin({ notes: 'nota privada do A' })]);
  await pushAny(memberA.client, [journal({ text: 'diário privado do A' })]);
  F = randomUUID();
  R = randomUUID();
  const thread = { id: F, category: 'familia', title: 'Conversa do A', text: 'Texto do A' };
  expect((await memberA.client.post(communityApi.forumNewThread, thread)).status).toBe(201);
  expect(
    (await memberA.client.post(communityApi.forumReplies(F), { id: R, text: 'Resposta do A' })).status,
  ).toBe(201);
  M = randomUUID();
  expect(
    (await memberA.client.post(communityApi.forumReplies(F), { id: M, text: 'Outra do A' })).status,
  ).toBe(201);
  // Held before the table runs, so the owner's call answers 200 ('already held') every time.
  expect((await memberA.client.post(api.awardWindMedal(A))).status).toBe(201);

  clients.set('anonymous', server.client());
  for (const role of ROLES) if (role !== 'anonymous') clients.set(role, person(role).client);
}, 180_000);
afterAll(() => server?.close());

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the router declares it. */
  route: string;
  path: () => string;
  body?: unknown;
  expect: (role: Role) => number;
  /** Needs a session of its own (it ends the one it is given). */
  freshSession?: boolean;
  /** For reads of A's data: checks the answer a role got. */
  fields?: (role: Role, body: unknown) => void;
}

const all = (status: number) => () => status;
const signedIn = (status: number) => (r: Role) => (r === 'anonymous' ? 401 : status);
const membersOnly = (status: number) => (r: Role) => (r === 'anonymous' ? 401 : isPsi(r) ? 403 : status);
const psychologistsOnly = (status: number) => (r: Role) =>
  r === 'anonymous' ? 401 : isPsi(r) ? status : 403;
/** A read of member A's data: A, a grantee with the scope, staff (not for notes) → ok. */
const readOfA =
  (scope: ShareScope, ok = 200) =>
  (r: Role) => {
    if (r === 'anonymous') return 401;
    if (r === 'memberA') return ok;
    if (r === 'admin') return ok;
    return grantHas(r, scope) ? ok : 404;
  };
const adminOnly = (status: number) => (r: Role) => (r === 'anonymous' ? 401 : r === 'admin' ? status : 403);
const ownerOnly = (ok: number) => (r: Role) => (r === 'anonymous' ? 401 : r === 'memberA' ? ok : 404);

const INVALID = { invalid: true };

const cases: Case[] = [
  // Public
  { method: 'GET', route: '/api/health', path: () => api.health, expect: all(200) },
  { method: 'GET', route: '/api/community-stats', path: () => api.communityStats, expect: all(200) },
  { method: 'GET', route: '/api/site-info', path: () => api.siteInfo, expect: all(200) },
  {
    method: 'POST',
    route: '/api/auth/register',
    path: () => api.authRegister,
    body: INVALID,
    expect: all(400),
  },
  { method: 'POST', route: '/api/auth/login', path: () => api.authLogin, body: INVALID, expect: all(400) },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    path: () => api.authForgotPassword,
    body: INVALID,
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    path: () => api.authResetPassword,
    body: INVALID,
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    path: () => api.authLogout,
    expect: all(204),
    freshSession: true,
  },
  { method: 'GET', route: '/api/auth/me', path: () => api.authMe, expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/analytics/events',
    path: () => api.analyticsEvents,
    body: INVALID,
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/analytics/events/batch',
    path: () => api.analyticsEventsBatch,
    body: INVALID,
    expect: all(400),
  },
  { method: 'POST', route: '/api/pwa-access', path: () => api.pwaAccess, body: INVALID, expect: all(400) },
  {
    method: 'PATCH',
    route: '/api/pwa-access/update-user',
    path: () => api.pwaAccessUpdateUser,
    body: INVALID,
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/pwa-access/end-session',
    path: () => api.pwaAccessEndSession,
    body: INVALID,
    expect: all(400),
  },
  { method: 'POST', route: '/api/pwa/install', path: () => api.pwaInstall, body: INVALID, expect: all(400) },
  // The caller's own data (any signed-in account; it never reaches anyone else's)
  {
    method: 'PATCH',
    route: '/api/users/:id/last-access',
    path: () => api.userLastAccess(A),
    expect: ownerOnly(204),
  },
  { method: 'GET', route: '/api/assessment', path: () => api.assessment, expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/assessment',
    path: () => api.assessment,
    body: INVALID,
    expect: signedIn(400),
  },
  { method: 'GET', route: '/api/goals', path: () => api.goals, expect: signedIn(200) },
  { method: 'PUT', route: '/api/goals', path: () => api.goals, body: INVALID, expect: signedIn(400) },
  { method: 'POST', route: '/api/checkins', path: () => api.checkins, body: INVALID, expect: signedIn(400) },
  { method: 'POST', route: '/api/sync/push', path: () => api.syncPush, body: INVALID, expect: signedIn(400) },
  { method: 'GET', route: '/api/sync/pull', path: () => api.syncPull(0), expect: signedIn(200) },
  { method: 'GET', route: '/api/profile', path: () => api.profile, expect: signedIn(200) },
  { method: 'PATCH', route: '/api/profile', path: () => api.profile, body: INVALID, expect: signedIn(400) },
  { method: 'GET', route: '/api/profile/export', path: () => api.profileExport, expect: signedIn(200) },
  // The forum (issue 12): every signed-in account reads and writes; only the author edits or deletes.
  { method: 'GET', route: '/api/community/me', path: () => communityApi.communityMe, expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/community/me/pseudonym',
    path: () => communityApi.communityPseudonym,
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/community/me/badge',
    path: () => communityApi.communityBadge,
    body: INVALID,
    expect: signedIn(400),
  },
  {
    method: 'GET',
    route: '/api/community/categories',
    path: () => communityApi.forumCategories,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/community/threads',
    path: () => communityApi.forumThreads(),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/community/threads',
    path: () => communityApi.forumNewThread,
    body: INVALID,
    expect: signedIn(400),
  },
  {
    method: 'GET',
    route: '/api/community/threads/:threadId',
    path: () => communityApi.forumThread(F),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/community/threads/:threadId/posts',
    path: () => communityApi.forumReplies(F),
    body: INVALID,
    expect: signedIn(400),
  },
  {
    method: 'GET',
    route: '/api/community/chat/rooms/:room/messages',
    path: () => communityApi.chatMessages('geral'),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/community/chat/rooms/:room/messages',
    path: () => communityApi.chatMessages('geral'),
    body: INVALID,
    expect: signedIn(400),
  },
  {
    method: 'PATCH',
    route: '/api/community/posts/:postId',
    path: () => communityApi.forumPost(F),
    body: { text: 'Texto do A, corrigido' },
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId',
    path: () => communityApi.forumPost(R),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/community/posts/:postId/apoio',
    path: () => communityApi.forumApoio(F),
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/apoio',
    path: () => communityApi.forumApoio(F),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/community/posts/:postId/reports',
    path: () => communityApi.forumReports(F),
    body: { reason: 'Teste da matriz' },
    expect: signedIn(204),
  },
  // Moderation (issue 12): staff only.
  {
    method: 'GET',
    route: '/api/admin/moderation',
    path: () => communityApi.moderation,
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/moderation/posts/:postId/hide',
    path: () => communityApi.moderationHide(M),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/moderation/posts/:postId/restore',
    path: () => communityApi.moderationRestore(M),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/moderation/posts/:postId/suspend-author',
    path: () => communityApi.moderationSuspend(M),
    body: { days: 0 },
    expect: adminOnly(200),
  },
  // Push reminders (issue 5)
  {
    method: 'GET',
    route: '/api/notifications/vapid-public-key',
    path: () => api.notificationsVapidPublicKey,
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/notifications/subscribe',
    path: () => api.notificationsSubscribe,
    body: INVALID,
    expect: membersOnly(400),
  },
  {
    method: 'POST',
    route: '/api/notifications/unsubscribe',
    path: () => api.notificationsUnsubscribe,
    body: INVALID,
    expect: membersOnly(400),
  },
  {
    method: 'GET',
    route: '/api/notifications/reminder',
    path: () => api.notificationsReminder,
    expect: membersOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/notifications/reminder',
    path: () => api.notificationsReminder,
    body: INVALID,
    expect: membersOnly(400),
  },
  {
    method: 'POST',
    route: '/api/profile/delete',
    path: () => api.profileDelete,
    body: { password: 'nao-e-esta' },
    expect: signedIn(400),
  },
  // Member A's data, by id
  {
    method: 'GET',
    route: '/api/dashboard/:userId',
    path: () => api.dashboard(A),
    expect: readOfA('progress'),
    fields: (_r, body) =>
      expect(body).toMatchObject({ user: { id: A, name: 'Membro A' }, currentStreak: expect.any(Number) }),
  },
  {
    method: 'GET',
    route: '/api/latest-medal/:userId',
    path: () => api.latestMedal(A),
    expect: readOfA('progress'),
  },
  { method: 'GET', route: '/api/history/:userId', path: () => api.history(A), expect: readOfA('checkins') },
  {
    method: 'GET',
    route: '/api/mood-data/:userId',
    path: () => api.moodData(A),
    expect: readOfA('checkins'),
    fields: (_r, body) => expect(body).toEqual([expect.objectContaining({ mood: 4, hadRelapse: false })]),
  },
  {
    method: 'GET',
    route: '/api/checkins/:userId',
    path: () => api.memberCheckins(A),
    expect: readOfA('checkins'),
    fields: (role, body) => {
      const seesNotes = role === 'memberA' || grantHas(role, 'notes');
      expect(body).toEqual([expect.objectContaining({ notes: seesNotes ? 'nota privada do A' : null })]);
    },
  },
  {
    method: 'POST',
    route: '/api/award-missing-medals/:userId',
    path: () => api.awardMissingMedals(A),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/award-wind-medal/:userId',
    path: () => api.awardWindMedal(A),
    expect: ownerOnly(200),
  },
  // Psychologists
  {
    method: 'GET',
    route: '/api/therapist-profile',
    path: () => api.therapistProfile,
    expect: psychologistsOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/therapist-profile',
    path: () => api.therapistProfile,
    body: INVALID,
    expect: psychologistsOnly(400),
  },
  {
    method: 'GET',
    route: '/api/psychologist/overview',
    path: () => api.psychologistOverview,
    expect: psychologistsOnly(200),
  },
  {
    method: 'GET',
    route: '/api/psychologist/clients/:clientId',
    path: () => api.psychologistClient(A),
    expect: (r) => (r === 'anonymous' ? 401 : !isPsi(r) ? 403 : r in SCOPE_SETS ? 200 : 404),
    fields: (role, body) =>
      expect(body).toMatchObject({
        clientId: A,
        name: 'Membro A',
        currentStreak: grantHas(role, 'progress') ? expect.any(Number) : null,
        lastCheckinDate: grantHas(role, 'checkins') ? expect.any(String) : null,
        diary: grantHas(role, 'diary') ? [expect.objectContaining({ text: 'diário privado do A' })] : null,
      }),
  },
  {
    method: 'PATCH',
    route: '/api/psychologist/contact-requests/:id',
    path: () => api.contactRequest(randomUUID()),
    body: { status: 'handled' },
    expect: psychologistsOnly(404),
  },
  {
    method: 'POST',
    route: '/api/sharing/invites',
    path: () => api.sharingInvites,
    body: {},
    expect: (r) => (r === 'anonymous' ? 401 : r === 'psi:pending' ? 403 : isPsi(r) ? 201 : 403),
  },
  // Members
  { method: 'GET', route: '/api/therapists', path: () => api.therapists, expect: membersOnly(200) },
  { method: 'GET', route: '/api/therapists/:id', path: () => api.therapist(T), expect: membersOnly(200) },
  {
    method: 'POST',
    route: '/api/therapists/:id/contact',
    path: () => api.therapistContact(T),
    body: { message: 'x'.repeat(501) },
    expect: membersOnly(400),
  },
  {
    method: 'GET',
    route: '/api/sharing/invites/:code',
    path: () => api.sharingInvite('x'),
    expect: membersOnly(400),
  },
  {
    method: 'POST',
    route: '/api/sharing/accept',
    path: () => api.sharingAccept,
    body: INVALID,
    expect: membersOnly(400),
  },
  { method: 'GET', route: '/api/sharing', path: () => api.sharing, expect: membersOnly(200) },
  { method: 'GET', route: '/api/sharing/audit', path: () => api.sharingAudit, expect: membersOnly(200) },
  {
    method: 'DELETE',
    route: '/api/sharing/:psychologistId',
    path: () => api.sharingGrant(randomUUID()),
    expect: membersOnly(404),
  },
  // Staff (issue 5: the admin pages)
  {
    method: 'GET',
    route: '/api/admin/analytics',
    path: () => api.adminAnalytics(),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/medal-emails',
    path: () => api.adminMedalEmails(),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/medal-emails',
    path: () => api.adminMedalEmails(),
    body: INVALID,
    expect: adminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/notifications',
    path: () => api.adminNotifications,
    body: INVALID,
    expect: adminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/notifications/test',
    path: () => api.adminNotificationsTest,
    body: INVALID,
    expect: adminOnly(400),
  },
  // Fan-out jobs' progress (issue 18): staff only.
  { method: 'GET', route: '/api/admin/jobs', path: () => fanOutJobsApi.list(), expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/jobs/:id',
    path: () => fanOutJobsApi.one(randomUUID()),
    expect: adminOnly(404),
  },
  // Expert webinars (issue 13): the list and calendar files public, registering members only
  { method: 'GET', route: '/api/webinars', path: () => api.webinars, expect: all(200) },
  {
    method: 'POST',
    route: '/api/webinars/:id/registration',
    path: () => api.webinarRegistration(randomUUID()),
    expect: membersOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/webinars/:id/registration',
    path: () => api.webinarRegistration(randomUUID()),
    expect: membersOnly(404),
  },
  {
    method: 'GET',
    route: '/api/webinars/:id/calendar.ics',
    path: () => api.webinarCalendar(randomUUID()),
    expect: all(404),
  },
  { method: 'GET', route: '/api/admin/webinars', path: () => api.adminWebinars, expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/webinars',
    path: () => api.adminWebinars,
    body: INVALID,
    expect: adminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/webinars/:id',
    path: () => api.adminWebinar(randomUUID()),
    body: INVALID,
    expect: adminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/webinars/:id/cancel',
    path: () => api.adminWebinarCancel(randomUUID()),
    expect: adminOnly(404),
  },
  // The contact form (issue 15): anyone
  { method: 'POST', route: '/api/contact', path: () => api.contact, body: INVALID, expect: all(400) },
  // The copiloto's language-model relay (issue 14): members only, staff included
  { method: 'GET', route: '/api/copilot/status', path: () => api.copilotStatus, expect: membersOnly(200) },
  {
    method: 'POST',
    route: '/api/copilot/reply',
    path: () => api.copilotReply,
    body: INVALID,
    expect: membersOnly(400),
  },
  // Paid sessions (issue 15): the webhook is signed, not signed in (401 without a signature, for
  // everyone); the price and Pix key are the psychologist's; paying is a member's; a payment is
  // read by its two sides only, confirmed by its psychologist only, simulated by its member only.
  {
    method: 'POST',
    route: '/api/payments/webhook',
    path: () => api.paymentWebhook,
    body: INVALID,
    expect: all(401),
  },
  {
    method: 'GET',
    route: '/api/payments/settings',
    path: () => api.paymentSettings,
    expect: psychologistsOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/payments/settings',
    path: () => api.paymentSettings,
    body: INVALID,
    expect: psychologistsOnly(400),
  },
  {
    method: 'GET',
    route: '/api/payments/checkout/:psychologistId',
    path: () => api.paymentCheckout(T),
    expect: membersOnly(200),
  },
  { method: 'GET', route: '/api/payments', path: () => api.payments, expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/payments',
    path: () => api.payments,
    body: INVALID,
    expect: membersOnly(400),
  },
  { method: 'GET', route: '/api/payments/:id', path: () => api.payment(randomUUID()), expect: signedIn(404) },
  {
    method: 'POST',
    route: '/api/payments/:id/confirm',
    path: () => api.paymentConfirm(randomUUID()),
    expect: psychologistsOnly(404),
  },
  {
    method: 'POST',
    route: '/api/payments/:id/simulate',
    path: () => api.paymentSimulate(randomUUID()),
    expect: membersOnly(404),
  },
];

async function freshClient(role: Role): Promise<TestClient> {
  const client = server.client();
  if (role === 'anonymous') return client;
  const { email, password } = person(role);
  expect((await client.post(api.authLogin, { email, password })).status).toBe(200);
  return client;
}

describe('authorization matrix', () => {
  it('covers every /api route the app serves', () => {
    const served: string[] = [];
    for (const middleware of server.app.app.middleware as {
      router?: { stack: { methods: string[]; path: string }[] };
    }[]) {
      for (const layer of middleware.router?.stack ?? []) {
        for (const method of layer.methods) if (method !== 'HEAD') served.push(`${method} ${layer.path}`);
      }
    }
    const covered = cases.map((c) => `${c.method} ${c.route}`);
    expect(served.filter((r) => !covered.includes(r))).toEqual([]);
    expect(new Set(covered).size).toBe(covered.length);
  });

  describe.each(cases)('$method $route', (c) => {
    it.each(ROLES)('%s', async (role) => {
      const client = c.freshSession ? await freshClient(role) : clients.get(role)!;
      const res = await client.request(c.method, c.path(), c.body === undefined ? {} : { json: c.body });
      expect(res.status, `${role}: ${res.text}`).toBe(c.expect(role));
      if (res.status < 300 && c.fields) c.fields(role, res.body);
      // A's diary reaches A, and a psychologist holding the diary scope on the client page only.
      const readsDiary =
        role === 'memberA' || (c.route === '/api/psychologist/clients/:clientId' && grantHas(role, 'diary'));
      if (!readsDiary) expect(res.text).not.toContain('diário privado do A');
      if (res.status === 404) expect(res.body).toEqual({ code: 'not-found', message: 'Não encontrado.' });
    });
  });

  it('a revocation takes effect on the very next request', async () => {
    const psychologist = await signUpPsychologist(server);
    const member = await signUp(server, newAccount());
    await share(psychologist, member, ['progress', 'checkins']);
    expect((await psychologist.client.get(api.dashboard(member.user.id))).status).toBe(200);
    await member.client.delete(api.sharingGrant(psychologist.user.id));
    expect((await psychologist.client.get(api.dashboard(member.user.id))).status).toBe(404);
  });
});
