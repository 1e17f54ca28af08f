import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxKind } from './db';

/** A record the server refused (`conflict` or `rejected`), as the indicator lists it. */
export interface RejectedRecord {
  kind: OutboxKind;
  id: string;
  relapse: boolean;
  /** When it happened: the check-in's day, or the instant an assessment or goal was made. */
  when: string;
  message: string | null;
}

const REFUSED = ['conflict', 'rejected'];

/** The member's refused records, live, newest first. */
export function useRejectedRecords(userId: string, enabled: boolean): RejectedRecord[] {
  return (
    useLiveQuery(async () => {
      if (!enabled) return [];
      const keys = REFUSED.map((state) => [userId, state]);
      const [checkins, assessments, goals] = await Promise.all([
        db.checkins.where('[userId+syncState]').anyOf(keys).toArray(),
        db.assessments.where('[userId+syncState]').anyOf(keys).toArray(),
        db.goals.where('[userId+syncState]').anyOf(keys).toArray(),
      ]);
      const list: RejectedRecord[] = [
        ...checkins.map((c) => ({
          kind: 'checkin' as const,
          id: c.id,
          relapse: c.hadRelapse,
          when: c.date,
          message: c.syncMessage,
        })),
        ...assessments.map((a) => ({
          kind: 'assessment' as const,
          id: a.id,
          relapse: false,
          when: a.completedAt,
          message: a.syncMessage,
        })),
        ...goals.map((g) => ({
          kind: 'goal' as const,
          id: g.id,
          relapse: false,
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
  const table = kind === 'checkin' ? db.checkins : kind === 'assessment' ? db.assessments : db.goals;
  await db.transaction('rw', [table, db.outbox], async () => {
    const row = await table.get(id);
    if (row && REFUSED.includes(row.syncState)) await table.delete(id);
    await db.outbox.delete(id);
  });
}
