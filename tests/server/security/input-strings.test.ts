/**
 * Text the databases can store (issue 17, item 6), on SQLite and PostgreSQL: every string field
 * of every mutating route, found by walking the route's own schema (not a hand-kept list of
 * fields), is sent with a NUL, another control character, a lone surrogate and ten times its
 * maximum length, starting from a valid body. Each answers 400 with a pt-BR text (never valibot's
 * English) and nothing is stored. One bad record of a sync push is `rejected` alone; impossible
 * dates and invisible names are 400s.
 *
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server tests/server/security/
 */
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../shared/api';
import { communityApi } from '../../../shared/community-api';
import { periodSchema } from '../../../shared/schemas/admin.schema';
import {
  adminNotificationSchema,
  testNotificationSchema,
} from '../../../shared/schemas/admin-notifications.schema';
import { analyticsBatchSchema, analyticsEventSchema } from '../../../shared/schemas/analytics.schema';
import { assessmentSchema, assessmentTexts } from '../../../shared/schemas/assessment.schema';
import { loginSchema, quickRegisterSchema } from '../../../shared/schemas/auth.schema';
import { checkinSchema } from '../../../shared/schemas/checkin.schema';
import {
  chatMessageSchema,
  editPostSchema,
  newThreadSchema,
  replySchema,
  reportSchema,
} from '../../../shared/schemas/community.schema';
import { contactSchema } from '../../../shared/schemas/contact.schema';
import { copilotReplySchema } from '../../../shared/schemas/copilot.schema';
import { goalClientIdSchema, goalSchema, goalTexts } from '../../../shared/schemas/goal.schema';
import { journalRecordSchema } from '../../../shared/schemas/journal.schema';
import {
  reminderSettingsSchema,
  subscribeSchema,
  unsubscribeSchema,
} from '../../../shared/schemas/notifications.schema';
import { createPaymentSchema, paymentSettingsSchema } from '../../../shared/schemas/payment.schema';
import { deleteAccountSchema, profileUpdateSchema } from '../../../shared/schemas/profile.schema';
import {
  contactRequestSchema,
  psychologistRegisterSchema,
  therapistProfileSchema,
} from '../../../shared/schemas/psychologist.schema';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../shared/schemas/recovery.schema';
import { acceptInviteSchema } from '../../../shared/schemas/sharing.schema';
import { syncPushSchema } from '../../../shared/schemas/sync.schema';
import { isStorableMultilineText, isStorableText } from '../../../shared/schemas/text';
import {
  pwaAccessSchema,
  pwaInstallSchema,
  pwaSessionEndSchema,
  pwaUpdateUserSchema,
} from '../../../shared/schemas/tracking.schema';
import { validate } from '../../../shared/schemas/validate';
import { webinarInputSchema } from '../../../shared/schemas/webinar.schema';
import { checkinTexts } from '../../../shared/texts/checkin.texts';
import { errorTexts } from '../../../shared/texts/error.texts';
import { notificationTexts } from '../../../shared/texts/notification.texts';
import { validationTexts } from '../../../shared/texts/validation.texts';
import type { RouteAccess } from '../../../sync-server/http/route-access';
import type { Account } from '../../../sync-server/modules/auth/current-user';
import {
  type CheckinWrite,
  isRecordDataError,
} from '../../../sync-server/modules/checkins/checkin-group-write';
import { prepareRecord } from '../../../sync-server/modules/checkins/checkin-ingest';
import { storeCheckinWrite } from '../../../sync-server/modules/sync/member-writes';
import { PASSWORD } from '../../helpers/accounts';
import type { TestClient, TestServer } from '../../helpers/test-server';
import { startTestServer } from '../../helpers/test-server';
import { checkin, push, today } from '../core-loop-helpers';
import { psychologistAccount } from '../sharing-helpers';
import { type Caller, type Callers, setUpCallers } from './harness';

// --- Walking a schema for its string fields ------------------------------------------------

/** A step into a body: an object key, an array's first item, or a record's key or value. */
type Step = string | 0 | typeof RECORD_KEY | typeof RECORD_VALUE;
const RECORD_KEY = Symbol('record key');
const RECORD_VALUE = Symbol('record value');

interface StringField {
  path: Step[];
  /** The tightest maxLength of the field, and the text it answers with. */
  max: number;
  tooLongMessage: unknown;
}

