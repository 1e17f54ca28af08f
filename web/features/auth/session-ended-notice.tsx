import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { lostRecordsText, sessionEndedTexts } from '../../../shared/texts/session.texts';
import { takeSessionEndedNotice } from './session-ended';

/** On the sign-in page, once: why this device was signed out and what became of its records. */
export function SessionEndedNotice() {
  const [notice] = useState(takeSessionEndedNotice);
  if (!notice) return null;
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
