import { DEFAULT_TIMEZONE, TERMS_VERSION } from '../../../../shared/constants';
import { DAY_MS } from '../../../../shared/domain/zoned';
import { literal, pick, type SeedDialect } from './dialect';
import type { PushKeys } from './push-keys';

/**
 * The rows of `demo:seed-scale`, as INSERT … SELECT statements over a range of member numbers
 * `n`. Everything about member n is a function of n (no randomness), so a run is repeatable and
 * the statements never leave the database. The shapes, per member:
 *
 * - account created 1–364 days ago (every tenth member: 366 days ago), at 09:00–18:59 local time;
 * - one assessment five minutes later (the journey start), a reduction goal, and for even n a
 *   cessation goal the next day;
 * - every tenth member checks in daily for a year (365 days back from yesterday), the others on up
 *   to their last 14 days (never before the day after sign-up); no check-in one day in thirteen;
 *   a relapse one day in forty-one, with an amount, a low mood, a note and a trigger tag;
 * - 0–5 app opens and 0–3 analytics events over the last 30 days, an install for one in seven;
 * - a daily reminder (spread over 08:00–22:59, or all at --reminder-time), due as a save would leave it, and one push
 *   subscription at <endpoint>/<n> with keys from the pool;
 * - the progress snapshot and the medals those check-ins earn (progressSql, medal statements).
 */
export interface SeedPlan {
  d: SeedDialect;
  /** The members' local today and the instant its day starts (America/Sao_Paulo). */
  today: string;
  todayStartMs: number;
  nowMs: number;
}

export const SCALE_EMAIL_DOMAIN = 'escala.virada.test';
/** Check-in versions: 400 − daysBack, unique per member and under the snapshot's sync_version. */
export const CHECKIN_VERSION_BASE = 400;
export const YEARLY_DAYS = 365;
export const RECENT_MAX_DAYS = 14;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** UUID-shaped ids: a prefix per kind of row, the member number in the last group. */
export const idOf = (d: SeedDialect, prefix: string, n: string, k = '0') =>
  `'${prefix}-' || ${d.hex(k, 4)} || '-4000-8000-' || ${d.hex(n, 12)}`;
export const MEMBER_ID_PREFIX = '5ca1e000';
export const PSYCHOLOGIST_ID_PREFIX = '5ca1e007';
export const ADMIN_ID = '5ca1e008-0000-4000-8000-000000000001';

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
];
const NOTES = [
  'Dia puxado, mas não abri o app de apostas.',
  'Saí para caminhar quando deu vontade e passou.',
  'Conversei com minha família sobre as dívidas.',
];
const RELAPSE_NOTES = [
  'Apostei depois do jogo na TV. Amanhã recomeço.',
  'Recebi o salário e caí de novo. Vou pedir ajuda.',
];
/** PGSI answers (nine items, 0–3) and their scores. */
const PGSI = [
  { answers: [1, 1, 0, 1, 0, 1, 1, 0, 1], score: 6 },
  { answers: [2, 2, 1, 2, 1, 1, 2, 1, 1], score: 13 },
  { answers: [3, 2, 2, 3, 2, 2, 3, 2, 1], score: 20 },
  { answers: [0, 1, 0, 1, 0, 0, 1, 0, 0], score: 3 },
];

// Per-member expressions (n is the member number).
const yearly = (n: string) => `(${n} % 10 = 0)`;
const ageDays = (n: string) =>
  `(case when ${yearly(n)} then ${YEARLY_DAYS + 1} else 1 + (${n} * 7919) % 364 end)`;
/** Check-in days back from yesterday: 1..checkinDays. */
const checkinDays = (n: string) => {
  const recent = `${n} % ${RECENT_MAX_DAYS + 1}`;
  return `(case when ${yearly(n)} then ${YEARLY_DAYS} when ${recent} < ${ageDays(n)} - 1 then ${recent} else ${ageDays(n)} - 1 end)`;
};
const createdMs = (p: SeedPlan, n: string) =>
  `(${p.todayStartMs} - ${ageDays(n)} * ${DAY_MS} + ${9 * HOUR_MS} + (${n} % 600) * ${MINUTE_MS})`;
/** The journey start: the assessment, five minutes after sign-up. */
const journeyMs = (p: SeedPlan, n: string) => `(${createdMs(p, n)} + ${5 * MINUTE_MS})`;
const relapse = (n: string, k: string) => `((${n} * 3 + ${k} * 7) % 41 = 0)`;

