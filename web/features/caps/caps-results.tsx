import { ExternalLink, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { HEALTH_INFO_LINE } from '../../../shared/constants';
import type { Municipality } from '../../../shared/domain/caps/caps-data';
import type { GeoPoint, NearbyCaps } from '../../../shared/domain/caps/caps-nearest';
import { capsTexts as t } from '../../../shared/texts/caps.texts';
import { useOnline } from '../../lib/use-online';
import { capsMapUrl, formatKm } from './caps-format';

/** Where the distances are measured from: a town the person chose, or where the phone is. */
export type CapsOrigin = { kind: 'city'; city: Municipality } | { kind: 'here'; point: GeoPoint };

interface CapsResultsProps {
  origin: CapsOrigin;
  nearby: NearbyCaps[];
}

/**
 * The nearest towns with a CAPS, nearest first, and what to do next. The map links need the
 * network: offline they are left out and the page says so; the rest works on the device.
 */
export function CapsResults({ origin, nearby }: CapsResultsProps) {
  const online = useOnline();
  const heading = useRef<HTMLHeadingElement>(null);
  const city = origin.kind === 'city' ? origin.city : null;
  // After "Usar minha localização" the answer is below the fold on a phone: take the reader there.
  // After a town is chosen on a touch screen, the keyboard hides the answer: bring it up (the
  // focus stays in the field, to type another town).
  useEffect(() => {
    if (origin.kind === 'here') heading.current?.focus();
    else if (window.matchMedia?.('(pointer: coarse)').matches)
      heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [origin]);

  const summary = !city
    ? t.fromHereLine
    : city.caps > 0
      ? t.cityHasCaps(city.name, city.caps)
      : t.cityWithoutCaps(city.name);
  const first = nearby[0]?.municipality;

  return (
    <section className="caps-results" aria-labelledby="caps-results-title">
      <h2 id="caps-results-title" ref={heading} tabIndex={-1}>
        {city ? t.resultsFromCity(city.name, city.uf) : t.resultsFromHere}
      </h2>
      <p role="status">{summary}</p>
      {!online && <p className="caps-offline-note">{t.mapOffline}</p>}
      <ol className="caps-result-list">
        {nearby.map(({ municipality: m, km }) => (
          <li key={m.id} className="card caps-result">
            <h3 className="caps-result-name">
              {m.name} <span className="caps-uf">{m.uf}</span>
            </h3>
            <p className="caps-result-meta">
              <span>{m.id === city?.id ? t.sameCity : t.distance(formatKm(km))}</span>
              <span aria-hidden="true"> · </span>
              <strong>{t.capsCount(m.caps)}</strong>
            </p>
            {online && (
              <a
                className="caps-map-link"
                href={capsMapUrl(m.name, m.uf)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink size={16} aria-hidden="true" /> {t.mapLink}
                <span className="visually-hidden">
                  {' '}
                  {m.name} {m.uf} {t.opensElsewhere}
                </span>
              </a>
            )}
          </li>
        ))}
      </ol>
      {first && (
        <section className="caps-next" aria-labelledby="caps-next-title">
          <h3 id="caps-next-title">{t.nextTitle}</h3>
          <p>{t.nextCall(first.name)}</p>
          <p>
            <strong>{t.nextDisque}</strong>: {t.nextDisqueLine}
          </p>
          <a className="btn btn-secondary" href={`tel:${HEALTH_INFO_LINE}`}>
            <Phone size={18} aria-hidden="true" /> {t.nextCallDisque}
          </a>
        </section>
      )}
    </section>
  );
}
