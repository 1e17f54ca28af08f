import { api } from '../../../shared/api';
import { BRAZIL_STATES, THERAPY_APPROACHES } from '../../../shared/constants';
import { booleanParam, oneOf, type Search, stringParam } from '../../lib/search-params';

/**
 * The directory's filters live in the URL (`/therapists?q=&uf=&online=true&approach=`), so going
 * back from a profile finds the same list. Anything unexpected in a typed or old link is dropped.
 */
export interface TherapistFilters {
  q?: string;
  uf?: (typeof BRAZIL_STATES)[number];
  online?: boolean;
  approach?: (typeof THERAPY_APPROACHES)[number];
}

export function parseTherapistSearch(search: Search): TherapistFilters {
  return {
    q: stringParam(search, 'q', 80),
    uf: oneOf(search, 'uf', BRAZIL_STATES),
    online: booleanParam(search, 'online'),
    approach: oneOf(search, 'approach', THERAPY_APPROACHES),
  };
}

/** `GET /api/therapists` with only the filters in use, e.g. `/api/therapists?q=ana&online=true`. */
export function therapistsPath(filters: TherapistFilters): string {
  const query = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) query.set('q', q);
  if (filters.uf) query.set('uf', filters.uf);
  if (filters.online) query.set('online', 'true');
  if (filters.approach) query.set('approach', filters.approach);
  const text = query.toString();
  return text ? `${api.therapists}?${text}` : api.therapists;
}

export const hasFilters = (filters: TherapistFilters) =>
  Boolean(filters.q?.trim() || filters.uf || filters.online || filters.approach);
