import { WifiOff } from 'lucide-react';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { useOnline } from '../../lib/use-online';

/** Offline, the forum shows what this device kept (the worker's copy) and says so, calmly. */
export function OfflineNote() {
  if (useOnline()) return null;
  return (
    <p className="forum-offline card" role="status">
      <WifiOff size={18} aria-hidden="true" /> {t.offline}
    </p>
  );
}
