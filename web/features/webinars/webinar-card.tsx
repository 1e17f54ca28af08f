import { CalendarPlus, CirclePlay, Video } from 'lucide-react';
import { api } from '../../../shared/api';
import { webinarPhase } from '../../../shared/domain/webinars';
import { webinarSectionTexts as t } from '../../../shared/texts/webinars.texts';
import type { WebinarDto } from '../../../shared/webinar-api-types';
import { WebinarRegistration, type WebinarViewer } from './webinar-registration';
import { brasiliaText, ownZoneText } from './webinar-time';

interface WebinarCardProps {
  webinar: WebinarDto;
  /** Now, by the server's clock as this device knows it (epoch ms). */
  now: number;
  /** The member's zone: the start is also shown in it when its clock differs from Brasília's. */
  zone: string;
  viewer: WebinarViewer;
  offline: boolean;
  onChanged: (webinar: WebinarDto) => void;
}

/** Who, when (Brasília, and the member's zone when it differs) and for how long. */
function WebinarFacts({ webinar, zone }: { webinar: WebinarDto; zone: string }) {
  const own = ownZoneText(webinar.startsAt, zone);
  return (
    <>
      <p className="webinar-speaker">{t.speaker(webinar.speakerName, webinar.speakerCredential)}</p>
      <p className="webinar-when">
        <time dateTime={webinar.startsAt}>{t.brasiliaTime(brasiliaText(webinar.startsAt))}</time>
      </p>
      {own && <p className="webinar-when muted">{t.yourTime(own.text, own.zone)}</p>}
      <p className="muted">{t.duration(webinar.durationMinutes)}</p>
    </>
  );
}

/** An upcoming (or live, or cancelled) webinar with what the reader can do about it. */
export function UpcomingWebinarCard({ webinar, now, zone, viewer, offline, onChanged }: WebinarCardProps) {
  const phase = webinarPhase(webinar, now);
  const cancelled = webinar.status === 'cancelled';
  const headingId = `webinar-${webinar.id}`;
  const badge = cancelled
    ? t.cancelled
    : phase === 'live'
      ? t.liveNow
      : phase === 'starting-soon'
        ? t.startingSoon
        : null;
  return (
    <article className="card webinar-card" aria-labelledby={headingId}>
      {badge && (
        <p className={cancelled ? 'webinar-badge webinar-badge-cancelled' : 'webinar-badge'}>{badge}</p>
      )}
      <h4 id={headingId}>{webinar.title}</h4>
      <WebinarFacts webinar={webinar} zone={zone} />
      <p className="webinar-description">{webinar.description}</p>
      {cancelled ? (
        <p className="webinar-cancelled-note">{t.cancelledNote}</p>
      ) : (
        <div className="webinar-actions">
          {(phase === 'starting-soon' || phase === 'live') && (
            <a className="btn btn-accent" href={webinar.liveUrl} target="_blank" rel="noopener noreferrer">
              <CirclePlay size={18} aria-hidden="true" /> {t.watchLive}
            </a>
          )}
          <WebinarRegistration webinar={webinar} viewer={viewer} offline={offline} onChanged={onChanged} />
          <a className="btn btn-ghost" href={api.webinarCalendar(webinar.id)} download>
            <CalendarPlus size={18} aria-hidden="true" /> {t.addToCalendar}
          </a>
        </div>
      )}
    </article>
  );
}

/** A webinar that happened: its recording when there is one. */
export function PastWebinarCard({ webinar, zone }: { webinar: WebinarDto; zone: string }) {
  const headingId = `webinar-${webinar.id}`;
  return (
    <article className="card webinar-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{webinar.title}</h4>
      <WebinarFacts webinar={webinar} zone={zone} />
      {webinar.recordingUrl ? (
        <a
          className="btn btn-secondary"
          href={webinar.recordingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Video size={18} aria-hidden="true" /> {t.watchRecording}
        </a>
      ) : (
        <p className="muted">{t.noRecording}</p>
      )}
    </article>
  );
}
