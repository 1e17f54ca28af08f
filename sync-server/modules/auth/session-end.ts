import type { EntityManager } from '@mikro-orm/knex';
import { SESSION_END_REASONS, type SessionEndReason } from '../../../shared/live';
import { isSqlite, sqlDate, withConnection } from '../../db/sql';
import { announce } from '../live/announce';

/**
 * Ends every session of a person on purpose (issue 19): support revoked them, the password was
 * reset, the account is being deleted. Each ended session is remembered in `ended_sessions` with
 * the reason (its id only, until it would have expired), so a device that comes back later is
 * told why instead of meeting the ordinary sign-in page. `em` is the caller's transaction when
 * there is one. Returns how many sessions ended. The open tabs are told by `announceSessionsEnded`
 * once the transaction committed.
 */
export async function endUserSessions(
  em: EntityManager,
  userId: string,
  reason: SessionEndReason,
  now = new Date(),
): Promise<number> {
  const at = isSqlite(em) ? now.getTime() : now;
  await em.execute(
    `insert into ended_sessions (id, reason, ended_at, expires_at)
       select id, ?, ?, expires_at from sessions where user_id = ? and expires_at > ?
     on conflict (id) do nothing`,
    [reason, at, userId, at],
    'run',
  );
  const ended = (await em.execute('delete from sessions where user_id = ?', [userId], 'run')) as unknown as {
    affectedRows: number;
  };
  return ended.affectedRows;
}

/** Tells every open tab of the person that its session ended, and why. */
export function announceSessionsEnded(em: EntityManager, userId: string, reason: SessionEndReason): void {
  announce(em, { userId, message: { type: 'session-ended', reason } });
}

/** Why the session with this id was ended on purpose; null if it was not (or long ago). */
export async function endedSessionReason(
  em: EntityManager,
  sessionId: string,
): Promise<SessionEndReason | null> {
  const rows = await withConnection(em, (db) =>
    db.rows<{ reason: string }>('select reason from ended_sessions where id = ?', [sessionId]),
  );
  const reason = rows[0]?.reason as SessionEndReason | undefined;
  return reason && SESSION_END_REASONS.includes(reason) ? reason : null;
}

/** Rows of sessions that would have expired by now tell nobody anything (hourly maintenance). */
export async function purgeEndedSessions(em: EntityManager, now = new Date()): Promise<number> {
  return withConnection(em, (db) =>
    db.run('delete from ended_sessions where expires_at <= ?', [sqlDate(db, now)]),
  );
}

/** Sair: the other tabs of this browser (the same session) are told at once. */
export function announceSignedOut(em: EntityManager, userId: string, sessionId: string): void {
  announce(em, { userId, sessionIds: [sessionId], message: { type: 'session-ended', reason: 'signed-out' } });
}