export function usersSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  const name = `${pick('n', FIRST_NAMES)} || ' ' || ${pick('n / 16', LAST_NAMES)}`;
  return `insert into users (id, email, name, password_hash, user_type, timezone, terms_version,
      terms_accepted_at, created_at, last_access_at)
    select ${idOf(d, MEMBER_ID_PREFIX, 'n')}, 'membro' || n || '@${SCALE_EMAIL_DOMAIN}', ${name}, ?, 'client',
      ${literal(DEFAULT_TIMEZONE)}, ${literal(TERMS_VERSION)}, ${d.instant(createdMs(p, 'n'))},
      ${d.instant(createdMs(p, 'n'))}, ${d.instant(`${p.nowMs} - (n % 30) * ${DAY_MS} - (n % 720) * ${MINUTE_MS}`)}
    from ${d.numbers('s', from, to)}`;
}

export function assessmentsSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  const pgsi = pick(
    'n',
    PGSI.map((x) => JSON.stringify(x.answers)),
  );
  const score = `case n % ${PGSI.length} ${PGSI.map((x, i) => `when ${i} then ${x.score}`).join(' ')} end`;
  return `insert into assessments (id, user_id, completed_at, days_per_week, weekly_spending_cents, pgsi, pgsi_score)
    select ${idOf(d, '5ca1e001', 'n')}, ${idOf(d, MEMBER_ID_PREFIX, 'n')}, ${d.instant(journeyMs(p, 'n'))},
      1 + n % 7, 5000 + ((n * 31) % 50) * 1000, ${d.json(pgsi)}, ${score}
    from ${d.numbers('s', from, to)}`;
}

export function goalsSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  return `insert into goals (id, user_id, set_at, type, target_days_per_week, target_weekly_spending_cents)
    select ${idOf(d, '5ca1e002', 'n')}, ${idOf(d, MEMBER_ID_PREFIX, 'n')}, ${d.instant(`${journeyMs(p, 'n')} + ${5 * MINUTE_MS}`)},
      'reduction', 1, 10000
    from ${d.numbers('s', from, to)}
    union all
    select ${idOf(d, '5ca1e003', 'n')}, ${idOf(d, MEMBER_ID_PREFIX, 'n')}, ${d.instant(`${journeyMs(p, 'n')} + ${DAY_MS}`)},
      'cessation', null, null
    from ${d.numbers('s', from, to)} where n % 2 = 0 and ${ageDays('n')} >= 2`;
}

/** Check-ins of days 1..365 back; the day series is joined and cut at each member's count. */
export function checkinsSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  const k = 'k.n';
  const recordedMs = `(${p.todayStartMs} - ${k} * ${DAY_MS} + ${18 * HOUR_MS} + ((s.n + ${k}) % 50) * ${MINUTE_MS})`;
  const isRelapse = relapse('s.n', k);
  const notes = `case when ${isRelapse} then ${pick(`s.n + ${k}`, RELAPSE_NOTES)} when (s.n + ${k}) % 9 = 0 then ${pick(`s.n + ${k}`, NOTES)} else null end`;
  return `insert into checkins (user_id, id, device_id, date, recorded_at, received_at, had_relapse,
      amount_spent_cents, mood, notes, version, tags)
    select ${idOf(d, MEMBER_ID_PREFIX, 's.n')}, ${idOf(d, '5ca1e004', k)}, 'escala', ${d.daysBefore(p.today, k)},
      ${d.instant(recordedMs)}, ${d.instant(`${recordedMs} + ${MINUTE_MS}`)}, ${isRelapse},
      case when ${isRelapse} then 2000 + (((s.n + ${k}) * 37) % 30) * 1000 else 0 end,
      case when ${isRelapse} then 1 + (s.n + ${k}) % 2 else 2 + (s.n * 5 + ${k} * 3) % 4 end,
      ${notes}, ${CHECKIN_VERSION_BASE} - ${k},
      case when ${isRelapse} then '["futebol"]' else '[]' end
    from ${d.numbers('s', from, to)} ${d.each('k', checkinDays('s.n'), YEARLY_DAYS)}
    where (s.n + ${k}) % 13 <> 0`;
}

/**
 * The progress snapshot, by the rules of shared/domain/progress.ts applied in SQL to these rows:
 * every relapse is recorded at 18:xx local on its own day, so it restarts the streak at its
 * recorded instant (min(recordedAt, start of next day) = recordedAt), always after the journey
 * start and before now. Current streak = whole days from the latest restart (or the journey
 * start) to now; best = the longest of those runs; money saved = max(0, round(weekly × days
 * since start / 7) − spent on relapses), Math.round as floor((2·weekly·days + 7) / 14).
 * tests/server/cli-demo-seed-scale.test.ts checks every seeded member against computeProgress.
 */
