import * as v from 'valibot';
import { api } from '../../../shared/api';
import { BRAZIL_STATES, THERAPY_APPROACHES } from '../../../shared/constants';

/**
 * The directory's filters live in the URL (`/therapists?q=&uf=&online=true&approach=`), so going
 * back from a profile finds the same list. Anything unexpected in a typed or old link is dropped.
 */
export const therapistSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined),
  uf: v.fallback(v.optional(v.picklist(BRAZIL_STATES)), undefined),
  online: v.fallback(v.optional(v.boolean()), undefined),
  approach: v.fallback(v.optional(v.picklist(THERAPY_APPROACHES)), undefined),
});
export type TherapistFilters = v.InferOutput<typeof therapistSearchSchema>;

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
