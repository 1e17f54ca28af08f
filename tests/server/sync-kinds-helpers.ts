import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from '../../shared/api';
import type { SyncPullResponse } from '../../shared/api-types';
import type { SyncRecordResult } from '../../shared/schemas/sync.schema';
import type { TestClient } from '../helpers/test-server';
import { today } from './core-loop-helpers';

/** A valid new diary entry as a device pushes it (baseVersion 0), today. */
export function journal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'journal',
    id: randomUUID(),
    baseVersion: 0,
    date: today(),
    title: 'Um dia difícil',
    text: 'Senti vontade de apostar depois do jogo, mas liguei para minha irmã.',
    mood: 3,
    tags: ['futebol', 'estresse'],
    recordedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A push of records of any kinds (each carries its own `type`); answers the results. */
export async function pushAny(
  client: TestClient,
  records: Record<string, unknown>[],
  deviceId = 'device-1',
): Promise<SyncRecordResult[]> {
  const res = await client.post(api.syncPush, { deviceId, records });
  expect(res.status, res.text).toBe(200);
  expect(res.body.results).toHaveLength(records.length);
  return res.body.results;
}

export async function pull(client: TestClient, cursor = 0): Promise<SyncPullResponse> {
  const res = await client.get(api.syncPull(cursor));
  expect(res.status, res.text).toBe(200);
  return res.body;
}
