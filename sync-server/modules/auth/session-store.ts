import { createHash, randomBytes } from 'node:crypto';
import type { Orm } from '../../db/orm';
import { SessionSchema } from './session.entity';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A session key with 256 bits of randomness. */
export const newSessionKey = () => randomBytes(32).toString('base64url');

/**
 * koa-session store keeping session data in the database (DESIGN.md §6): revocable, shared by
 * every server instance. Rows are keyed by the key's hash; `userId` is a column so that all
 * sessions of one person can be ended at once.
 */
export function databaseSessionStore(orm: Orm) {
  return {
    // Runs on every signed-in request, so it is one plain query rather than an ORM load.
    async get(key: string) {
      const id = hashKey(key);
      const rows = await orm.em
        .getConnection()
        .execute<{ data: unknown; expires_at: unknown }[]>(
          'select data, expires_at from sessions where id = ?',
          [id],
          'all',
        );
      const row = rows[0];
      if (!row) return undefined;
      if (toMillis(row.expires_at) <= Date.now()) {
        await orm.em.fork().nativeDelete(SessionSchema, { id });
        return undefined;
      }
      // SQLite hands back JSON as text, PostgreSQL as a parsed value.
      return typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number) {
      const em = orm.em.fork();
      const now = new Date();
      const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : 24 * 60 * 60 * 1000;
      await em.upsert(
        SessionSchema,
        {
          id: hashKey(key),
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
      await orm.em.fork().nativeDelete(SessionSchema, { id: hashKey(key) });
    },
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

/** A timestamp column as milliseconds: SQLite stores numbers, PostgreSQL returns Dates. */
function toMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return new Date(String(value)).getTime();
}
