import { ShieldAlert } from 'lucide-react';
import { lostRecordsText, sessionEndedTexts } from '../../../shared/texts/session.texts';
import type { SessionEndedNotice as Notice } from './session-ended-notice-store';

/** On the sign-in page, once: why this device was signed out and what became of its records. */
export function SessionEndedNotice({ notice }: { notice: Notice }) {
  const text = sessionEndedTexts[notice.reason];
  return (
    <div className="auth-notice" role="status">
      <ShieldAlert size={20} aria-hidden="true" />
      <div>
        <p className="auth-notice-title">{text.title}</p>
        <p>{text.body}</p>
        {notice.lost > 0 && <p>{lostRecordsText(notice.lost)}</p>}
      </div>
    </div>
  );
}
