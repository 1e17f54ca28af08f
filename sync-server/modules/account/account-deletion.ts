import type { EntityManager } from '@mikro-orm/knex';
import { forgetMedalCounts } from '../admin/analytics-day-medals';
import { rateKey } from '../auth/rate-limit';
import { announceSessionsEnded, endUserSessions } from '../auth/session-end';
import { forgetCommunityMember } from '../community/community-deletion';
import { factsCacheOf } from '../progress/facts-cache';
import { SERVER_KINDS } from '../sync/kinds';
import type { User } from '../users/user.entity';

/** `text` as a LIKE pattern that matches only itself, with `!` as the escape character. */
const likeLiteral = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * Deletes an account (LGPD art. 18, VI) in one transaction. The user row goes, and with it, by
 * foreign-key cascade, every record they wrote (check-ins, diary entries — every synced kind's
 * table is also emptied by name — assessments, goals, medals, progress),
 * their psychologist profile, invites, grants in both directions, contact requests and their
 * own access log. Rows without a foreign key are handled here: sessions are deleted (every
 * device is signed out, so queued records are refused with 401 and never resurrected),
 * analytics and app-access rows lose their user id (aggregates stay, anonymous; the medal e-mail
 * list's counts lose their awards, which no longer exist) and events
 * others recorded about them lose their properties, the rate-limit counters keyed by the email
 * or the id are dropped, and entries in other members' access logs
 * keep the reader's name and CRP but lose the link to the account.
 */
export async function deleteAccount(em: EntityManager, user: Pick<User, 'id' | 'email'>): Promise<void> {
  await em.getKnex().transaction(async (trx) => {
    const tx = em.fork({ clear: true });
    tx.setTransactionContext(trx);
    const run = (sql: string, params: unknown[]) => tx.execute(sql, params, 'run');
    const sqlite = trx.client.dialect !== 'postgresql';
    // First: on PostgreSQL it locks the analytics rollup's state row (see forgetMedalCounts).
    await forgetMedalCounts(
      {
        sqlite,
        rows: <T>(sql: string, params: readonly unknown[]) => tx.execute<T[]>(sql, [...params], 'all'),
        run: async (sql, params) =>
          ((await tx.execute(sql, [...params], 'run')) as unknown as { affectedRows: number }).affectedRows,
      },
      user.id,
    );
    // Every device is signed out and, when it comes back, told why (issue 19).
    await endUserSessions(tx, user.id, 'account-deleted');
    for (const table of ['analytics_events', 'pwa_accesses', 'pwa_installs']) {
      await run(`update ${table} set user_id = null where user_id = ?`, [user.id]);
    }
    // An event about this person recorded by someone else (a psychologist's client_progress_viewed).
    const propertiesText = sqlite ? 'properties' : 'properties::text';
    await run(`update analytics_events set properties = null where ${propertiesText} like ?`, [
      `%${user.id}%`,
    ]);
    // Counter rows are `<key>@<window end>`. The e-mail and id are matched literally (`_` and
    // `%` escaped): deleting `________@x.com` must not reset another account's sign-in lockout.
    await run(
      `delete from rate_limit_hits where key like ? escape '!' or key like ? escape '!' or key like ? escape '!'`,
      [
        `${likeLiteral(rateKey('login:account', user.email))}@%`,
        `${likeLiteral(rateKey('forgot:email', user.email))}@%`,
        `%:${likeLiteral(user.id)}@%`,
      ],
    );
    // E-mails sent to them (password-reset links); reset tokens go by cascade.
    await run('delete from mail_outbox where to_address = ?', [user.email]);
    await run('update access_audit set actor_id = null where actor_id = ?', [user.id]);
    // Every synced kind's rows, by its declaration (the foreign keys would cascade; a kind is
    // deleted explicitly so that one whose table lacks the key is never left behind).
    for (const kind of SERVER_KINDS)
      await run(`delete from ${kind.table} where ${kind.ownerColumn ?? 'user_id'} = ?`, [user.id]);
    await forgetCommunityMember(run, user.id);
    await run('delete from users where id = ?', [user.id]);
  });
  factsCacheOf(em.getDriver()).delete(user.id);
  announceSessionsEnded(em, user.id, 'account-deleted');
}
