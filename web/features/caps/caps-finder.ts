import { CitySearch } from '../../../shared/domain/caps/caps-city-search';
import { decodeCapsData } from '../../../shared/domain/caps/caps-data';
import { CapsPlaces } from '../../../shared/domain/caps/caps-nearest';
import { onDemandModule } from '../../lib/on-demand-module';

/** What the page searches: every municipality by name, and those with a CAPS by distance. */
export interface CapsFinder {
  cities: CitySearch;
  places: CapsPlaces;
}

/**
 * The data (virtual:caps-data, web/content/caps-plugin.ts) is a chunk of its own, imported on
 * this page only and precached by the service worker, so the search works offline after install.
 * Decoded and indexed once per page load.
 */
export const capsFinder = onDemandModule<CapsFinder>(() =>
  import('virtual:caps-data').then(({ default: data }) => {
    const rows = decodeCapsData(data);
    return { cities: new CitySearch(rows), places: new CapsPlaces(rows) };
  }),
);