interface SchemaNode {
  kind: string;
  type: string;
  message?: unknown;
  requirement?: unknown;
  pipe?: SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: unknown[];
  wrapped?: SchemaNode;
  key?: SchemaNode | string;
  value?: SchemaNode;
}

const isNode = (x: unknown): x is SchemaNode =>
  typeof x === 'object' && x !== null && (x as SchemaNode).kind === 'schema';

/** Every string field of a schema, with where it sits in a body and its maximum length. */
function stringFields(schema: unknown): StringField[] {
  const found = new Map<string, StringField>();
  const walk = (node: SchemaNode, path: Step[], after: SchemaNode[]): void => {
    if (node.pipe) {
      node.pipe.forEach((item, i) => {
        if (item.kind === 'schema') walk(item, path, [...node.pipe!.slice(i + 1), ...after]);
      });
      return;
    }
    if (node.type === 'string') {
      const limits = after.filter((a) => a.type === 'max_length');
      expect(limits.length, `${pathText(path)}: a string without a maxLength`).toBeGreaterThan(0);
      const tightest = limits.reduce((a, b) =>
        (a.requirement as number) <= (b.requirement as number) ? a : b,
      );
      const key = pathText(path);
      if (!found.has(key)) {
        found.set(key, { path, max: tightest.requirement as number, tooLongMessage: tightest.message });
      }
      return;
    }
    if (node.wrapped) walk(node.wrapped, path, after);
    for (const [key, entry] of Object.entries(node.entries ?? {})) walk(entry, [...path, key], []);
    if (node.item) walk(node.item, [...path, 0], []);
    for (const option of node.options ?? []) if (isNode(option)) walk(option, path, []);
    if (node.type === 'record' && isNode(node.key)) walk(node.key, [...path, RECORD_KEY], []);
    if (node.type === 'record' && node.value) walk(node.value, [...path, RECORD_VALUE], []);
  };
  walk(schema as SchemaNode, [], []);
  return [...found.values()];
}

const pathText = (path: Step[]) =>
  path
    .map((s) => (s === RECORD_KEY ? '{key}' : s === RECORD_VALUE ? '{value}' : s === 0 ? '[0]' : `.${s}`))
    .join('');

/** A copy of `body` with `value` at `path` (a record's key: a new property named `value`). */
function withValue(body: unknown, path: Step[], value: string): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  path.forEach((step, i) => {
    const last = i === path.length - 1;
    if (step === RECORD_KEY) target[value] = 'valor';
    else if (step === RECORD_VALUE) target.chave = value;
    else if (last) target[step] = value;
    else {
      if (target[step] === null || typeof target[step] !== 'object') {
        target[step] = typeof path[i + 1] === 'number' ? [] : {};
      }
      target = target[step] as Record<string | number, unknown>;
    }
  });
  return copy;
}

// --- What may come back --------------------------------------------------------------------

/** Every pt-BR text the API answers a refused field with. */
const TEXTS = new Set<unknown>(
  [validationTexts, checkinTexts, errorTexts, notificationTexts, assessmentTexts, goalTexts].flatMap(
    (texts) => Object.values(texts).filter((t) => typeof t === 'string'),
  ),
);
// Every other module of shared/texts (Meu Diário, trigger tags…), so a new feature's texts count.
for (const module of Object.values(
  import.meta.glob<Record<string, unknown>>('../../../shared/texts/*.ts', { eager: true }),
)) {
  for (const texts of Object.values(module)) {
    if (typeof texts !== 'object' || texts === null) continue;
    for (const text of Object.values(texts)) if (typeof text === 'string') TEXTS.add(text);
  }
}
const ENGLISH = /\b(Invalid|Expected|Received|expected|received|type)\b/;
const CONTROL = validationTexts.textHasControlCharacters;

function expectPtBr(message: unknown, where: string): void {
  expect(typeof message, where).toBe('string');
  expect(String(message), where).not.toMatch(ENGLISH);
  expect(TEXTS.has(message), `${where}: '${String(message)}' is not a text of shared/texts`).toBe(true);
}

/** The bad values every string field is sent with. */
const BAD_VALUES = (field: StringField) =>
  [
    ['a NUL', 'texto\u0000aqui', CONTROL],
    ['a BEL control character', 'texto\u0007aqui', CONTROL],
    ['a lone surrogate', 'texto\ud800aqui', CONTROL],
    ['10× its maximum length', 'a'.repeat(field.max * 10), field.tooLongMessage],
  ] as const;

