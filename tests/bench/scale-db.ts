/**
 * The seeded PostgreSQL databases of the scale benches (issue 18): `virada_scale_<members>` on
 * BENCH_PG_URL, migrated and filled by `demo:seed-scale` once, then reused by every later run
 * (a 1,000,000-member seed takes a while; README, "1,000,000 members"). BENCH_SCALE_RESEED=1
 * makes a new one. Also: app instances on such a database and signed-in clients for its seeded
 * accounts (every one has the password SCALE_PASSWORD).
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { api } from '../../shared/api';
import { type App, createApp } from '../../sync-server/app';
import { DEFAULT_SCALE_PUSH_ENDPOINT } from '../../sync-server/cli/commands/demo-seed-scale';
import {
  SCALE_ADMIN_EMAIL,
  SCALE_PASSWORD,
  SCALE_SEED_SETTING,
  scaleMemberEmail,
  scalePsychologistEmail,
  seedScale,
} from '../../sync-server/cli/commands/scale-seed/seed-scale';
import { loadConfig } from '../../sync-server/config';
import { initORM } from '../../sync-server/db/orm';

/** Members of the scale benches unless BENCH_SCALE_MEMBERS says otherwise. */
export const DEFAULT_SCALE_MEMBERS = 10_000;
export const scaleMembers = (): number => {
  const n = Number(process.env.BENCH_SCALE_MEMBERS ?? DEFAULT_SCALE_MEMBERS);
  if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_SCALE_MEMBERS must be a positive integer`);
  return n;
};
const adminUrl = () => process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Bumped when the seed's shape changes, so older seeded databases are made again. */
const SEED_FORMAT = 1;

interface PgClient {
  connect(): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (o: { connectionString: string }) => PgClient;
};

async function connect(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

const urlOf = (name: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/** True when `url` holds exactly the seed of `members` members in this seed's format. */
async function holdsSeed(url: string, members: number): Promise<boolean> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ value: string }>('select value from app_settings where key = $1', [
      SCALE_SEED_SETTING,
    ]);
    const marker = rows[0] ? (JSON.parse(rows[0].value) as { members?: number; format?: number }) : null;
    if (marker?.members !== members || marker.format !== SEED_FORMAT) return false;
    const counted = await client.query<{ n: string }>(
      `select count(*) as n from users where user_type = 'client'`,
    );
    return Number(counted.rows[0]?.n) === members;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/**
 * The database `virada_scale_<members>`, migrated and seeded (reused when it already holds that
 * seed). Two benches asking at once wait for each other on an advisory lock.
 */
export async function scaleDatabase(options: {
  members: number;
}): Promise<{ url: string; members: number; reused: boolean }> {
  const { members } = options;
  const name = `virada_scale_${members}`;
  const url = urlOf(name);
  const admin = await connect(adminUrl());
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
    if (exists && process.env.BENCH_SCALE_RESEED !== '1' && (await holdsSeed(url, members))) {
      return { url, members, reused: true };
    }
    if (exists) {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.query(`drop database ${name}`);
    }
    await admin.query(`create database ${name}`);
    const started = Date.now();
    console.error(`[bench] seeding ${name} (${members.toLocaleString('en-US')} members)…`);
    const orm = await initORM(url);
    try {
      await seedScale(orm.em.fork(), {
        members,
        pushEndpoint: DEFAULT_SCALE_PUSH_ENDPOINT,
        reminderTime: null,
        progress: (line) => console.error(`[bench] ${line}`),
      });
      await orm.em
        .fork()
        .getConnection()
        .execute('update app_settings set value = ? where key = ?', [
          JSON.stringify({ members, format: SEED_FORMAT, seededAt: new Date().toISOString() }),
          SCALE_SEED_SETTING,
        ]);
    } finally {
      await orm.close();
    }
    console.error(`[bench] ${name} seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    return { url, members, reused: false };
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}

/** A signed-in client of an instance: its cookie on every request. */
export interface ScaleClient {
  userId: string;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
}

export interface ScaleApps {
  /** Base URLs of the instances, e.g. http://127.0.0.1:43123. */
  urls: string[];
  apps: App[];
  /** Signs in on instance `instance` (default 0). */
  signIn(email: string, instance?: number): Promise<ScaleClient>;
  member(n: number, instance?: number): Promise<ScaleClient>;
  psychologist(p?: number, instance?: number): Promise<ScaleClient>;
  admin(instance?: number): Promise<ScaleClient>;
  close(): Promise<void>;
}

/**
 * `instances` app instances (createApp, no background jobs: a bench starts the ones it measures)
 * on the database at `url`, each on its own port. `env` adds to the configuration.
 */
export async function startScaleApps(
  url: string,
  options: { instances?: number; env?: Record<string, string> } = {},
): Promise<ScaleApps> {
  const apps: App[] = [];
  const servers: Server[] = [];
  const urls: string[] = [];
  const origin = 'http://127.0.0.1';
  for (let i = 0; i < (options.instances ?? 1); i++) {
    const config = {
      ...loadConfig({
        DATABASE_URL: url,
        SESSION_KEYS: 'bench-scale',
        PUBLIC_ORIGIN: origin,
        WEB_ROOT: '',
        LOG_REQUESTS: 'false',
        LOGIN_LIMIT_PER_IP: '1000000',
        LOGIN_LIMIT_PER_ACCOUNT: '1000000',
        PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
        ...options.env,
      }),
      logRequests: false,
    };
    const app = await createApp(config);
    const server = await app.listen(0, '127.0.0.1');
    apps.push(app);
    servers.push(server);
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  const signIn = async (email: string, instance = 0): Promise<ScaleClient> => {
    const base = urls[instance]!;
    const res = await fetch(`${base}${api.authLogin}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email, password: SCALE_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await res.json()) as { user: { id: string } };
    return {
      userId: user.id,
      get: (path) => fetch(`${base}${path}`, { headers: { Cookie: cookie } }),
      post: (path, body) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
    };
  };
  return {
    urls,
    apps,
    signIn,
    member: (n, instance) => signIn(scaleMemberEmail(n), instance),
    psychologist: (p = 1, instance) => signIn(scalePsychologistEmail(p), instance),
    admin: (instance) => signIn(SCALE_ADMIN_EMAIL, instance),
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      for (const app of apps) {
        app.live.hub.closeAll();
        await app.close();
      }
    },
  };
}
