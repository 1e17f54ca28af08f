import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { RateLimitRule } from '../../config';
import type { Orm } from '../../db/orm';
import { clientIp } from '../../http/client-ip';
import { tooManyRequests } from '../../http/errors';
import { sessionUserId } from './current-user';

/** Longest subject kept readable in a key; longer ones are hashed (the key column holds 200). */
const SUBJECT_MAX = 120;

/**
 * The counter key of `subject` (an e-mail, an address, a user id) under `scope`
 * (`login:account`, `forgot:ip`…). A subject too long for the key column (an e-mail may have
 * 254 characters) is replaced by its SHA-256, so a long address never fails a write.
 * Account deletion builds the same keys to drop them (account-deletion.ts).
 */
export function rateKey(scope: string, subject: string): string {
  if (subject.length <= SUBJECT_MAX) return `${scope}:${subject}`;
  return `${scope}:sha256:${createHash('sha256').update(subject).digest('hex')}`;
}

/**
 * The key of a per-client limit: the signed-in member (`<scope>:user:<id>`), else the caller's
 * address (`<scope>:ip:<address>`, http/client-ip.ts). Members behind one address (a clinic,
 * a mobile carrier's NAT) then never share a budget.
 */
export function clientKey(scope: string, ctx: Context): string {
  const userId = sessionUserId(ctx);
  return userId ? rateKey(`${scope}:user`, userId) : rateKey(`${scope}:ip`, clientIp(ctx));
}

/** A counted hit, which `giveBack` can return to the window it was counted in. */
export interface CountedHit {
  readonly row: string;
  readonly cost: number;
}

/**
 * Fixed-window counters kept in the database, so that every server instance shares them
 * (DESIGN.md §8). One row per key and window.
 *
 * A hit is counted before the work it guards, in one atomic upsert (SQLite and PostgreSQL), so
 * concurrent requests cannot all pass a check made before any of them was counted. A hit that
 * would take the window past the rule's limit is refused with 429 and not counted: a window's
 * count is what it let through. There is no "check without counting": that is the race this
 * class exists to avoid.
 */
export class RateLimiter {
  constructor(private readonly orm: Orm) {}

  /**
   * Counts `cost` hits (one request, or the events of a batch) against `key` and throws 429 with
   * Retry-After when the window would then hold more than `rule.max`. Returns the counted hit,
   * for `giveBack`.
   */
  async hit(
    key: string,
    rule: RateLimitRule,
    options: { cost?: number; now?: number } = {},
  ): Promise<CountedHit> {
    const { cost = 1, now = Date.now() } = options;
    const windowMs = rule.windowSeconds * 1000;
    const windowEndsAt = (Math.floor(now / windowMs) + 1) * windowMs;
    const row = `${key}@${windowEndsAt}`;
    const rows = await this.orm.em.getConnection().execute<{ hits: number }[]>(
      `insert into rate_limit_hits (key, window_ends_at, hits) values (?, ?, ?)
       on conflict (key) do update set hits = rate_limit_hits.hits + excluded.hits
       returning hits`,
      [row, windowEndsAt, cost],
      'all',
    );
    const counted = { row, cost };
    if (Number(rows[0]?.hits) > rule.max) {
      await this.giveBack(counted);
      throw tooManyRequests((windowEndsAt - now) / 1000);
    }
    return counted;
  }

  /**
   * Takes a counted hit back out of its window, atomically (a successful sign-in is not a
   * failed one). Nothing happens if the window has been purged since.
   */
  async giveBack(counted: CountedHit): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(
        'update rate_limit_hits set hits = hits - ? where key = ? and hits >= ?',
        [counted.cost, counted.row, counted.cost],
        'run',
      );
  }

  async purgeExpired(now = Date.now()): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute('delete from rate_limit_hits where window_ends_at <= ?', [now], 'run');
  }
}