// --- The routes ----------------------------------------------------------------------------

let server: TestServer;
let callers: Callers;
let memberClient: TestClient;
let psychologistId: string;

interface Sample {
  /** The route as the router declares it. */
  route: string;
  /** The schemas the handler parses the body with (their string fields are the ones tried). */
  schemas: unknown[];
  body: () => Record<string, unknown>;
  path?: () => string;
  /** Whose session sends it (defaults to the route's declared access). */
  caller?: Caller;
  /** For a sync push: the record schema whose fields are tried inside `records[0]`. */
  records?: unknown;
}

const uuid = () => randomUUID();
const now = () => new Date().toISOString();

const SAMPLES: Sample[] = [
  // Paid sessions (issue 15): validated before the psychologist is looked up.
  {
    route: 'PUT /api/payments/settings',
    schemas: [paymentSettingsSchema],
    body: () => ({ sessionPriceCents: 15000, pixKeyType: 'email', pixKey: 'psi@exemplo.com.br' }),
  },
  {
    route: 'POST /api/payments',
    schemas: [createPaymentSchema],
    body: () => ({ psychologistId: randomUUID(), mode: 'real' }),
  },
  // The contact form (issue 15): public, validated before anything is stored.
  {
    route: 'POST /api/contact',
    schemas: [contactSchema],
    body: () => ({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      subject: 'question',
      message: 'Uma dúvida sobre o app, por favor.',
    }),
  },
  // The copiloto's relay (issue 14): checked before the model's configuration, so a refusal is 400.
  {
    route: 'POST /api/copilot/reply',
    schemas: [copilotReplySchema],
    body: () => ({ optIn: true, messages: [{ role: 'user', text: 'Como lidar com a vontade?' }] }),
  },
  // The forum (issue 12): checked before the post is looked up, so any id in the path will do.
  {
    route: 'POST /api/community/threads',
    schemas: [newThreadSchema],
    body: () => ({ id: uuid(), category: 'familia', title: 'Um título', text: 'Um texto' }),
  },
  {
    route: 'POST /api/community/threads/:threadId/posts',
    schemas: [replySchema],
    path: () => communityApi.forumReplies(uuid()),
    body: () => ({ id: uuid(), text: 'Uma resposta' }),
  },
  {
    route: 'POST /api/community/chat/rooms/:room/messages',
    schemas: [chatMessageSchema],
    path: () => communityApi.chatMessages('geral'),
    body: () => ({ id: uuid(), text: 'Uma mensagem no chat' }),
  },
  {
    route: 'PATCH /api/community/posts/:postId',
    schemas: [editPostSchema],
    path: () => communityApi.forumPost(uuid()),
    body: () => ({ text: 'Um texto corrigido' }),
  },
  {
    route: 'POST /api/community/posts/:postId/reports',
    schemas: [reportSchema],
    path: () => communityApi.forumReports(uuid()),
    body: () => ({ reason: 'Parece golpe' }),
  },
  {
    route: 'POST /api/auth/register',
    schemas: [quickRegisterSchema],
    body: () => ({
      email: 'nova.pessoa@exemplo.com',
      name: 'Ana Maria',
      password: PASSWORD,
      acceptedTerms: true,
      timezone: 'America/Sao_Paulo',
    }),
  },
  {
    route: 'POST /api/auth/register',
    schemas: [psychologistRegisterSchema],
    body: () => ({ ...psychologistAccount(), timezone: 'America/Sao_Paulo' }),
  },
  {
    route: 'POST /api/auth/login',
    schemas: [loginSchema],
    body: () => ({ email: 'ana@exemplo.com', password: PASSWORD }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    schemas: [forgotPasswordSchema],
    body: () => ({ email: 'ana@exemplo.com' }),
  },
  {
    route: 'POST /api/auth/reset-password',
    schemas: [resetPasswordSchema],
    body: () => ({ token: 'A'.repeat(43), password: 'nova-senha1!' }),
  },
  {
    route: 'POST /api/analytics/events',
    schemas: [analyticsEventSchema],
    body: () => ({ name: 'login', label: 'rótulo', properties: { origem: 'teste', n: 1 } }),
  },
  {
    route: 'POST /api/analytics/events/batch',
    schemas: [analyticsBatchSchema],
    body: () => ({
      events: [
        { id: uuid(), name: 'login', occurredAt: now(), label: 'rótulo', properties: { origem: 'x' } },
      ],
    }),
  },
  {
    route: 'POST /api/pwa-access',
    schemas: [pwaAccessSchema],
    body: () => ({
      id: uuid(),
      userId: null,
      userAgent: 'Mozilla/5.0',
      platform: 'Android',
      accessType: 'pwa_launch',
      referrer: 'https://exemplo.com/',
    }),
  },
  {
    route: 'PATCH /api/pwa-access/update-user',
    schemas: [pwaUpdateUserSchema],
    body: () => ({ accessId: uuid(), userId: null, sessionStartTime: Date.now() }),
  },
  {
    route: 'POST /api/pwa-access/end-session',
    schemas: [pwaSessionEndSchema],
    body: () => ({ accessId: uuid(), userId: null, sessionDuration: 60, accessType: 'pwa_launch' }),
  },
  {
    route: 'POST /api/pwa/install',
    schemas: [pwaInstallSchema],
    body: () => ({
      userId: null,
      userAgent: 'Mozilla/5.0',
      platform: 'Android',
      installType: 'add_to_homescreen',
    }),
  },
  {
    route: 'POST /api/assessment',
    schemas: [assessmentSchema],
    body: () => ({ id: uuid(), daysPerWeek: 2, weeklySpending: 50, pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 0] }),
  },
  {
    route: 'PUT /api/goals',
    schemas: [goalSchema, goalClientIdSchema],
    body: () => ({ id: uuid(), type: 'reduction', targetDaysPerWeek: 1, targetWeeklySpending: 20 }),
  },
  {
    route: 'POST /api/checkins',
    schemas: [checkinSchema],
    body: () =>
      checkin({
        notes: 'uma nota',
        recordedAt: now(),
        deviceId: 'aparelho-1',
        tags: ['tedio', 'Meu gatilho'],
      }),
  },
  {
    route: 'POST /api/sync/push',
    schemas: [syncPushSchema],
    records: checkinSchema,
    body: () => ({
      deviceId: 'aparelho-1',
      records: [
        {
          type: 'checkin',
          ...checkin({
            notes: 'uma nota',
            recordedAt: now(),
            deviceId: 'aparelho-1',
            tags: ['tedio', 'Meu gatilho'],
          }),
        },
      ],
    }),
  },
  {
    // A diary entry (issue 10): every string of the journal record inside a push.
    route: 'POST /api/sync/push',
    schemas: [syncPushSchema],
    records: journalRecordSchema,
    body: () => ({
      deviceId: 'aparelho-1',
      records: [
        {
          type: 'journal',
          id: uuid(),
          userId: callers.accounts.get('member')!.user.id,
          baseVersion: 0,
          date: today(),
          title: 'Um título',
          text: 'Uma página do diário,\ncom duas linhas.',
          mood: 3,
          tags: ['tedio', 'Meu gatilho'],
          recordedAt: now(),
        },
      ],
    }),
  },
  {
    route: 'PATCH /api/profile',
    schemas: [profileUpdateSchema],
    body: () => ({ name: 'Ana Maria', timezone: 'America/Sao_Paulo' }),
  },
  {
    route: 'POST /api/profile/delete',
    schemas: [deleteAccountSchema],
    body: () => ({ password: PASSWORD }),
  },
  {
    route: 'POST /api/notifications/subscribe',
    schemas: [subscribeSchema],
    body: () => ({
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
      userId: uuid(),
    }),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    schemas: [unsubscribeSchema],
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' }),
  },
  {
    route: 'PUT /api/notifications/reminder',
    schemas: [reminderSettingsSchema],
    body: () => ({ enabled: true, time: '20:00' }),
  },
  {
    route: 'PUT /api/therapist-profile',
    schemas: [therapistProfileSchema],
    body: () => ({
      displayName: 'Beatriz Souza',
      bio: 'Atendo pessoas com dependência de apostas.\nTCC.',
      approaches: ['tcc'],
      online: true,
      inPerson: true,
      city: 'São Paulo',
      uf: 'SP',
      languages: ['pt'],
      priceFrom: 100,
      priceTo: 200,
      contactPreference: 'email',
    }),
  },
  {
    route: 'POST /api/therapists/:id/contact',
    schemas: [contactRequestSchema],
    path: () => api.therapistContact(psychologistId),
    body: () => ({ message: 'Olá, gostaria de conversar.' }),
  },
  {
    route: 'POST /api/sharing/accept',
    schemas: [acceptInviteSchema],
    body: () => ({ code: 'ABCD-2345', scopes: ['progress'] }),
  },
  {
    route: 'POST /api/admin/medal-emails',
    schemas: [periodSchema({ required: true })],
    body: () => ({ from: '2026-01-01', to: '2026-01-31' }),
  },
  {
    route: 'POST /api/admin/notifications',
    schemas: [adminNotificationSchema],
    body: () => ({ title: 'Olá', body: 'Uma mensagem\nem duas linhas', url: '/dashboard', segment: 'all' }),
  },
  {
    route: 'POST /api/admin/notifications/test',
    schemas: [testNotificationSchema],
    body: () => ({ title: 'Olá', body: 'Uma mensagem' }),
  },
  // Expert webinars (issue 13): validated before the webinar is looked up.
  ...['POST /api/admin/webinars', 'PUT /api/admin/webinars/:id'].map((route) => ({
    route,
    schemas: [webinarInputSchema],
    path: route.startsWith('PUT') ? () => api.adminWebinar(uuid()) : undefined,
    body: () => ({
      title: 'Ansiedade e apostas',
      speakerName: 'Dra. Helena Prado',
      speakerCredential: 'CRP 06/123456',
      startDate: '2099-05-20',
      startTime: '19:30',
      durationMinutes: 60,
      description: 'Uma conversa sobre ansiedade,\nvontade e recaídas.',
      liveUrl: 'https://meet.exemplo.com.br/sala',
      recordingUrl: 'https://video.exemplo.com.br/gravacao',
    }),
  })),
];

