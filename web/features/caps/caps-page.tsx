import './caps.css';
import { LocateFixed } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Municipality } from '../../../shared/domain/caps/caps-data';
import { capsTexts as t } from '../../../shared/texts/caps.texts';
import { CrisisLines } from '../../components/crisis-lines';
import { useOnDemandModule } from '../../lib/on-demand-module';
import { useHydrated } from '../../lib/use-hydrated';
import { usePageTitle } from '../../lib/use-page-title';
import { CapsAbout } from './caps-about';
import { CapsCityField } from './caps-city-field';
import { capsFinder } from './caps-finder';
import { type CapsOrigin, CapsResults } from './caps-results';
import { type LocationState, useGeolocation } from './use-geolocation';

/** How many towns with a CAPS the page lists. */
const NEARBY_COUNT = 5;

/**
 * /caps, "Encontre ajuda perto de você" (issue 14): the help lines first, then the nearest towns
 * with a CAPS from a town the person types or from where the phone is, and what to do next.
 * Public and offline: the first screen is prerendered, and the data (every municipality, ~63 kB
 * gzip) is a precached chunk loaded when the person starts to search. Nothing leaves the device.
 */
export function CapsPage() {
  usePageTitle(t.title);
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  const finder = useOnDemandModule(capsFinder, wanted && !failed, onFailure);
  const wantData = useCallback(() => setWanted(true), []);
  const [origin, setOrigin] = useState<CapsOrigin | null>(null);
  const [location, locate] = useGeolocation();

  useEffect(() => {
    if (location.status === 'found') setOrigin({ kind: 'here', point: location.point });
  }, [location]);
  const chooseCity = useCallback((city: Municipality) => setOrigin({ kind: 'city', city }), []);
  const nearby = useMemo(
    () =>
      finder && origin
        ? finder.places.nearest(origin.kind === 'city' ? origin.city : origin.point, NEARBY_COUNT)
        : null,
    [finder, origin],
  );

  return (
    <section className="container page caps-page" aria-labelledby="page-title">
      <header className="caps-header">
        <h1 id="page-title">{t.title}</h1>
        <p className="caps-lead">{t.lead}</p>
      </header>
      <aside className="caps-help" aria-label={t.helpLabel}>
        <p>{t.helpFirst}</p>
        <CrisisLines />
      </aside>

      <search className="caps-search" aria-labelledby="caps-search-title">
        <h2 id="caps-search-title">{t.searchTitle}</h2>
        <CapsCityField finder={finder} disabled={!hydrated} onWantData={wantData} onChoose={chooseCity} />
        <p className="caps-or" aria-hidden="true">
          {t.or}
        </p>
        <button
          type="button"
          className="btn btn-secondary caps-locate"
          disabled={!hydrated || location.status === 'locating'}
          onPointerEnter={wantData}
          onClick={() => {
            wantData();
            locate();
          }}
        >
          <LocateFixed size={20} aria-hidden="true" />
          {location.status === 'locating' ? t.locating : t.useLocation}
        </button>
        <p className="caps-location-note muted">{t.locationPrivacy}</p>
        <p className="caps-location-status" role="status">
          {locationMessage(location)}
        </p>
        {failed && (
          <p className="caps-load-failed" role="alert">
            {t.dataFailed}{' '}
            <button type="button" className="btn btn-secondary" onClick={() => setFailed(false)}>
              {t.retry}
            </button>
          </p>
        )}
      </search>

      {origin && nearby && <CapsResults origin={origin} nearby={nearby} />}
      {origin && !nearby && !failed && <p className="muted">{t.dataLoading}</p>}
      <CapsAbout />
    </section>
  );
}

function locationMessage(location: LocationState): string {
  switch (location.status) {
    case 'denied':
      return t.locationDenied;
    case 'unavailable':
      return t.locationUnavailable;
    case 'timeout':
      return t.locationTimeout;
    case 'unsupported':
      return t.locationUnsupported;
    default:
      return '';
  }
}
