import type { SyncRecordResult } from '../../../shared/schemas/sync.schema';
import { errorTexts } from '../../../shared/texts/error.texts';
import { serverKindOf } from './kinds';
import type { PushContext, ServerSyncKind } from './kinds/server-kind';

const typeOf = (record: unknown) => (record as { type?: unknown } | null)?.type;

function unknownType(record: unknown): SyncRecordResult {
  const id = (record as { id?: unknown } | null)?.id;
  return {
    id: typeof id === 'string' ? id : '',
    status: 'rejected',
    code: 'unknown-record-type',
    message: errorTexts['unknown-record-type'],
  };
}

/**
 * `POST /api/sync/push` over the declared kinds (DESIGN.md §5.3, §10): the batch is split by
 * `type`, each kind stores its own records (check-ins through their group-committed fast path,
 * unchanged), and the answers come back one per record in the original order. A record of an
 * unknown type is `rejected` alone. A batch of one kind, the usual case, goes to it as it is.
 * The kinds run side by side; should one fail (a 500 the device retries), what the others
 * stored is answered `duplicate` next time.
 */
export async function pushSyncRecords(ctx: PushContext, records: unknown[]): Promise<SyncRecordResult[]> {
  const first = records.length ? serverKindOf(typeOf(records[0])) : undefined;
  if (first && records.every((r) => typeOf(r) === first.declaration.type)) return first.push(ctx, records);

  const results: SyncRecordResult[] = new Array(records.length);
  const parts = new Map<ServerSyncKind, { at: number[]; records: unknown[] }>();
  records.forEach((record, i) => {
    const kind = serverKindOf(typeOf(record));
    if (!kind) {
      results[i] = unknownType(record);
      return;
    }
    let part = parts.get(kind);
    if (!part) {
      part = { at: [], records: [] };
      parts.set(kind, part);
    }
    part.at.push(i);
    part.records.push(record);
  });
  await Promise.all(
    [...parts].map(async ([kind, part]) => {
      const answers = await kind.push(ctx, part.records);
      part.at.forEach((i, k) => {
        results[i] = answers[k]!;
      });
    }),
  );
  return results;
}