/** Mutating routes that take no body, or a body without any string. */
const BODYLESS = new Set([
  'POST /api/auth/logout',
  'PATCH /api/users/:id/last-access',
  'POST /api/award-missing-medals/:userId',
  'POST /api/award-wind-medal/:userId',
  'POST /api/sharing/invites',
  'DELETE /api/sharing/:psychologistId',
  'POST /api/community/me/pseudonym',
  'DELETE /api/community/posts/:postId',
  'PUT /api/community/posts/:postId/apoio',
  'DELETE /api/community/posts/:postId/apoio',
  'POST /api/admin/moderation/posts/:postId/hide',
  'POST /api/admin/moderation/posts/:postId/restore',
  'POST /api/webinars/:id/registration',
  'DELETE /api/webinars/:id/registration',
  'POST /api/admin/webinars/:id/cancel',
  'POST /api/payments/:id/confirm',
  'POST /api/payments/:id/simulate',
]);
/**
 * Server-to-server routes whose body is read only once its signature verifies: an unsigned body
 * is a 401 whatever it holds. Their string fields are tried with a valid signature in their own
 * suite (tests/server/payments.test.ts, the webhook's bad strings).
 */
const SIGNED = new Set(['POST /api/payments/webhook']);
/** Mutating routes whose body has no string field (`{ status: 'handled' }` is a literal). */
const NO_STRINGS = new Set([
  'PATCH /api/psychologist/contact-requests/:id',
  'PUT /api/community/me/badge',
  'POST /api/admin/moderation/posts/:postId/suspend-author',
]);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function callerFor(access: RouteAccess | undefined): Caller {
  switch (access) {
    case 'public':
      return 'anonymous';
    case 'psychologist':
      return 'psychologist';
    case 'admin':
      return 'admin';
    default:
      return 'member';
  }
}

