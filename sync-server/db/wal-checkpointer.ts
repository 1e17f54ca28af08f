import type { EntityManager } from '@mikro-orm/knex';
import { withConnection } from './sql';
import { isSharedSqliteFile, sideConnection } from './sqlite-side-connection';

/**
 * Checkpoints the SQLite write-ahead log from a connection of its own, so the write path never
 * does it (docs/architecture.md, "WAL checkpoints off the write path").
 *
 * Why: by default the connection that commits copies the log back into the database whenever the
 * log passes 1,000 pages, inside that COMMIT: under a stream of check-ins, every other group
 * commit took 4 ms instead of 1.5 ms while every waiting write queued behind it. Here the ORM's
 * connection has `wal_autocheckpoint = 0` (db/orm.ts) and this loop runs PASSIVE checkpoints,
 * which never block readers or the writer, on another thread.
 *
 * A checkpoint alone does not shorten the log: only a write that starts after a complete
 * checkpoint rewinds it, and with group commit the next write starts the moment the last one
 * ends, so the log kept growing (to 60 MB in a 5-second run) and every page read got slower.
 * Once the log passes `maxLogPages`, the checkpointer finishes the checkpoint in a moment when no write
 * of this process is running (it holds the `writer` ORM's only connection), so the next write
 * starts the log again. A RESTART checkpoint from this connection did the same by blocking
 * writers, and its busy-handler sleeps held them back for up to 240 ms at a time.
 */
export interface WalCheckpointer {
  /** Runs one checkpoint now (also what the timer does); answers the log's pages left behind. */
  checkpoint(): Promise<number>;
  stop(): Promise<void>;
}

export interface WalCheckpointerOptions {
  /** Pause between checkpoints while the log keeps up. */
  intervalMs?: number;
  /** Log size, in pages, past which the log is rewound through `writer`. */
  maxLogPages?: number;
  /**
   * The ORM whose single connection does this process's writes: holding it, the rewind runs
   * where no write can start or be running. Without it a log past the limit is left to the
   * writer's next chance.
   */
  writer?: EntityManager;
  onError?: (err: unknown) => void;
}

/** SQLite's default auto-checkpoint size: the backlog past which the loop does not pause. */
const CATCH_UP_PAGES = 1000;

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

/** null for in-memory databases (no log) and other engines. */
export function startWalCheckpointer(
  file: string | null,
  { intervalMs = 200, maxLogPages = 2048, writer, onError = () => {} }: WalCheckpointerOptions = {},
): WalCheckpointer | null {
  if (!isSharedSqliteFile(file)) return null;
  const conn = sideConnection(file, { readOnly: false });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  const once = async (): Promise<number> => {
    const [row] = await conn.rows<CheckpointRow>('PRAGMA wal_checkpoint(PASSIVE)');
    if (!row || row.log < 0) return 0; // -1: not in WAL mode
    if (row.log <= maxLogPages || !writer) return row.log - row.checkpointed;
    // Nearly everything is copied already: the rest goes while no write runs.
    const [last] = await withConnection(writer, (db) =>
      db.rows<CheckpointRow>('PRAGMA wal_checkpoint(PASSIVE)', []),
    );
    return last ? Math.max(0, last.log - last.checkpointed) : 0;
  };
  const checkpoint = () => {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(async () => {
      let behind = 0;
      try {
        behind = await checkpoint();
      } catch (err) {
        onError(err);
      }
      // More than SQLite's own threshold was written while it ran: go again at once.
      schedule(behind > CATCH_UP_PAGES ? 0 : intervalMs);
    }, delay);
    timer.unref();
  };
  schedule(intervalMs);

  return {
    checkpoint,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      await conn.close();
    },
  };
}
