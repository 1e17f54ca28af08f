/**
 * A guided session's clock, pure (the breathing timer, the urge-surfing wave): how start, pause,
 * resume and stop move it. Time is read from timestamps the caller passes (`Date.now()` in a
 * handler or an effect), never counted from intervals: a tab put to sleep or a locked screen
 * shows the right moment at the next tick.
 */

export type TimerStatus = 'idle' | 'running' | 'paused' | 'done';

export interface TimerState {
  status: TimerStatus;
  /** Time run before the current stretch (pauses excluded). */
  bankedMs: number;
  /** When the current stretch began (running only). */
  since: number | null;
  /** Elapsed time as of the last action or tick: what the page draws. */
  elapsedMs: number;
  totalMs: number;
}

export type TimerAction =
  | { type: 'start'; now: number; totalMs: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'stop' };

export const IDLE_TIMER: TimerState = { status: 'idle', bankedMs: 0, since: null, elapsedMs: 0, totalMs: 0 };

const runFor = (state: TimerState, now: number) =>
  state.bankedMs + (state.since === null ? 0 : now - state.since);

/** The clock's moves. Anything that does not apply to the current status leaves it as it is. */
export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'start':
      return { status: 'running', bankedMs: 0, since: action.now, elapsedMs: 0, totalMs: action.totalMs };
    case 'pause': {
      if (state.status !== 'running') return state;
      const elapsedMs = Math.min(runFor(state, action.now), state.totalMs);
      return { ...state, status: 'paused', bankedMs: elapsedMs, since: null, elapsedMs };
    }
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'running', since: action.now } : state;
    case 'tick': {
      if (state.status !== 'running') return state;
      const elapsedMs = Math.min(runFor(state, action.now), state.totalMs);
      if (elapsedMs >= state.totalMs)
        return { ...state, status: 'done', bankedMs: elapsedMs, since: null, elapsedMs };
      return { ...state, elapsedMs };
    }
    case 'stop':
      return IDLE_TIMER;
  }
}