export function progressSql(p: SeedPlan, fromId: string, toId: string): { sql: string; params: string[] } {
  const { d } = p;
  const t = d.millisOf('c.recorded_at');
  const j = d.millisOf('a.completed_at');
  const sql = `with rel as (
      select c.user_id, ${t} as t, c.amount_spent_cents as amount, ${j} as j,
        lag(${t}) over (partition by c.user_id order by c.recorded_at, c.id) as prev
      from checkins c join assessments a on a.user_id = c.user_id
      where c.user_id between ? and ? and a.user_id between ? and ? and c.had_relapse
    ), rel_sum as (
      select user_id, max(t) as last_t, sum(amount) as spent, max((t - coalesce(prev, j)) / ${DAY_MS}) as best_run
      from rel group by user_id
    ), versions as (
      select user_id, max(version) as v from checkins where user_id between ? and ? group by user_id
    ), figures as (
      select u.id as user_id, coalesce(v.v, 0) as v, ${j} as j, a.weekly_spending_cents as weekly,
        r.last_t, coalesce(r.spent, 0) as spent, coalesce(r.best_run, 0) as best_run
      from users u join assessments a on a.user_id = u.id
        left join rel_sum r on r.user_id = u.id left join versions v on v.user_id = u.id
      where u.id between ? and ?
    )
    insert into user_progress (user_id, sync_version, money_saved_cents, days_without_betting, current_streak,
      best_streak, updated_at)
    select user_id, v,
      ${d.greatest('0', `(2 * weekly * ((${p.nowMs} - j) / ${DAY_MS}) + 7) / 14 - spent`)},
      (${p.nowMs} - coalesce(last_t, j)) / ${DAY_MS},
      (${p.nowMs} - coalesce(last_t, j)) / ${DAY_MS},
      ${d.greatest(`(${p.nowMs} - coalesce(last_t, j)) / ${DAY_MS}`, 'best_run')},
      ${d.instant(String(p.nowMs))}
    from figures`;
  return { sql, params: [fromId, toId, fromId, toId, fromId, toId, fromId, toId] };
}

const STREAK_MEDALS = [1, 3, 7, 14, 30, 60, 90, 180, 365];
const SAVINGS_MEDALS = [50, 100, 500, 1000, 5000, 10000];
const CHECKIN_MEDALS = [1, 7, 30];
const thresholds = (rows: [string, number][]) =>
  rows
    .map(([key, value]) => `select ${literal(key)} as medal_key, ${value} as threshold`)
    .join(' union all ');

/** The medals those facts earn (streak, savings, check-in days, courage), dated now. */
export function medalsSql(p: SeedPlan): string[] {
  const now = p.d.instant(String(p.nowMs));
  const range = 'between ? and ?';
  return [
    `insert into medal_awards (user_id, medal_key, earned_at)
      select g.user_id, m.medal_key, ${now} from user_progress g join (${thresholds(STREAK_MEDALS.map((x) => [`streak-${x}`, x]))}) m
      on g.best_streak >= m.threshold where g.user_id ${range}`,
    `insert into medal_awards (user_id, medal_key, earned_at)
      select g.user_id, m.medal_key, ${now} from user_progress g join (${thresholds(SAVINGS_MEDALS.map((x) => [`savings-${x}`, x * 100]))}) m
      on g.money_saved_cents >= m.threshold where g.user_id ${range}`,
    `insert into medal_awards (user_id, medal_key, earned_at)
      select c.user_id, m.medal_key, ${now} from (select user_id, count(*) as days from checkins where user_id ${range} group by user_id) c
      join (${thresholds(CHECKIN_MEDALS.map((x) => [`checkins-${x}`, x]))}) m on c.days >= m.threshold`,
    `insert into medal_awards (user_id, medal_key, earned_at)
      select distinct user_id, 'courage', ${now} from checkins where user_id ${range} and had_relapse`,
  ];
}

/**
 * Reminders as a member's own save leaves them (reminders.ts): a time already passed today counts
 * today as done and is next due tomorrow, a later one is due today. The offset of the members'
 * zone is fixed over the seeded year (seed-scale.ts `assertFixedOffset`), so a local minute is
 * the day's start plus that many minutes.
 */
