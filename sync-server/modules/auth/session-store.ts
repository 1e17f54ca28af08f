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
    async get(key: string) {
      const em = orm.em.fork();
      const row = await em.findOne(SessionSchema, { id: hashKey(key) });
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= Date.now()) {
        await em.nativeDelete(SessionSchema, { id: row.id });
        return undefined;
      }
      return row.data;
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
