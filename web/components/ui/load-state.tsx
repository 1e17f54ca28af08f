import { failureMessage } from '../../lib/api-client';
import './load-state.css';

/** A spinner announced as 'Carregando' (or what is being loaded). */
export function LoadingState({ label = 'Carregando' }: { label?: string }) {
  return (
    <div className="load-state" role="status" aria-label={label}>
      <div className="spinner" />
    </div>
  );
}

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Replaces the server's message, e.g. a calmer word when the device is offline. */
  description?: string;
}

/** A failed read: what went wrong in pt-BR (spec §8 wording) and a way to try again. */
export function LoadError({ title, error, onRetry, description }: LoadErrorProps) {
  return (
    <div className="card load-error" role="alert">
      <p className="load-error-title">{title}</p>
      <p className="muted">{description ?? failureMessage(error)}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
