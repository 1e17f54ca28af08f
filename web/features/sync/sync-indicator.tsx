import './sync.css';
import { CloudAlert, CloudCheck, CloudOff, CloudSync, CloudUpload } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useSettledText } from '../../lib/use-settled-text';
import { useSyncStatus } from '../../sync/sync-engine';
import { SyncIndicatorPanel } from './sync-indicator-panel';
import { type IndicatorIcon, indicatorView } from './sync-indicator-view';

const ICONS: Record<IndicatorIcon, typeof CloudCheck> = {
  saved: CloudCheck,
  waiting: CloudUpload,
  sending: CloudSync,
  offline: CloudOff,
  attention: CloudAlert,
};

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const readOnline = () => navigator.onLine;

/**
 * The header's calm word on the member's records: a cloud that says "Tudo salvo", how many
 * records wait for a connection, that the session must be renewed, or that some were refused.
 * Tapping it opens the details. Changes are announced politely, once they settle.
 */
export default function SyncIndicator({ userId }: { userId: string }) {
  const status = useSyncStatus();
  const online = useSyncExternalStore(subscribeOnline, readOnline, () => true);
  const view = indicatorView(status, online);
  const announced = useSettledText(view.message);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const Icon = ICONS[view.icon];

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="sync-indicator" data-icon={view.icon} ref={root}>
      <button
        type="button"
        className="sync-indicator-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Sincronização: ${view.message}`}
        title={view.message}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon size={20} aria-hidden="true" />
        {view.badge > 0 && (
          <span className="sync-indicator-badge" aria-hidden="true">
            {view.badge > 99 ? '99+' : view.badge}
          </span>
        )}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </span>
      {open && <SyncIndicatorPanel id={panelId} userId={userId} view={view} status={status} />}
    </div>
  );
}
