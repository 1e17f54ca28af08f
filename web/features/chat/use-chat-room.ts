import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommunityLiveMessage } from '../../../shared/chat';
import type { ChatMessageDto } from '../../../shared/community-api-types';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { chatApi } from './chat-api';
import { type ChatHistory, markRemoved, mergeLatest, prependOlder, upsertMessage } from './chat-history';

interface RoomState {
  room: string;
  /** The first read answered. Before it, `history` holds only what was heard live. */
  loaded: boolean;
  history: ChatHistory;
  /** The first read failed (a later quiet read that fails keeps what is shown). */
  error: unknown;
  /** An older page is being read. */
  olderBusy: boolean;
}

const EMPTY: ChatHistory = { messages: [], olderCursor: null };
const initial = (room: string): RoomState => ({
  room,
  loaded: false,
  history: EMPTY,
  error: null,
  olderBusy: false,
});

/**
 * A room's messages (issue 12): its latest page read on entry and again on every `resync`, older
 * pages on demand, and the live frames and the author's own answers put in. Reads of the latest
 * page never overlap: one asked for while another is under way runs after it.
 */
export function useChatRoom(room: string) {
  const [state, setState] = useState<RoomState>(() => initial(room));
  // Another room: it starts empty, before any answer arrives (an answer about the room left
  // behind, arriving late, is then dropped).
  if (state.room !== room) setState(initial(room));
  const current = state.room === room ? state : initial(room);
  const reading = useRef<{ room: string; again: boolean } | null>(null);
  const loadingOlder = useRef<string | null>(null);

  /** Changes this room's state; nothing when the page moved to another room meanwhile. */
  const change = useCallback(
    (next: (s: RoomState) => RoomState) => setState((s) => (s.room === room ? next(s) : s)),
    [room],
  );
  const update = useCallback(
    (edit: (history: ChatHistory) => ChatHistory) => change((s) => ({ ...s, history: edit(s.history) })),
    [change],
  );

  const refresh = useCallback(() => {
    if (reading.current?.room === room) {
      reading.current.again = true;
      return;
    }
    const read = { room, again: false };
    reading.current = read;
    const run = async (): Promise<void> => {
      try {
        const latest = await chatApi.history(room);
        change((s) => {
          // Before the first read, what was heard live has no older pages of its own.
          const shown = s.loaded ? s.history : { ...s.history, olderCursor: latest.olderCursor };
          return { ...s, loaded: true, history: mergeLatest(shown, latest), error: null };
        });
      } catch (error) {
        change((s) => (s.loaded ? s : { ...s, error }));
      }
      if (read.again && reading.current === read) {
        read.again = false;
        return run();
      }
      if (reading.current === read) reading.current = null;
    };
    void run();
  }, [room, change]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  const retry = useCallback(() => {
    change(() => initial(room));
    refresh();
  }, [room, change, refresh]);

  const loadOlder = useCallback(
    async (cursor: string) => {
      if (loadingOlder.current === cursor) return;
      loadingOlder.current = cursor;
      change((s) => ({ ...s, olderBusy: true }));
      try {
        const older = await chatApi.history(room, cursor);
        // A read of the latest page may have started over meanwhile (a gap): then this is stale.
        update((history) => (history.olderCursor === cursor ? prependOlder(history, older) : history));
      } catch (error) {
        showToast({ title: failureMessage(error), variant: 'destructive' });
      } finally {
        if (loadingOlder.current === cursor) loadingOlder.current = null;
        change((s) => ({ ...s, olderBusy: false }));
      }
    },
    [room, change, update],
  );

  /** A frame of this room's socket. */
  const apply = useCallback(
    (frame: CommunityLiveMessage) => {
      if (frame.type === 'message' && frame.message.room === room)
        update((history) => upsertMessage(history, frame.message));
      else if (frame.type === 'removed') update((history) => markRemoved(history, frame.id));
      else if (frame.type === 'resync') refresh();
    },
    [room, update, refresh],
  );

  /** The author's own message as the server answered it (it may also arrive live: shown once). */
  const put = useCallback(
    (message: ChatMessageDto) => {
      if (message.room === room) update((history) => upsertMessage(history, message));
    },
    [room, update],
  );

  return { ...current, retry, loadOlder, apply, put };
}
