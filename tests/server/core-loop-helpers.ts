import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from '../../shared/api';
import { addDaysToLocalDate, localDateOf, todayIn } from '../../shared/domain/zoned';
import { AssessmentSchema } from '../../sync-server/modules/assessment/assessment.entity';
import { UserSchema } from '../../sync-server/modules/users/user.entity';
import type { TestClient, TestServer } from '../helpers/test-server';

/** Every member of these tests lives in the default zone. */
export const ZONE = 'America/Sao_Paulo';
export const DAY_MS = 86_400_000;

export const today = () => todayIn(ZONE);
export const daysAgo = (days: number) => addDaysToLocalDate(today(), -days);

/** A valid check-in payload (spec §3 fields plus the client id), today, no relapse. */
export function checkin(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    date: today(),
    hadRelapse: false,
    amountSpent: 0,
    mood: 4,
    notes: null,
    ...overrides,
  };
}

/** A relapse made `days` ago (date and recordedAt agree), as the relapse dialog sends it. */
export function relapse(days: number, amountSpent: number, overrides: Record<string, unknown> = {}) {
  const at = new Date(Date.now() - days * DAY_MS);
  return checkin({
    date: localDateOf(at, ZONE),
    recordedAt: at.toISOString(),
    hadRelapse: true,
    amountSpent,
    mood: 2,
    ...overrides,
  });
}

export async function push(client: TestClient, records: Record<string, unknown>[], deviceId = 'device-1') {
  const res = await client.post(api.syncPush, {
    deviceId,
    records: records.map((r) => ({ type: 'checkin', ...r })),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.results as { id: string; status: string; code?: string; message?: string }[];
}

/**
 * Moves a member's journey into the past, as if they had signed up and taken the assessment
 * `days` days ago (plus an hour, so whole-day counts are not on an edge). Written straight to
 * the database, so it bumps the member's sync version as every change of facts must.
 */
export async function backdateJourney(server: TestServer, userId: string, days: number): Promise<void> {
  const em = server.em();
  const start = new Date(Date.now() - days * DAY_MS - 60 * 60 * 1000);
  await em.nativeUpdate(UserSchema, { id: userId }, { createdAt: new Date(start.getTime() - 60_000) });
  await em.nativeUpdate(AssessmentSchema, { userId }, { completedAt: start });
  await bumpVersion(server, userId);
}

export async function bumpVersion(server: TestServer, userId: string): Promise<void> {
  await server
    .em()
    .getConnection()
    .execute('update user_progress set sync_version = sync_version + 1 where user_id = ?', [userId], 'run');
}