// --- "Nothing stored" --------------------------------------------------------------------

/** Tables that change on any request (sessions, rate-limit windows) or never hold input. */
const UNWATCHED = /^(sessions|rate_limit.*|mikro_orm_migrations|sqlite_.*)$/;

async function tableNames(): Promise<string[]> {
  const conn = server.em().getConnection();
  const sql = server.config.databaseUrl.startsWith('postgres')
    ? "select tablename as name from pg_tables where schemaname = 'public'"
    : "select name from sqlite_master where type = 'table'";
  const rows = (await conn.execute(sql)) as { name: string }[];
  return rows.map((r) => r.name).filter((name) => !UNWATCHED.test(name));
}

let tables: string[];

/** Every row of every watched table, in a stable order. */
async function snapshot(): Promise<Record<string, string[]>> {
  const conn = server.em().getConnection();
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await conn.execute(`select * from ${table}`)) as Record<string, unknown>[];
    out[table] = rows
      .map((r) => JSON.stringify(r, (_k, value) => (typeof value === 'bigint' ? String(value) : value)))
      .sort();
  }
  return out;
}

// --- Set-up ------------------------------------------------------------------------------

beforeAll(async () => {
  server = await startTestServer();
  callers = await setUpCallers(server);
  memberClient = await callers.client('member');
  psychologistId = callers.accounts.get('psychologist')!.user.id;
  tables = await tableNames();
  expect(tables).toEqual(expect.arrayContaining(['users', 'checkins', 'analytics_events', 'pwa_accesses']));
}, 60_000);
afterAll(() => server?.close());

