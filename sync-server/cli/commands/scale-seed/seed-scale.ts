import type { EntityManager } from '@mikro-orm/knex';
import { DEFAULT_TIMEZONE, TERMS_VERSION } from '../../../../shared/constants';
import { addDaysToLocalDate, DAY_MS, startOfLocalDayMs, todayIn } from '../../../../shared/domain/zoned';
import { type SqlDb, withConnection } from '../../../db/sql';
import { DEFAULT_ROLLUP_LAG_MS, rebuildAnalyticsRollup } from '../../../modules/admin/analytics-rollup';
import { hashPassword } from '../../../modules/auth/password';
import { literal, postgresDialect, type SeedDialect, SQLITE_NUMBERS_TABLE, sqliteDialect } from './dialect';
import {
  ADMIN_ID,
  accessesSql,
  assessmentsSql,
  checkinsSql,
  eventsSql,
  goalsSql,
  idOf,
  installsSql,
  MEMBER_ID_PREFIX,
  medalsSql,
  memberId,
  PSYCHOLOGIST_ID_PREFIX,
  progressSql,
  remindersSql,
  SCALE_EMAIL_DOMAIN,
  type SeedPlan,
  subscriptionsSql,
  usersSql,
  YEARLY_DAYS,
} from './plan';
import { pushKeyPool } from './push-keys';

/**
 * Every seeded account's password. One argon2id hash is computed once and stored for all of
 * them: hashing a million passwords would take hours and measure nothing the bench needs.
 */
export const SCALE_PASSWORD = 'Escala#2026';
export const SCALE_ADMIN_EMAIL = `admin@${SCALE_EMAIL_DOMAIN}`;
export const scaleMemberEmail = (n: number) => `membro${n}@${SCALE_EMAIL_DOMAIN}`;
export const scalePsychologistEmail = (p: number) => `psicologa${p}@${SCALE_EMAIL_DOMAIN}`;
/** Psychologists seeded, each with the same number of consenting clients at any scale. */
export const SCALE_PSYCHOLOGISTS = 5;
export const CLIENTS_PER_PSYCHOLOGIST = 20;
/** Where the bench finds what a database was seeded with (app_settings). */
export const SCALE_SEED_SETTING = 'scale_seed';
/** Members per batch of statements: each batch of check-ins is about two million rows. */
const BATCH = 50_000;
const KEY_POOL = 64;

export interface ScaleSeedOptions {
  members: number;
  /** Subscriptions go to `<pushEndpoint>/<n>`. */
  pushEndpoint: string;
  /** 'HH:mm' for every reminder, or null for times spread over 08:00–22:59. */
  reminderTime: string | null;
  now?: Date;
  /** Progress lines (the CLI prints them on stderr). */
  progress?: (line: string) => void;
}

export interface ScaleSeedSummary {
  members: number;
  /** Member numbers of this run (emails membro<n>@escala.virada.test). */
  firstMember: number;
  lastMember: number;
  /** Rows inserted, by table. */
  rows: Record<string, number>;
  /** Time spent on each table's statements. */
  secondsByTable: Record<string, number>;
  seconds: number;
  /** The total of seeded members in the database after this run. */
  totalMembers: number;
  /** The instant the progress snapshots were computed at. */
  seededAt: string;
  /** The admin analytics rollup's catch-up over everything seeded (included in `seconds`). */
  analyticsRollupSeconds: number;
}

/**
 * Fills the database with `members` members through set-based SQL (generate_series on
 * PostgreSQL, a recursive-CTE numbers table on SQLite), never the request path. PostgreSQL
 * commits each batch (a failed run leaves whole batches); SQLite runs everything in one
 * transaction. A second run adds members after the last seeded number.
 */
