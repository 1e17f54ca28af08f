import type { ViradaDb } from '../data/db';
import { WEB_SYNC_KINDS } from './kinds';

/**
 * A copy, outside IndexedDB (localStorage), of which records of the member were still waiting for
 * the server (issue 19). If the browser wipes IndexedDB with records pending, they are lost — but
 * the member must be told, not shown "Tudo salvo": after the next pull, the ones the server does
 * not have are counted. At most LEDGER_MAX entries (the newest) are kept.
 */
export interface LedgerEntry {
  id: string;
  kind: string;
}

const LEDGER_MAX = 2_000;
const keyOf = (userId: string) => `virada.pending.${userId}`;

export function rememberPending(userId: string, entries: readonly LedgerEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(entries.slice(-LEDGER_MAX)));
  } catch {
    // Storage full or unavailable: the ledger is a courtesy, the records are in IndexedDB.
  }
}

export function readLedger(userId: string): LedgerEntry[] {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((e): e is LedgerEntry => typeof e?.id === 'string' && typeof e?.kind === 'string')
      : [];
  } catch {
    return [];
  }
}

export function forgetLedger(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to forget.
  }
}

/** Of the remembered records, how many this device does not hold now (after a pull: lost). */
export async function countMissing(db: ViradaDb, entries: readonly LedgerEntry[]): Promise<number> {
  const tables = new Map<
    string,
    ReturnType<(typeof WEB_SYNC_KINDS)[number]['table']> | ViradaDb['assessments'] | ViradaDb['goals']
  >([
    ['assessment', db.assessments],
    ['goal', db.goals],
    ...WEB_SYNC_KINDS.map((kind) => [kind.type, kind.table(db)] as const),
  ]);
  let missing = 0;
  for (const entry of entries) {
    const table = tables.get(entry.kind);
    if (!table || !(await table.get(entry.id))) missing += 1;
  }
  return missing;
}
