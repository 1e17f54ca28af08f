import { webinarEndMs } from '../../../shared/domain/webinars';
import {
  brasiliaDateTimeText,
  durationText,
  adminWebinarTexts as t,
} from '../../../shared/texts/webinars.texts';
import type { AdminWebinarDto } from '../../../shared/webinar-api-types';

interface AdminWebinarListProps {
  webinars: AdminWebinarDto[];
  now: number;
  onEdit: (webinar: AdminWebinarDto, focusRecording: boolean) => void;
  onCancel: (webinar: AdminWebinarDto) => void;
}

/** Every webinar, the latest start first, with who registered and what they were told. */
export function AdminWebinarList({ webinars, now, onEdit, onCancel }: AdminWebinarListProps) {
  if (webinars.length === 0) return <p className="card admin-webinar-empty">{t.empty}</p>;
  return (
    <ul className="admin-webinar-list">
      {webinars.map((w) => {
        const ended = webinarEndMs(w) <= now;
        const cancelled = w.status === 'cancelled';
        const status = cancelled ? t.statusCancelled : ended ? t.statusEnded : t.statusScheduled;
        return (
          <li key={w.id}>
            <article className="card admin-webinar-item" aria-label={w.title}>
              <p className="muted">
                {status} · {t.when(brasiliaDateTimeText(w.startsAt), durationText(w.durationMinutes))}
              </p>
              <h3>{w.title}</h3>
              <p>
                {w.speakerName} · {w.speakerCredential}
              </p>
              <p className="muted">
                {t.registrations(w.registrations)} · {t.remindersSent(w.remindersSent)}
                {cancelled && ` · ${t.cancellationNoticesSent(w.cancellationNoticesSent)}`}
              </p>
              {w.recordingUrl && (
                <p>
                  {t.recording}{' '}
                  <a href={w.recordingUrl} target="_blank" rel="noopener noreferrer">
                    {w.recordingUrl}
                  </a>
                </p>
              )}
              {!cancelled && (
                <div className="admin-webinar-actions">
                  <button type="button" className="btn btn-secondary" onClick={() => onEdit(w, false)}>
                    {t.edit}
                  </button>
                  {ended && !w.recordingUrl && (
                    <button type="button" className="btn btn-secondary" onClick={() => onEdit(w, true)}>
                      {t.addRecording}
                    </button>
                  )}
                  {!ended && (
                    <button type="button" className="btn btn-ghost" onClick={() => onCancel(w)}>
                      {t.cancelWebinar}
                    </button>
                  )}
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
