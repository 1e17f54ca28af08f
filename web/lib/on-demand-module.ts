import { useEffect, useState } from 'react';

/**
 * A module imported on demand (a dialog's code), loaded once: `loaded()` gives it synchronously
 * once its import has resolved, so a component that needs it renders it in the very commit that
 * asks for it, with no Suspense boundary. (React.lazy suspends on its first render even when the
 * code has long arrived, and React reveals suspended content up to ~300 ms later.)
 */
export interface OnDemandModule<T> {
  load(): Promise<T>;
  loaded(): T | null;
}

export function onDemandModule<T>(importer: () => Promise<T>): OnDemandModule<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= importer().then(
        (value) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          // Not loaded (offline before the service worker had it): the next request tries again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The module when it has loaded; while `wanted` and not yet loaded, loads it and renders again
 * when it arrives. `onFailure` runs when that load fails.
 */
export function useOnDemandModule<T>(
  source: OnDemandModule<T>,
  wanted: boolean,
  onFailure: () => void,
): T | null {
  const [, arrived] = useState(0);
  const module = source.loaded();
  useEffect(() => {
    if (module || !wanted) return;
    let active = true;
    source.load().then(
      () => active && arrived((count) => count + 1),
      () => active && onFailure(),
    );
    return () => {
      active = false;
    };
  }, [module, wanted, source, onFailure]);
  return module;
}
