import { useLiveQuery } from 'dexie-react-hooks';
import { syncTexts as t } from '../../shared/texts/sync.texts';
import { WEB_SYNC_KINDS, webSyncKindOf } from '../sync/kinds';
import { REFUSED_STATES } from '../sync/kinds/web-kind';
import { db, type OutboxKind } from './db';

/** A record the server refused (`conflict` or `rejected`), as the indicator lists it. */
export interface RejectedRecord {
  kind: OutboxKind;
  id: string;
  /** What it is: 'Check-in', 'Recaída', 'Entrada do diário', … */
  label: string;
  /** When it happened: a record's day, or the instant an assessment or goal was made. */
  when: string;
  message: string | null;
  /** The page where the member resolves it (a diary conflict); otherwise it can be discarded. */
  href?: string;
}

/** The member's refused records of every kind, live, newest first. */
export function useRejectedRecords(userId: string, enabled: boolean): RejectedRecord[] {
  return (
    useLiveQuery(async () => {
      if (!enabled) return [];
      const keys = REFUSED_STATES.map((state) => [userId, state]);
      const [kinds, assessments, goals] = await Promise.all([
        Promise.all(
          WEB_SYNC_KINDS.map(async (kind) =>
            (await kind.table(db).where('[userId+syncState]').anyOf(keys).toArray()).map(
              (row): RejectedRecord => ({
                kind: kind.type,
                id: row.id,
                message: row.syncMessage,
                ...kind.describe(row),
              }),
            ),
          ),
        ),
        db.assessments.where('[userId+syncState]').anyOf(keys).toArray(),
        db.goals.where('[userId+syncState]').anyOf(keys).toArray(),
      ]);
      const list: RejectedRecord[] = [
        ...kinds.flat(),
        ...assessments.map((a) => ({
          kind: 'assessment' as const,
          id: a.id,
          label: t.kindAssessment,
          when: a.completedAt,
          message: a.syncMessage,
        })),
        ...goals.map((g) => ({
          kind: 'goal' as const,
          id: g.id,
          label: t.kindGoal,
          when: g.setAt,
          message: g.syncMessage,
        })),
      ];
      return list.sort((a, b) => (a.when < b.when ? 1 : -1));
    }, [userId, enabled]) ?? []
  );
}

/**
 * Removes a refused record from this device, on the member's request only (the indicator's
 * "Apagar registro"): it never reached the server, so after this it exists nowhere.
 */
export async function discardRejected(kind: OutboxKind, id: string): Promise<void> {
  const table = webSyncKindOf(kind)?.table(db) ?? (kind === 'assessment' ? db.assessments : db.goals);
  await db.transaction('rw', [table, db.outbox], async () => {
    const row = await table.get(id);
    if (row && REFUSED_STATES.includes(row.syncState)) await table.delete(id);
    await db.outbox.delete(id);
  });
}