export function remindersSql(p: SeedPlan, from: number, to: number, reminderTime: string | null): string {
  const { d } = p;
  const minutes = reminderTime
    ? String(Number(reminderTime.slice(0, 2)) * 60 + Number(reminderTime.slice(3, 5)))
    : '(480 + (n * 37) % 900)';
  const dueToday = `(${p.todayStartMs} + ${minutes} * ${MINUTE_MS})`;
  const passed = `${dueToday} <= ${p.nowMs}`;
  return `insert into reminder_settings (user_id, enabled, time, last_sent_date, next_due_at, updated_at)
    select ${idOf(d, MEMBER_ID_PREFIX, 'n')}, ${d.true}, ${d.clock(minutes)},
      case when ${passed} then ${literal(p.today)} else null end,
      ${d.instant(`case when ${passed} then ${dueToday} + ${DAY_MS} else ${dueToday} end`)},
      ${d.instant(createdMs(p, 'n'))}
    from ${d.numbers('s', from, to)}`;
}

/** One subscription each at `<endpoint>/<n>` (the endpoint is the statement's only parameter). */
export function subscriptionsSql(p: SeedPlan, from: number, to: number, keys: PushKeys[]): string {
  const { d } = p;
  return `insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
    select ${idOf(d, MEMBER_ID_PREFIX, 'n')}, cast(? as text) || '/' || n, ${pick(
      'n',
      keys.map((k) => k.p256dh),
    )},
      ${pick(
        'n',
        keys.map((k) => k.auth),
      )}, ${d.instant(`${createdMs(p, 'n')} + ${10 * MINUTE_MS}`)}
    from ${d.numbers('s', from, to)}`;
}

const PLATFORMS = ['Android', 'iOS', 'Windows'];
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
];
const ACCESS_TYPES = ['pwa_launch', 'browser_visit', 'deep_link'];
const EVENT_NAMES = [
  'login',
  'checkin_completed',
  'game_started',
  'content_viewed',
  'wellness_chat_used',
  'goal_set',
];

/** App opens over the last 30 days: n % 6 of them, days 1–30 back, 07:00–21:59 local. */
export function accessesSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  const started = `(${p.todayStartMs} - (k.n * 6 + s.n % 6 - 5) * ${DAY_MS} + ${7 * HOUR_MS} + ((s.n * 13 + k.n * 7) % 900) * ${MINUTE_MS})`;
  const seconds = '(60 + (s.n * k.n) % 600)';
  return `insert into pwa_accesses (id, user_id, user_agent, platform, access_type, referrer, started_at, ended_at, session_duration)
    select ${idOf(d, '5ca1e006', 's.n', 'k.n')}, ${idOf(d, MEMBER_ID_PREFIX, 's.n')}, ${pick('s.n', USER_AGENTS)},
      ${pick('s.n', PLATFORMS)}, ${pick('s.n + k.n', ACCESS_TYPES)}, null, ${d.instant(started)},
      ${d.instant(`${started} + ${seconds} * 1000`)}, ${seconds}
    from ${d.numbers('s', from, to)} ${d.each('k', 's.n % 6', 5)}`;
}

/** Analytics events over the last 30 days: n % 4 of them, each received as it happened. */
export function eventsSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  const at = `(${p.todayStartMs} - (k.n * 7 + s.n % 7 - 6) * ${DAY_MS} + ${8 * HOUR_MS} + ((s.n * 11 + k.n) % 840) * ${MINUTE_MS})`;
  return `insert into analytics_events (id, user_id, name, label, properties, created_at, received_at)
    select ${idOf(d, '5ca1e005', 's.n', 'k.n')}, ${idOf(d, MEMBER_ID_PREFIX, 's.n')}, ${pick('s.n + k.n', EVENT_NAMES)},
      null, null, ${d.instant(at)}, ${d.instant(at)}
    from ${d.numbers('s', from, to)} ${d.each('k', 's.n % 4', 3)}`;
}

/** An install the day after sign-up for one member in seven. */
export function installsSql(p: SeedPlan, from: number, to: number): string {
  const { d } = p;
  return `insert into pwa_installs (id, user_id, user_agent, platform, install_type, created_at)
    select ${idOf(d, '5ca1e009', 'n')}, ${idOf(d, MEMBER_ID_PREFIX, 'n')}, ${pick('n', USER_AGENTS)}, ${pick('n', PLATFORMS)},
      'beforeinstallprompt', ${d.instant(`${createdMs(p, 'n')} + ${HOUR_MS}`)}
    from ${d.numbers('s', from, to)} where n % 7 = 0`;
}

/** The member id of number n, as the statements build it (for ranges and tests). */
export const memberId = (n: number) =>
  `${MEMBER_ID_PREFIX}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
