import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { webinarSectionTexts as t } from '../../../shared/texts/webinars.texts';
import type { WebinarDto } from '../../../shared/webinar-api-types';
import { ServerDataView } from '../../components/ui/server-data-view';
import { serverNow } from '../../lib/server-clock';
import { useStoredUser } from '../../lib/stored-user';
import { useServerData } from '../../lib/use-server-data';
import { PastWebinarCard, UpcomingWebinarCard } from './webinar-card';
import type { WebinarViewer } from './webinar-registration';
import { fetchWebinars, withWebinar } from './webinar-requests';
import { dateTimeIn, deviceZone } from './webinar-time';
import './webinars.css';

/** How often the cards look at the clock again (the live link appears shortly before the start). */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const id = window.setInterval(() => setNow(serverNow()), CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

interface WebinarsSectionProps {
  /** The zone the member reads times in; this device's by default. */
  timeZone?: string;
}

/**
 * Expert webinars (issue 13), for the library: upcoming ones with "Quero participar", the live
 * link shortly before the start and "Adicionar à agenda"; past ones with their recording. Offline
 * it shows the list the worker kept from the last visit (sw/runtime-cache.ts) and says so.
 */
export function WebinarsSection({ timeZone }: WebinarsSectionProps) {
  const user = useStoredUser();
  // A sign-in or sign-out changes the registrations shown: read again.
  const { state, reload, replace } = useServerData(`webinars:${user?.id ?? 'visitor'}`, fetchWebinars);
  const now = useNow();
  const zone = timeZone ?? deviceZone();
  const viewer: WebinarViewer = !user
    ? 'visitor'
    : user.userType === 'psychologist'
      ? 'psychologist'
      : 'member';
  const changed = (webinar: WebinarDto) => {
    replace((list) => withWebinar(list, webinar));
    // Read again, so the device's copy for offline use holds the new registration too.
    reload();
  };

  return (
    <section id="webinars" className="webinars-section" aria-labelledby="webinars-title">
      <h2 id="webinars-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <ServerDataView state={state} onRetry={reload} loadingLabel={t.loading} what={t.what}>
        {(list) => (
          <>
            {list.fromDevice && (
              <p className="card webinar-offline" role="status">
                <WifiOff size={18} aria-hidden="true" />{' '}
                {t.offlineCopy(list.generatedAt ? dateTimeIn(list.generatedAt, zone, false) : null)}
              </p>
            )}
            <h3>{t.upcoming}</h3>
            {list.upcoming.length === 0 ? (
              <p className="card">{t.emptyUpcoming}</p>
            ) : (
              <ul className="webinar-list">
                {list.upcoming.map((webinar) => (
                  <li key={webinar.id}>
                    <UpcomingWebinarCard
                      webinar={webinar}
                      now={now}
                      zone={zone}
                      viewer={viewer}
                      offline={list.fromDevice}
                      onChanged={changed}
                    />
                  </li>
                ))}
              </ul>
            )}
            <h3>{t.past}</h3>
            {list.past.length === 0 ? (
              <p className="muted">{t.emptyPast}</p>
            ) : (
              <ul className="webinar-list">
                {list.past.map((webinar) => (
                  <li key={webinar.id}>
                    <PastWebinarCard webinar={webinar} zone={zone} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ServerDataView>
    </section>
  );
}
