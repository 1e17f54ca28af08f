import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatWriteResponse } from '../../../shared/community-api-types';
import type { ChatMessageInput } from '../../../shared/schemas/community.schema';
import { ApiError, failureMessage } from '../../lib/api-client';
import { isPendingKey, type PendingChatMessage, readPending, updatePending } from '../../lib/chat-pending';
import { reconnectDelay } from '../../lib/reconnect-backoff';
import { chatApi } from './chat-api';

interface OutboxHandlers {
  /** The server took a message (published, or held for review). */
  onSent: (answer: ChatWriteResponse) => void;
  /** The server refused one; it stays, with the reason, for its author to deal with. */
  onRefused: (error: unknown) => void;
}

/**
 * The person's chat messages not taken by the server yet (lib/chat-pending.ts), and their sending.
 * Each is sent with the id it got when written, one at a time and in order; a message being sent
 * is not sent again from this tab, and tabs take turns (Web Locks) and read the list afresh, so
 * one the other tab already sent is not sent twice. No connection, or the server down: it waits
 * for the next try (written, reconnected, back online, or a while later). A refusal is kept with
 * its reason.
 */
export function useChatOutbox(userId: string, handlers: OutboxHandlers) {
  const [entries, setEntries] = useState<PendingChatMessage[]>(() => readPending(userId));
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  // Messages the storage could not keep (full): held here, sent the same way, lost on a reload.
  const unsaved = useRef(new Map<string, PendingChatMessage>());
  const inFlight = useRef(new Set<string>());
  const turn = useRef<Promise<void>>(Promise.resolve());
  const failures = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useRef(true);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const all = useCallback(() => [...readPending(userId), ...unsaved.current.values()], [userId]);
  const sync = useCallback(() => setEntries(all()), [all]);

  /** Changes one message (null: drops it), wherever it is kept. */
  const change = useCallback(
    (id: string, patch: Partial<PendingChatMessage> | null) => {
      const held = unsaved.current.get(id);
      if (held) {
        if (patch) unsaved.current.set(id, { ...held, ...patch });
        else unsaved.current.delete(id);
      } else {
        updatePending(userId, (list) =>
          patch ? list.map((e) => (e.id === id ? { ...e, ...patch } : e)) : list.filter((e) => e.id !== id),
        );
      }
      sync();
    },
    [userId, sync],
  );

  const sendOne = useCallback(
    async (entry: PendingChatMessage): Promise<'sent' | 'wait' | 'refused' | 'stop'> => {
      inFlight.current.add(entry.id);
      setSending(new Set(inFlight.current));
      try {
        const answer = await chatApi.send(entry.room, { id: entry.id, text: entry.text });
        change(entry.id, null);
        latest.current.onSent(answer);
        return 'sent';
      } catch (error) {
        if (!isRefusal(error)) return 'wait';
        change(entry.id, { refusal: refusalText(error), retryable: error.status === 429 });
        latest.current.onRefused(error);
        // Too many at once: the ones after it would be refused too.
        return error.status === 429 ? 'stop' : 'refused';
      } finally {
        inFlight.current.delete(entry.id);
        setSending(new Set(inFlight.current));
      }
    },
    [change],
  );

  /**
   * Sends every waiting message, oldest first, until one has to wait. Online but without an
   * answer (or with a failing server), it tries again by itself, waiting longer each time.
   */
  const flush = useCallback((): Promise<void> => {
    const run = () =>
      withLock(`virada-chat-pending:${userId}`, async () => {
        clearTimeout(retry.current);
        for (const entry of all()) {
          // Offline, `online` brings the next try.
          if (navigator.onLine === false) return;
          if (entry.refusal || inFlight.current.has(entry.id)) continue;
          const outcome = await sendOne(entry);
          if (outcome === 'stop') return;
          if (outcome === 'wait') {
            failures.current += 1;
            if (alive.current)
              retry.current = setTimeout(() => void again.current(), reconnectDelay(failures.current));
            return;
          }
          if (outcome === 'sent') failures.current = 0;
        }
      }).catch((err: unknown) => console.error('[virada] chat messages not sent', err));
    turn.current = turn.current.then(run, run);
    return turn.current;
  }, [userId, all, sendOne]);
  const again = useRef(flush);
  useEffect(() => {
    again.current = flush;
  });

  // Another tab sent, refused or discarded one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isPendingKey(userId, event.key)) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, sync]);

  // Whatever waited from an earlier visit goes now, and whenever the browser is back online.
  useEffect(() => {
    alive.current = true;
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      clearTimeout(retry.current);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const add = useCallback(
    (room: string, input: ChatMessageInput) => {
      const entry: PendingChatMessage = { ...input, room, createdAt: new Date().toISOString() };
      if (!updatePending(userId, (list) => [...list, entry])) unsaved.current.set(entry.id, entry);
      sync();
      void flush();
    },
    [userId, sync, flush],
  );

  return {
    entries,
    sending,
    flush,
    add,
    /** The server has it (its live frame arrived first): nothing left to send. */
    delivered: useCallback(
      (id: string) => {
        if (all().some((e) => e.id === id)) change(id, null);
      },
      [all, change],
    ),
    discard: useCallback((id: string) => change(id, null), [change]),
    retry: useCallback(
      (id: string) => {
        change(id, { refusal: undefined, retryable: undefined });
        void flush();
      },
      [change, flush],
    ),
  };
}

/**
 * An answer that says no to this message as it is (its content, a suspension, too many at once),
 * as opposed to no answer, a server error or an ended session, after which it is simply sent again.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408
  );
}

/** The field's message when the server sent one (validation), else its pt-BR message. */
function refusalText(error: ApiError): string {
  const detail = error.body?.details?.[0]?.message;
  return typeof detail === 'string' && detail ? detail : failureMessage(error);
}

/** Runs `task` while no other tab of this browser runs one under `name` (where Web Locks exist). */
function withLock(name: string, task: () => Promise<void>): Promise<void> {
  if (typeof navigator.locks?.request !== 'function') return task();
  return navigator.locks.request(name, task).then(() => undefined);
}
