import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { Coalescer } from '../../sync-server/db/coalescer';
import type { Account } from '../../sync-server/modules/auth/current-user';
import type { CheckinWrite } from '../../sync-server/modules/checkins/checkin-group-write';
import { type IngestOutcome, prepareRecord } from '../../sync-server/modules/checkins/checkin-ingest';
import { FactsCache, factsCacheOf } from '../../sync-server/modules/progress/facts-cache';
import { UserProgressSchema } from '../../sync-server/modules/progress/user-progress.entity';
import { currentVersion } from '../../sync-server/modules/progress/user-progress.repository';
import { writeCheckinGroup } from '../../sync-server/modules/sync/member-writes';
import { signUp } from '../helpers/accounts';
import { startTestServer, type TestClient, type TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, push, relapse } from './core-loop-helpers';

/**
 * The facts cache (progress/facts-cache.ts) may only hold facts that are in the database: an
 * entry is trusted whenever its version is the member's version, so facts cached by a write
 * whose transaction then failed would be used as soon as another instance's writes brought the
 * member to the same version number. Each write here fails AT COMMIT (a deferred foreign key
 * that a trigger on the member's user_progress row breaks), i.e. after every statement of the
 * transaction ran; then a second instance on the same database takes the member to that
 * version, and the first instance's next write must compute from the database. SQLite file and
 * PostgreSQL (when DATABASE_URL names one).
 */
let dir: string | undefined;
let first: TestServer;
let second: TestServer;
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

beforeAll(async () => {
  if (postgres) {
    first = await startTestServer();
    second = await startTestServer({ DATABASE_URL: first.config.databaseUrl });
  } else {
    dir = mkdtempSync(join(tmpdir(), 'virada-facts-cache-'));
    const url = `sqlite:${join(dir, 'shared.sqlite')}`;
    first = await startTestServer({ DATABASE_URL: url });
    second = await startTestServer({ DATABASE_URL: url });
  }
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await allowCommits();
});

const sql = (statement: string) => second.em().getConnection().execute(statement, [], 'run');

/** From now on every transaction that touches `userId`'s user_progress row fails at COMMIT. */
async function failCommitsOf(userId: string): Promise<void> {
  await sql(
    'create table commit_guard (user_id varchar(36) references users (id) deferrable initially deferred)',
  );
  if (postgres) {
    await sql(`create function commit_guard_break() returns trigger language plpgsql as $$
      begin insert into commit_guard values ('no such user'); return new; end $$`);
    await sql(`create trigger commit_guard_break after update on user_progress for each row
      when (new.user_id = '${userId}') execute function commit_guard_break()`);
  } else {
    await sql(`create trigger commit_guard_break after update on user_progress
      when new.user_id = '${userId}' begin insert into commit_guard values ('no such user'); end`);
  }
}

async function allowCommits(): Promise<void> {
  if (postgres) {
    await sql('drop trigger if exists commit_guard_break on user_progress');
    await sql('drop function if exists commit_guard_break()');
  } else {
    await sql('drop trigger if exists commit_guard_break');
  }
  await sql('drop table if exists commit_guard');
}

/** The versions the first instance's cache is given for `userId`, as they are given. */
function watchCache(userId: string): number[] {
  const versions: number[] = [];
  const firstCache = factsCacheOf(first.orm.em.getDriver());
  const set = FactsCache.prototype.set;
  vi.spyOn(FactsCache.prototype, 'set').mockImplementation(function (this: FactsCache, id, version, facts) {
    if (this === firstCache && id === userId) versions.push(version);
    return set.call(this, id, version, facts);
  });
  return versions;
}

interface Member {
  client: TestClient;
  id: string;
}

/** A member whose journey began 10 days ago: R$ 10 a day saved, a 10-day streak. */
async function member(): Promise<Member> {
  const { client, user } = await signUp(first);
  expect((await client.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 })).status).toBe(201);
  await backdateJourney(first, user.id, 10);
  return { client, id: user.id };
}

const version = (userId: string) => currentVersion(first.em(), userId);
const snapshot = (userId: string) => first.em().findOneOrFail(UserProgressSchema, { userId });

/** The same member signed in on the second instance (same session cookie). */
const onSecond = (m: Member) => second.client({ headers: { Cookie: m.client.cookieHeader() } });

