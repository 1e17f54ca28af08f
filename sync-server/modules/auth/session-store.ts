import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { UserType } from '../../../shared/constants';
import { Coalescer } from '../../db/coalescer';
import type { Orm } from '../../db/orm';
import { inList, isSqlite, toMillis, withConnection } from '../../db/sql';
import type { SqliteReader } from '../../db/sqlite-reader';
import type { Account } from './current-user';
import { SessionSchema } from './session.entity';

export const hashSessionKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The session cookie (its value is the session key; `.sig` carries Koa's signature). */
export const SESSION_COOKIE = 'virada.sid';

/** The id of the session the request's signed cookie names (the hash its row is keyed by). */
export function sessionIdOf(ctx: Context): string | null {
  const key = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  return key ? hashSessionKey(key) : null;
}

/** A session key with 256 bits of randomness. */
export const newSessionKey = () => randomBytes(32).toString('base64url');

declare module 'koa' {
  interface DefaultState {
    /**
     * The account of the session's user, read with the session in the same statement
     * (null: the session names a user that no longer exists). Set by the session store.
     */
    sessionAccount?: { userId: string; account: Account | null };
  }
}

interface SessionRow {
  id: string;
  data: unknown;
  expires_at: unknown;
  user_id: string | null;
  account_id: string | null;
  user_type: string | null;
  timezone: string | null;
  created_at: unknown;
}

/** Session keys looked up in one statement at most. */
const LOOKUP_BATCH = 500;

/**
 * koa-session store keeping session data in the database (DESIGN.md §6): revocable, shared by
 * every server instance. Rows are keyed by the key's hash; `userId` is a column so that all
 * sessions of one person can be ended at once.
 *
 * `get` runs on every request that carries a cookie, so it is the cheapest read we can make:
 * look-ups that arrive while one is running are answered together by one statement, and the
 * statement also reads the session's account (a join), which `requireAccount` then uses instead
 * of a second query. Every look-up still reads the database: a deleted session or account is
 * refused at once, on every instance. On a SQLite file the look-ups run on `reader`, a read-only
 * connection of their own, so they never wait for a write transaction (db/sqlite-reader.ts).
 */
export function databaseSessionStore(orm: Orm, reader: SqliteReader | null = null) {
  const lookups = new Coalescer<string, SessionRow | undefined>(
    async (ids) => {
      const unique = [...new Set(ids)];
      const sql = `select s.id, s.data, s.expires_at, s.user_id, u.id as account_id, u.user_type, u.timezone, u.created_at
         from sessions s left join users u on u.id = s.user_id
         where s.id in (${inList(unique.length)})`;
      const rows = reader
        ? await reader.rows<SessionRow>(sql, unique)
        : await withConnection(orm.em, (db) => db.rows<SessionRow>(sql, unique));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { concurrency: isSqlite(orm.em) ? 1 : 4, maxWeight: LOOKUP_BATCH },
  );

  return {
    async get(key: string, _maxAge?: unknown, options?: { ctx?: Context }) {
      const id = hashSessionKey(key);
      const row = await lookups.submit(id);
      if (!row) return undefined;
      if (toMillis(row.expires_at) <= Date.now()) {
        await orm.em.fork().nativeDelete(SessionSchema, { id });
        return undefined;
      }
      // SQLite hands back JSON as text, PostgreSQL as a parsed value.
      const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
        string,
        unknown
      >;
      const ctx = options?.ctx;
      // The user_id column is written from the data, so they agree; if not, stash nothing and
      // let requireAccount read the account itself.
      if (ctx && typeof data.userId === 'string' && row.user_id === data.userId) {
        ctx.state.sessionAccount = { userId: data.userId, account: accountOf(row) };
      }
      return data;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number) {
      const em = orm.em.fork();
      const now = new Date();
      const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : 24 * 60 * 60 * 1000;
      await em.upsert(
        SessionSchema,
        {
          id: hashSessionKey(key),
          userId: typeof data.userId === 'string' ? data.userId : null,
          data,
          expiresAt: new Date(now.getTime() + ttl),
          createdAt: now,
          updatedAt: now,
        },
        { onConflictFields: ['id'], onConflictExcludeFields: ['createdAt'] },
      );
    },
    async destroy(key: string) {
      await orm.em.fork().nativeDelete(SessionSchema, { id: hashSessionKey(key) });
    },
  };
}

/** The joined account; null when the session's user no longer exists. */
function accountOf(row: SessionRow): Account | null {
  if (row.account_id === null || row.user_type === null || row.timezone === null) return null;
  return {
    id: row.account_id,
    userType: row.user_type as UserType,
    timezone: row.timezone,
    createdAt: new Date(toMillis(row.created_at)),
  };
}

/** Ends every session of a user (sign out everywhere). */
export async function destroyUserSessions(orm: Orm, userId: string): Promise<number> {
  return orm.em.fork().nativeDelete(SessionSchema, { userId });
}

/** Removes expired rows; cheap thanks to the index on expires_at. */
export async function purgeExpiredSessions(orm: Orm): Promise<number> {
  return orm.em.fork().nativeDelete(SessionSchema, { expiresAt: { $lte: new Date() } });
}