export async function seedScale(em: EntityManager, options: ScaleSeedOptions): Promise<ScaleSeedSummary> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const today = todayIn(DEFAULT_TIMEZONE, now);
  const todayStartMs = startOfLocalDayMs(today, DEFAULT_TIMEZONE);
  assertFixedOffset(today, todayStartMs);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const keys = pushKeyPool(KEY_POOL);
  const endpoint = options.pushEndpoint.replace(/\/+$/, '');
  const say = options.progress ?? (() => {});
  const rows: Record<string, number> = {};
  const seconds: Record<string, number> = {};
  let lap = Date.now();
  const count = (table: string, n: number) => {
    rows[table] = (rows[table] ?? 0) + n;
    const t = Date.now();
    seconds[table] = (seconds[table] ?? 0) + (t - lap) / 1000;
    lap = t;
  };

  const seeded = await withConnection(em, async (db) => {
    const d: SeedDialect = db.sqlite ? sqliteDialect : postgresDialect;
    const plan: SeedPlan = { d, today, todayStartMs, nowMs: now.getTime() };
    const before = await seededMembers(db);
    const first = before + 1;
    const last = before + options.members;
    if (db.sqlite) {
      await db.run('begin immediate', []);
      await db.run(
        `create temp table if not exists ${SQLITE_NUMBERS_TABLE.slice(5)} (n integer primary key)`,
        [],
      );
      await db.run(`delete from ${SQLITE_NUMBERS_TABLE}`, []);
      await db.run(
        `insert into ${SQLITE_NUMBERS_TABLE} (n) with recursive s(n) as (select 1 union all select n + 1 from s where n < ?) select n from s`,
        [Math.max(last, YEARLY_DAYS)],
      );
    }
    try {
      for (let from = first; from <= last; from += BATCH) {
        lap = Date.now();
        const to = Math.min(last, from + BATCH - 1);
        const range = [memberId(from), memberId(to)];
        count('users', await db.run(usersSql(plan, from, to), [passwordHash]));
        count('assessments', await db.run(assessmentsSql(plan, from, to), []));
        count('goals', await db.run(goalsSql(plan, from, to), []));
        count('checkins', await db.run(checkinsSql(plan, from, to), []));
        // The batch's rows are new to the planner: without fresh statistics it took the range for
        // a few rows and joined the batch's members to their relapses in a nested loop (quadratic).
        if (!db.sqlite) await db.run('analyze users, assessments, checkins', []);
        const progress = progressSql(plan, range[0]!, range[1]!);
        count('user_progress', await db.run(progress.sql, progress.params));
        if (!db.sqlite) await db.run('analyze user_progress', []);
        for (const sql of medalsSql(plan)) count('medal_awards', await db.run(sql, range));
        count('reminder_settings', await db.run(remindersSql(plan, from, to, options.reminderTime), []));
        count('push_subscriptions', await db.run(subscriptionsSql(plan, from, to, keys), [endpoint]));
        count('pwa_accesses', await db.run(accessesSql(plan, from, to), []));
        count('analytics_events', await db.run(eventsSql(plan, from, to), []));
        count('pwa_installs', await db.run(installsSql(plan, from, to), []));
        say(
          `demo:seed-scale: ${(to - first + 1).toLocaleString('pt-BR')} de ${options.members.toLocaleString('pt-BR')} membros (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
      await seedStaff(db, plan, passwordHash, first, last, count);
      await db.run(
        `insert into app_settings (key, value, created_at) values (?, ?, ${d.instant(String(plan.nowMs))})
         on conflict (key) do update set value = excluded.value, created_at = excluded.created_at`,
        [SCALE_SEED_SETTING, JSON.stringify({ members: last, seededAt: now.toISOString() })],
      );
      if (db.sqlite) await db.run('commit', []);
    } catch (err) {
      if (db.sqlite) await db.run('rollback', []).catch(() => undefined);
      throw err;
    }
    if (!db.sqlite) {
      // VACUUM too: a live database's autovacuum keeps the visibility map of its older pages, so
      // a range read comes from the index alone; freshly bulk-written pages have none until then,
      // and a bench on them would measure heap reads production does not make.
      say('demo:seed-scale: atualizando as estatísticas do PostgreSQL (VACUUM ANALYZE)…');
      await db.run('vacuum (analyze)', []);
    }
    return { first, last };
  });
  // The admin analytics are read from a rollup counted from what arrived since its watermark; the
  // seed wrote a year of past arrivals, so the rollup is counted again over everything, now
  // (a bench then measures the page's read, not a catch-up).
  say('demo:seed-scale: contando a atividade para as métricas da administração…');
  const rollupStarted = Date.now();
  await rebuildAnalyticsRollup(em, { lagMs: DEFAULT_ROLLUP_LAG_MS });
  const analyticsRollupSeconds = (Date.now() - rollupStarted) / 1000;
  say(`demo:seed-scale: atividade contada em ${analyticsRollupSeconds.toFixed(1)} s`);
  return {
    members: options.members,
    firstMember: seeded.first,
    lastMember: seeded.last,
    rows,
    secondsByTable: seconds,
    seconds: (Date.now() - started) / 1000,
    totalMembers: seeded.last,
    seededAt: now.toISOString(),
    analyticsRollupSeconds,
  };
}

/** Members this seed added before (their e-mails are numbered from 1). */
async function seededMembers(db: SqlDb): Promise<number> {
  const [row] = await db.rows<{ n: number | string }>('select count(*) as n from users where email like ?', [
    `membro%@${SCALE_EMAIL_DOMAIN}`,
  ]);
  return Number(row?.n ?? 0);
}

/** Member accounts in the database, seeded or not (the CLI refuses to add to them without --yes). */
export async function countMembers(em: EntityManager): Promise<number> {
  return withConnection(em, async (db) => {
    const [row] = await db.rows<{ n: number | string }>(
      `select count(*) as n from users where user_type = 'client'`,
      [],
    );
    return Number(row?.n ?? 0);
  });
}

/**
 * A staff account and approved psychologists (made once), each given progress and check-ins by
 * CLIENTS_PER_PSYCHOLOGIST members of this run, so the client list is the same size at any scale.
 */
async function seedStaff(
  db: SqlDb,
  plan: SeedPlan,
  passwordHash: string,
  first: number,
  last: number,
  count: (table: string, n: number) => void,
): Promise<void> {
  const { d } = plan;
  const at = d.instant(String(plan.nowMs - 400 * DAY_MS));
  const onConflict = `${d.sqlite ? 'where true ' : ''}on conflict do nothing`;
  const staff = (idExpr: string, email: string, name: string, type: string, from: string) =>
    `insert into users (id, email, name, password_hash, user_type, timezone, terms_version, terms_accepted_at, created_at, last_access_at)
     select ${idExpr}, ${email}, ${name}, cast(? as text), '${type}', ${literal(DEFAULT_TIMEZONE)}, ${literal(TERMS_VERSION)}, ${at}, ${at}, null from ${from} ${onConflict}`;
  const psychologists = d.numbers('s', 1, SCALE_PSYCHOLOGISTS);
  count(
    'users',
    await db.run(
      staff(
        `${literal(ADMIN_ID)}`,
        literal(SCALE_ADMIN_EMAIL),
        literal('Equipe Escala'),
        'admin',
        d.numbers('s', 1, 1),
      ),
      [passwordHash],
    ),
  );
  count(
    'users',
    await db.run(
      staff(
        idOf(d, PSYCHOLOGIST_ID_PREFIX, 'n'),
        `'psicologa' || n || '@${SCALE_EMAIL_DOMAIN}'`,
        `'Psicóloga Escala ' || n`,
        'psychologist',
        psychologists,
      ),
      [passwordHash],
    ),
  );
  count(
    'psychologist_profiles',
    await db.run(
      `insert into psychologist_profiles (user_id, crp, status, display_name, bio, approaches, online, in_person, city, uf,
         languages, contact_preference, created_at, updated_at, approved_at)
       select ${idOf(d, PSYCHOLOGIST_ID_PREFIX, 'n')}, '06/' || (90000 + n), 'approved', 'Psicóloga Escala ' || n,
         'Psicóloga clínica com foco em jogo problemático.', 'tcc', ${d.true}, ${d.sqlite ? '0' : 'false'},
         'São Paulo', 'SP', 'pt', 'email', ${at}, ${at}, ${at}
       from ${psychologists} ${onConflict}`,
      [],
    ),
  );
  // Only the first run gives clients, so a psychologist's list keeps its size when members are added.
  if (first !== 1) return;
  const falsy = d.sqlite ? '0' : 'false';
  count(
    'sharing_grants',
    await db.run(
      `insert into sharing_grants (member_id, psychologist_id, scope_progress, scope_checkins, scope_notes, scope_diary, granted_at, revoked_at)
       select ${idOf(d, MEMBER_ID_PREFIX, `${first - 1} + (p.n - 1) * ${CLIENTS_PER_PSYCHOLOGIST} + c.n`)},
         ${idOf(d, PSYCHOLOGIST_ID_PREFIX, 'p.n')}, ${d.true}, ${d.true}, ${falsy}, ${falsy}, ${d.instant(String(plan.nowMs - DAY_MS))}, null
       from ${d.numbers('p', 1, SCALE_PSYCHOLOGISTS)} join ${d.numbers('c', 1, CLIENTS_PER_PSYCHOLOGIST)}
         on ${first - 1} + (p.n - 1) * ${CLIENTS_PER_PSYCHOLOGIST} + c.n <= ${last} ${onConflict}`,
      [],
    ),
  );
}

/**
 * The statements place local days by adding whole days to today's start, which holds while the
 * zone keeps one offset over the seeded year (America/Sao_Paulo has had no daylight saving
 * since 2019). Refuse rather than write wrong dates if that ever changes.
 */
function assertFixedOffset(today: string, todayStartMs: number): void {
  const back = YEARLY_DAYS + 400;
  const then = startOfLocalDayMs(addDaysToLocalDate(today, -back), DEFAULT_TIMEZONE);
  if (todayStartMs - then !== back * DAY_MS)
    throw new Error(`${DEFAULT_TIMEZONE} changed its UTC offset within the seeded period`);
}
