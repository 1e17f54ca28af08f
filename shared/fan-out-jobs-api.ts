import type { FanOutJobKind } from './admin-api-types';

/** Paths of the fan-out job reads (issue 18), beside `api.ts` like `community-api.ts`. */
export const fanOutJobsApi = {
  /** Most recent jobs first; `kind` narrows to one kind. */
  list: (kind?: FanOutJobKind) => `/api/admin/jobs${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
  one: (id: string) => `/api/admin/jobs/${encodeURIComponent(id)}`,
};
