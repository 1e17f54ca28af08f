import type { ReactNode } from 'react';
import { NetworkError } from '../../lib/api-client';
import type { ServerData } from '../../lib/use-server-data';
import { LoadError, LoadingState } from './load-state';

interface ServerDataViewProps<T> {
  state: ServerData<T>;
  onRetry: () => void;
  loadingLabel: string;
  /** What is read, as the object of a sentence: 'a lista de psicólogos'. */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, failed or ready: the three states of a part of a page that only the server can answer.
 * Offline it says calmly that this part needs the internet and that check-ins still work.
 */
export function ServerDataView<T>({ state, onRetry, loadingLabel, what, children }: ServerDataViewProps<T>) {
  if (state.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (state.status === 'error') {
    return state.error instanceof NetworkError ? (
      <LoadError
        title="Sem internet agora"
        description={`Para ver ${what} é preciso estar on-line. Seus check-ins continuam funcionando sem conexão.`}
        error={state.error}
        onRetry={onRetry}
      />
    ) : (
      <LoadError title={`Não foi possível carregar ${what}.`} error={state.error} onRetry={onRetry} />
    );
  }
  return <>{children(state.data)}</>;
}