describe('every string field of every mutating route', () => {
  it('the sample table covers every mutating route of the router table', () => {
    const sampled = new Set(SAMPLES.map((s) => s.route));
    const mutating = server.app.routes
      .filter((r) => MUTATING.has(r.method))
      .map((r) => `${r.method} ${r.path}`);
    const missing = mutating.filter(
      (r) => !sampled.has(r) && !BODYLESS.has(r) && !NO_STRINGS.has(r) && !SIGNED.has(r),
    );
    expect(missing, 'add a sample body (or list the route as bodyless)').toEqual([]);
    const gone = [...sampled, ...BODYLESS, ...NO_STRINGS, ...SIGNED].filter((r) => !mutating.includes(r));
    expect(gone, 'routes listed here that the app no longer serves').toEqual([]);
  });

  it.each(SAMPLES.map((s, i) => [s.route, i] as const))('%s (sample %#)', async (route, i) => {
    const sample = SAMPLES[i]!;
    const [method, declared] = route.split(' ') as [string, string];
    const entry = server.app.routes.find((r) => r.method === method && r.path === declared);
    expect(entry, `${route} is not served`).toBeDefined();
    const client = await callers.client(sample.caller ?? callerFor(entry!.access));
    const path = sample.path?.() ?? declared;
    // The starting point is valid, so a refusal is the field's.
    for (const schema of sample.schemas) {
      const valid = validate(schema as v.GenericSchema, sample.body());
      expect(valid.ok, `${route}: the sample body is invalid: ${JSON.stringify(valid)}`).toBe(true);
    }

    const fields = sample.schemas.flatMap(stringFields);
    expect(fields.length, `${route}: no string field found`).toBeGreaterThan(0);
    for (const field of fields) {
      const before = await snapshot();
      for (const [what, value, message] of BAD_VALUES(field)) {
        const where = `${route} ${pathText(field.path)} with ${what}`;
        const res = await client.request(method, path, { json: withValue(sample.body(), field.path, value) });
        expect(res.status, `${where}: ${res.text}`).toBe(400);
        expectPtBr(res.body?.message, where);
        for (const issue of res.body?.details ?? []) expectPtBr(issue.message, `${where} (${issue.field})`);
        // The field's own text: the control-character text, or its "too long" text.
        if (res.body.code === 'validation-failed') expect(res.body.message, where).toBe(message);
      }
      expect(await snapshot(), `${route} ${pathText(field.path)}: something was stored`).toEqual(before);
    }

    if (sample.records) {
      // Inside a push, a bad field refuses its record only: 200, `rejected` with a pt-BR text.
      for (const field of stringFields(sample.records)) {
        const before = await snapshot();
        for (const [what, value, message] of BAD_VALUES(field)) {
          const where = `${route} records[0]${pathText(field.path)} with ${what}`;
          const res = await client.request(method, path, {
            json: withValue(sample.body(), ['records', 0, ...field.path], value),
          });
          expect(res.status, `${where}: ${res.text}`).toBe(200);
          const [result] = res.body.results;
          expect(result.status, where).toBe('rejected');
          expect(result.code, where).toBe('validation-failed');
          expect(result.message, where).toBe(message);
          expectPtBr(result.message, where);
        }
        expect(await snapshot(), `${route} records[0]${pathText(field.path)}: something was stored`).toEqual(
          before,
        );
      }
    }
  });
});