describe('the facts cache after a commit that failed', () => {
  it('writeMemberFacts: caches nothing, and the next write computes from the database', async () => {
    const m = await member();
    // A recomputation fills the first instance's cache at the member's version.
    expect((await m.client.post(api.awardMissingMedals(m.id))).status).toBe(200);
    const before = await version(m.id);
    const cached = watchCache(m.id);

    await failCommitsOf(m.id);
    // Awarding the wind medal takes one version and recomputes: all of it, then COMMIT fails.
    expect((await m.client.post(api.awardWindMedal(m.id))).status).toBe(500);
    await allowCommits();
    expect(await version(m.id)).toBe(before);
    expect(cached).toEqual([]);

    // Another instance takes the member to the version the failed write would have had.
    expect(await push(onSecond(m), [relapse(3, 15)])).toMatchObject([{ status: 'stored' }]);
    expect(await version(m.id)).toBe(before + 1);

    expect((await m.client.post(api.awardMissingMedals(m.id))).status).toBe(200);
    // The relapse counts: R$ 10 × 10 days − R$ 15, and a streak restarted 3 days ago.
    expect(await snapshot(m.id)).toMatchObject({ moneySavedCents: 8500, currentStreak: 3 });
    expect(cached).toEqual([before + 1]);
    // And the wind medal was never awarded: it can be now.
    expect((await m.client.post(api.awardWindMedal(m.id))).status).toBe(201);
  });

  it('group commit of check-ins: caches nothing, and the next write computes from the database', async () => {
    const m = await member();
    await push(m.client, [checkin()]);
    const before = await version(m.id);
    const cached = watchCache(m.id);

    await failCommitsOf(m.id);
    const failed = await m.client.post(api.syncPush, {
      deviceId: 'device-1',
      records: [{ type: 'checkin', ...checkin() }],
    });
    expect(failed.status).toBe(500);
    await allowCommits();
    expect(await version(m.id)).toBe(before);
    expect(cached).toEqual([]);

    expect(await push(onSecond(m), [relapse(3, 15)])).toMatchObject([{ status: 'stored' }]);
    expect(await version(m.id)).toBe(before + 1);

    await push(m.client, [checkin()]);
    expect(await snapshot(m.id)).toMatchObject({ moneySavedCents: 8500, currentStreak: 3 });
    expect(cached).toEqual([before + 2]);
  });

  it('group commit, write by write after the group failed: only the writes that committed are cached', async () => {
    const a = await member();
    const b = await member();
    const accountOf = async (m: Member): Promise<Account> => {
      const user = await first
        .em()
        .getConnection()
        .execute('select user_type, timezone, created_at from users where id = ?', [m.id]);
      const row = user[0] as { user_type: string; timezone: string; created_at: number | string | Date };
      return {
        id: m.id,
        userType: row.user_type,
        timezone: row.timezone,
        createdAt: new Date(row.created_at),
      } as Account;
    };
    const now = new Date();
    const write = async (m: Member): Promise<CheckinWrite> => {
      const account = await accountOf(m);
      return {
        account,
        prepared: [prepareRecord({ type: 'checkin', ...checkin() }, account, 'device-g', now)],
        now,
      };
    };
    const writes = [await write(a), await write(b)];
    const batches: number[] = [];
    const writer = new Coalescer<CheckinWrite, IngestOutcome>(
      (group) => {
        batches.push(group.length);
        return writeCheckinGroup(first.orm.em, group);
      },
      { concurrency: 1, maxWeight: 3000 },
    );
    const beforeA = await version(a.id);
    const beforeB = await version(b.id);
    const cachedA = watchCache(a.id);

    await failCommitsOf(a.id);
    const [resultA, resultB] = await Promise.allSettled(writes.map((w) => writer.submit(w)));
    await allowCommits();
    // One group of both failed at commit; each then ran alone: a's failed again, b's committed.
    expect(batches).toEqual([2, 1, 1]);
    expect(resultA).toMatchObject({ status: 'rejected' });
    expect(resultB).toMatchObject({ status: 'fulfilled', value: { results: [{ status: 'stored' }] } });
    expect(await version(a.id)).toBe(beforeA);
    expect(await version(b.id)).toBe(beforeB + 1);
    expect(cachedA).toEqual([]);
    const cache = factsCacheOf(first.orm.em.getDriver());
    expect(cache.get(b.id, beforeB + 1)?.checkins.map((c) => c.id)).toContain(
      (writes[1]!.prepared[0] as { record: { id: string } }).record.id,
    );
    expect(cache.get(a.id, beforeA + 1)).toBeUndefined();
  });
});
