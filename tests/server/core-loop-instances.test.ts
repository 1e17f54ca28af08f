import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { UserProgressSchema } from '../../sync-server/modules/progress/user-progress.entity';
import { signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { backdateJourney, checkin, push, relapse } from './core-loop-helpers';

/**
 * Two server instances on one database (DESIGN.md §8). Each keeps its own in-memory facts
 * cache; a write through one must never be computed from stale facts after the other wrote.
 */
let dir: string | undefined;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
  if (postgres) {
    first = await startTestServer();
    second = await startTestServer({ DATABASE_URL: first.config.databaseUrl });
  } else {
    dir = mkdtempSync(join(tmpdir(), 'virada-instances-'));
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

describe('two instances, one database', () => {
  it('computes every write from the facts both instances stored', async () => {
    const {
      client: viaFirst,
      user,
      cookies,
    } = await (async () => {
      const signed = await signUp(first);
      return { ...signed, cookies: signed.client.cookieHeader() };
    })();
    const viaSecond = second.client({ headers: { Cookie: cookies } });

    expect((await viaFirst.post(api.assessment, { daysPerWeek: 3, weeklySpending: 70 })).status).toBe(201);
    await backdateJourney(first, user.id, 10);
    await push(viaFirst, [relapse(5, 10)]);
    await push(viaSecond, [relapse(3, 15)]);
    // The first instance's cache holds the facts before the second's relapse: it must not use it.
    await push(viaFirst, [checkin()]);

    const snapshot = await first.em().findOneOrFail(UserProgressSchema, { userId: user.id });
    // R$ 10 a day × 10 days − R$ 25, and a streak restarted 3 days ago.
    expect(snapshot).toMatchObject({ moneySavedCents: 7500, currentStreak: 3, daysWithoutBetting: 3 });
    const dashboard = await viaSecond.get(api.dashboard(user.id));
    expect(dashboard.body).toMatchObject({ moneySaved: 75, currentStreak: 3 });
  });
});