describe('sync push on both databases', () => {
  it('a batch of 3 with one NUL note: the two others stored and pulled, the bad one rejected in pt-BR', async () => {
    const first = checkin({ notes: 'primeira' });
    const bad = checkin({ notes: 'nota com \u0000 no meio' });
    const third = checkin({ notes: 'terceira\ncom quebra de linha' });
    const results = await push(memberClient, [first, bad, third]);
    expect(results).toEqual([
      { id: first.id, status: 'stored' },
      { id: bad.id, status: 'rejected', code: 'validation-failed', message: CONTROL },
      { id: third.id, status: 'stored' },
    ]);
    const pull = await memberClient.get(api.syncPull(0));
    expect(pull.status).toBe(200);
    const pulled = new Map(pull.body.records.map((r: { id: string; notes: string }) => [r.id, r.notes]));
    expect(pulled.get(String(first.id))).toBe('primeira');
    expect(pulled.get(String(third.id))).toBe('terceira\ncom quebra de linha');
    expect(pulled.has(String(bad.id))).toBe(false);
  });

  it('a lone surrogate or a control character in a note is rejected alone; emoji are stored as sent', async () => {
    const emoji = checkin({ notes: 'força 💪🏽 hoje' });
    const surrogate = checkin({ notes: 'quebrado \udc00' });
    const terminal = checkin({ notes: '\u001b[2J' });
    const results = await push(memberClient, [emoji, surrogate, terminal]);
    expect(results.map((r) => r.status)).toEqual(['stored', 'rejected', 'rejected']);
    const pull = await memberClient.get(api.syncPull(0));
    const stored = pull.body.records.find((r: { id: string }) => r.id === emoji.id);
    expect(stored.notes).toBe('força 💪🏽 hoje');
  });

  /**
   * The exception path of checkin-group-write.ts (submitCheckinWrite): a record the schema let through but the
   * database refuses for its content (here an amount that is not a number; on PostgreSQL also a
   * NUL, as an unknown rule would) fails alone; its neighbours are stored.
   */
  it('a record the database refuses for its content is rejected alone, the rest stored', async () => {
    const member = callers.accounts.get('member')!;
    const account: Account = {
      id: member.user.id,
      userType: member.user.userType,
      timezone: member.user.timezone,
      createdAt: new Date(member.user.createdAt),
    };
    const at = new Date();
    const records = [checkin(), checkin(), checkin(), checkin(), checkin()];
    const prepared = records.map((r) => prepareRecord({ type: 'checkin', ...r }, account, 'aparelho-1', at));
    const poison = (i: number, change: Record<string, unknown>) => {
      const p = prepared[i]!;
      if (p.status !== 'ready') throw new Error('expected a ready record');
      Object.assign(p.record, change);
    };
    poison(1, { amountSpentCents: Number.NaN });
    if (server.config.databaseUrl.startsWith('postgres')) poison(3, { notes: 'nul \u0000 aqui' });
    const write: CheckinWrite = { account, prepared, now: at };
    const outcome = await storeCheckinWrite(server.orm.em, write);
    const expected = ['stored', 'rejected', 'stored', 'stored', 'stored'];
    if (server.config.databaseUrl.startsWith('postgres')) expected[3] = 'rejected';
    expect(outcome.results.map((r) => r.status)).toEqual(expected);
    expect(outcome.results[1]).toEqual({
      id: records[1]!.id,
      status: 'rejected',
      code: 'record-unstorable',
      message: errorTexts['record-unstorable'],
    });
    const pull = await memberClient.get(api.syncPull(0));
    const ids = new Set(pull.body.records.map((r: { id: string }) => r.id));
    for (const [i, status] of expected.entries()) {
      expect(ids.has(String(records[i]!.id)), `record ${i}`).toBe(status === 'stored');
    }
  });

  it('tells record-specific database errors from transient ones', () => {
    expect(
      isRecordDataError({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }),
    ).toBe(true);
    expect(isRecordDataError({ code: '22P05', message: 'untranslatable character' })).toBe(true);
    expect(isRecordDataError({ code: '23502' })).toBe(true);
    expect(
      isRecordDataError({ code: 'SQLITE_CONSTRAINT', message: 'NOT NULL constraint failed: checkins.mood' }),
    ).toBe(true);
    for (const code of ['40001', '40P01', '08006', '57P01', '53300', '23503', 'SQLITE_BUSY', 'ECONNRESET']) {
      expect(isRecordDataError({ code, message: 'x' }), code).toBe(false);
    }
    expect(isRecordDataError({ code: 'SQLITE_CONSTRAINT', message: 'FOREIGN KEY constraint failed' })).toBe(
      false,
    );
    expect(isRecordDataError(new Error('boom'))).toBe(false);
  });
});

