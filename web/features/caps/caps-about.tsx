import { Info } from 'lucide-react';
import { capsTexts as t } from '../../../shared/texts/caps.texts';

/** What the data is and is not: counts per town (no addresses), its source, and its unknown date. */
export function CapsAbout() {
  return (
    <section className="caps-about" aria-labelledby="caps-about-title">
      <h2 id="caps-about-title">
        <Info size={20} aria-hidden="true" /> {t.aboutTitle}
      </h2>
      <ul>
        <li>{t.aboutKinds}</li>
        <li>{t.aboutCount}</li>
        <li>{t.aboutSource}</li>
        <li>{t.aboutDistance}</li>
        <li>{t.aboutOffline}</li>
      </ul>
    </section>
  );
}
