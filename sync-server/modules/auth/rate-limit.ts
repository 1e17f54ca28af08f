import type { RateLimitRule } from '../../config';
import type { Orm } from '../../db/orm';
import { tooManyRequests } from '../../http/errors';

/**
 * Fixed-window counters kept in the database, so that every server instance shares them
 * (DESIGN.md §8). One row per key and window; the upsert is atomic on SQLite and PostgreSQL.
 */
export class RateLimiter {
  constructor(private readonly orm: Orm) {}

  /** Counts one hit and throws 429 once the rule's limit is passed. */
  async hit(key: string, rule: RateLimitRule, now = Date.now()): Promise<void> {
    const windowMs = rule.windowSeconds * 1000;
    const windowEndsAt = (Math.floor(now / windowMs) + 1) * windowMs;
    const rows = await this.orm.em.getConnection().execute<{ hits: number }[]>(
      `insert into rate_limit_hits (key, window_ends_at, hits) values (?, ?, 1)
       on conflict (key) do update set hits = rate_limit_hits.hits + 1
       returning hits`,
      [`${key}@${windowEndsAt}`, windowEndsAt],
      'all',
    );
    if (Number(rows[0]?.hits) > rule.max) throw tooManyRequests((windowEndsAt - now) / 1000);
  }

  /** Throws 429 if the key is already over its limit, without counting a hit. */
  async check(key: string, rule: RateLimitRule, now = Date.now()): Promise<void> {
    const windowMs = rule.windowSeconds * 1000;
    const windowEndsAt = (Math.floor(now / windowMs) + 1) * windowMs;
    const rows = await this.orm.em
      .getConnection()
      .execute<{ hits: number }[]>(
        'select hits from rate_limit_hits where key = ?',
        [`${key}@${windowEndsAt}`],
        'all',
      );
    if (Number(rows[0]?.hits ?? 0) >= rule.max) throw tooManyRequests((windowEndsAt - now) / 1000);
  }

  async purgeExpired(now = Date.now()): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute('delete from rate_limit_hits where window_ends_at <= ?', [now], 'run');
  }
}
