import type { SyncPullRecord } from '../../../shared/api-types';
import { SERVER_KINDS } from './kinds';
import type { PullContext } from './kinds/server-kind';

/**
 * The records of every declared kind changed after the cursor, in version order (one member
 * version counter serves every kind, so one cursor does too). Each record carries its `type`.
 */
export async function pullSyncRecords(ctx: PullContext): Promise<SyncPullRecord[]> {
  const records: SyncPullRecord[] = [];
  // One after the other: they may share the request's single connection.
  for (const kind of SERVER_KINDS) records.push(...(await kind.pull(ctx)));
  return records.sort((a, b) => a.version - b.version);
}
