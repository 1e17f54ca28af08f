import pg from 'pg';
import { type BusEvent, isTopicEvent, type LiveBus } from './live-event';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_PG_CHANNEL = 'virada_live';
/** NOTIFY payloads must stay under 8,000 bytes; events are packed into arrays up to this size. */
const MAX_PAYLOAD = 7_000;

type Deliver = (event: BusEvent) => void;

/**
 * Queues events and hands them over once per macrotask: a group write that changed many members
 * announces each once, and a member's several changes in one tick become one `changed` with the
 * highest version.
 */
abstract class BatchingBus implements LiveBus {
  private queue: BusEvent[] = [];
  private scheduled = false;

  publish(event: BusEvent): void {
    this.queue.push(event);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const events = coalesce(this.queue.splice(0));
      this.send(events);
    });
  }

  protected abstract send(events: BusEvent[]): void;
  abstract close(): Promise<void>;
}

/** Several `changed` of one member in one batch: only the last version matters. */
function coalesce(events: BusEvent[]): BusEvent[] {
  const changed = new Map<string, BusEvent>();
  const others: BusEvent[] = [];
  for (const event of events) {
    if (isTopicEvent(event) || event.message.type !== 'changed' || event.sessionIds) {
      others.push(event);
      continue;
    }
    const seen = changed.get(event.userId);
    if (
      !seen ||
      (seen.message.type === 'changed' &&
        event.message.type === 'changed' &&
        seen.message.version < event.message.version)
    ) {
      changed.set(event.userId, event);
    }
  }
  return [...changed.values(), ...others];
}

/** One process (SQLite): announcements go straight to this process's sockets. */
export class MemoryBus extends BatchingBus {
  constructor(private readonly deliver: Deliver) {
    super();
  }

  protected send(events: BusEvent[]): void {
    for (const event of events) this.deliver(event);
  }

  async close(): Promise<void> {}
}

/**
 * Several instances on PostgreSQL: each NOTIFYs on LIVE_PG_CHANNEL and LISTENs there on a
 * connection of its own, so an announcement reaches whichever instance holds the member's
 * sockets (its own included). A publish-only bus (`deliver` null: the support CLI) never listens.
 * When the listening connection drops it reconnects with backoff and calls `onResumed`, since
 * announcements made meanwhile were lost (the hub then asks every socket to read again).
 */
export class PostgresBus extends BatchingBus {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client | null> | null = null;
  private closed = false;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** Notifications under way: closing waits for them (the CLI exits right after its command). */
  private inflight: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly deliver: Deliver | null,
    private readonly onResumed: () => void = () => undefined,
    private readonly logError: (label: string, err: unknown) => void = () => undefined,
  ) {
    super();
  }

  /** Connects (and LISTENs) now; resolves when the bus can carry announcements. */
  async start(): Promise<void> {
    const client = await this.connect();
    if (!client) throw new Error('live bus: could not connect to PostgreSQL');
  }

  protected send(events: BusEvent[]): void {
    const sending = this.connect().then(async (client) => {
      if (!client) return;
      for (const payload of pack(events)) {
        await client.query('select pg_notify($1, $2)', [LIVE_PG_CHANNEL, payload]).catch((err: unknown) => {
          this.logError('live notify', err);
        });
      }
    });
    this.inflight = this.inflight.then(() => sending);
  }

  private connect(): Promise<pg.Client | null> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closed) return Promise.resolve(null);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client | null> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'virada-live' });
    client.on('error', (err) => {
      this.logError('live bus connection', err);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      if (this.deliver) {
        client.on('notification', (note) => {
          if (note.channel === LIVE_PG_CHANNEL && note.payload) this.received(note.payload);
        });
        await client.query(`listen ${LIVE_PG_CHANNEL}`);
      }
    } catch (err) {
      this.logError('live bus connect', err);
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return null;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return null;
    }
    const resumed = this.failures > 0;
    this.failures = 0;
    this.client = client;
    if (resumed) this.onResumed();
    return client;
  }

  private received(payload: string): void {
    let events: unknown;
    try {
      events = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(events)) return;
    for (const event of events as Partial<Record<string, unknown>>[]) {
      const addressed = typeof event?.userId === 'string' || typeof event?.topic === 'string';
      if (addressed && event.message) this.deliver?.(event as unknown as BusEvent);
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || !this.deliver) return;
    clearTimeout(this.retry);
    const delay = Math.min(500 * 2 ** this.failures, 30_000);
    this.failures += 1;
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref?.();
  }

  async close(): Promise<void> {
    await this.inflight;
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** Events as JSON arrays, each under the NOTIFY payload limit (an event alone is far smaller). */
function pack(events: BusEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    if (json.length + 1 > MAX_PAYLOAD - 2) continue;
    if (size + json.length + 1 > MAX_PAYLOAD && batch.length) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(json);
    size += json.length + 1;
  }
  if (batch.length) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}