describe('impossible dates and instants', () => {
  it.each(['2021-02-31', '2023-02-29', '2022-04-31'])('a check-in on %s is a 400', async (date) => {
    const body = checkin({ date });
    const res = await memberClient.post(api.checkins, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(checkinTexts.dateOutOfRange);
    const [result] = await push(memberClient, [checkin({ date })]);
    expect(result).toMatchObject({ status: 'rejected', message: checkinTexts.dateOutOfRange });
  });

  it.each(['2021-02-31T10:00:00Z', '2021-01-01T00:00:00+03', '2021-01-01T00:00:00 +03:00'])(
    'recordedAt %s is a 400, not a 500 and not another day',
    async (recordedAt) => {
      const res = await memberClient.post(api.checkins, checkin({ recordedAt }));
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(validationTexts.invalidData);
      const batch = await server.client().post(api.analyticsEventsBatch, {
        events: [{ id: uuid(), name: 'login', occurredAt: recordedAt }],
      });
      expect(batch.status, batch.text).toBe(400);
    },
  );

  it('an admin period from an impossible day is a 400', async () => {
    const admin = await callers.client('admin');
    const res = await admin.post(api.adminMedalEmails(), { from: '2023-02-29', to: '2023-03-31' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(validationTexts.periodDateInvalid);
    const read = await admin.get(api.adminAnalytics('2021-02-31', '2021-03-31'));
    expect(read.status, read.text).toBe(400);
  });
});

describe('names made of nothing visible', () => {
  const INVISIBLE_NAMES = [
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['zero-width joiners and a BOM', '\u200c\u200d\ufeff'],
    ['bidi marks', '\u200e\u200f\u200e'],
    ['bidi overrides', '\u202e\u202d'],
    ['combining marks alone', '\u0301\u0308\u0301'],
    ['soft hyphens and word joiners', '\u00ad\u2060\u00ad'],
  ] as const;

  it.each(INVISIBLE_NAMES)('%s: refused on sign-up, profile and display name', async (_what, name) => {
    const before = await snapshot();
    const register = await server.client().post(api.authRegister, {
      email: `invisivel.${randomUUID().slice(0, 8)}@exemplo.com`,
      name,
      password: PASSWORD,
      acceptedTerms: true,
    });
    expect(register.status, register.text).toBe(400);
    expect([validationTexts.nameTooShort, CONTROL]).toContain(register.body.message);
    const psychologist = await server.client().post(api.authRegister, psychologistAccount({ name }));
    expect(psychologist.status, psychologist.text).toBe(400);
    expect([validationTexts.nameTooShort, CONTROL]).toContain(psychologist.body.message);
    const profile = await memberClient.patch(api.profile, { name, timezone: 'America/Sao_Paulo' });
    expect(profile.status, profile.text).toBe(400);
    expect([validationTexts.nameTooShort, CONTROL]).toContain(profile.body.message);
    const therapist = await (await callers.client('psychologist')).put(api.therapistProfile, {
      ...SAMPLES.find((s) => s.route === 'PUT /api/therapist-profile')!.body(),
      displayName: name,
    });
    expect(therapist.status, therapist.text).toBe(400);
    expect([validationTexts.displayNameTooShort, CONTROL]).toContain(therapist.body.message);
    expect(await snapshot()).toEqual(before);
  });

  it('a bidi override inside an otherwise real name is refused (spoofing)', async () => {
    const res = await memberClient.patch(api.profile, {
      name: 'Ana \u202eairaM',
      timezone: 'America/Sao_Paulo',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTROL);
  });
});

describe('POST /api/assessment answers pt-BR', () => {
  it.each([
    ['a bad id', { id: 'não-é-uuid' }, 'id', validationTexts.invalidData],
    ['an id that is a number', { id: 7 }, 'id', validationTexts.invalidData],
    [
      'a PGSI answer out of range',
      { pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 4] },
      'pgsi.8',
      assessmentTexts.pgsiInvalid,
    ],
    [
      'a PGSI answer that is text',
      { pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 'três'] },
      'pgsi.8',
      assessmentTexts.pgsiInvalid,
    ],
  ])('%s', async (_what, change, field, message) => {
    const res = await memberClient.post(api.assessment, { daysPerWeek: 2, weeklySpending: 50, ...change });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({
      code: 'validation-failed',
      message,
      details: [{ field, message }],
    });
  });
});

it('the guards agree: a note is multi-line, a name is not', () => {
  expect(isStorableMultilineText('a\nb\tc')).toBe(true);
  expect(isStorableText('a\nb')).toBe(false);
  expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
