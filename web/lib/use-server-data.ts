import { useCallback, useEffect, useState } from 'react';

export type ServerData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Reads something from the server when the component mounts and whenever `key` changes.
 * `reload()` reads again, keeping data already on screen until the new answer arrives; `replace()`
 * updates the data locally after a change the server confirmed. An answer that arrives after
 * the component moved on is dropped. `refreshOn` names a window event after which it reads again.
 */
export function useServerData<T>(key: string, load: () => Promise<T>, options: { refreshOn?: string } = {}) {
  const [state, setState] = useState<ServerData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; `round` asks for a reload
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
  }, [key, round]);

  const reload = useCallback(() => {
    setState((current) => (current.status === 'error' ? { status: 'loading' } : current));
    setRound((n) => n + 1);
  }, []);
  // A window event (e.g. GRANTS_CHANGED_EVENT from the live channel) that makes what is shown stale.
  const { refreshOn } = options;
  useEffect(() => {
    if (!refreshOn) return;
    window.addEventListener(refreshOn, reload);
    return () => window.removeEventListener(refreshOn, reload);
  }, [refreshOn, reload]);

  const replace = useCallback((update: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: update(current.data) } : current,
    );
  }, []);

  return { state, reload, replace };
}
