import { api } from '../../../shared/api';
import type { CheckinDto, DashboardDto, HistoryItemDto, MoodDataDto } from '../../../shared/api-types';
import type { ClientSummaryDto } from '../../../shared/psychologist-api-types';
import { ApiError, apiGet } from '../../lib/api-client';
import { CHECKIN_LIST_DAYS_DEFAULT } from './client-progress-format';

export interface ClientProgress {
  client: ClientSummaryDto;
  /** progress scope */
  dashboard: DashboardDto | null;
  /** checkins scope */
  checkins: CheckinDto[] | null;
  moodData: MoodDataDto[] | null;
  history: HistoryItemDto[] | null;
}

/** The client no longer shares with this psychologist (revoked, or never did): the server answers 404. */
export const REVOKED = 'revoked' as const;

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * Everything the client page shows, read only within the granted scopes: first the client's
 * summary (name, scopes, flags), then the reads those scopes allow. Every read is logged in
 * the client's access log by the server. No grant, or a revocation between two reads, shows as
 * REVOKED.
 */
export async function loadClientProgress(clientId: string): Promise<ClientProgress | typeof REVOKED> {
  let client: ClientSummaryDto;
  try {
    client = await apiGet<ClientSummaryDto>(api.psychologistClient(clientId));
  } catch (err) {
    if (isNotFound(err)) return REVOKED;
    throw err;
  }
  const when = <T>(granted: boolean, path: string) => (granted ? apiGet<T>(path) : Promise.resolve(null));
  const progress = client.scopes.includes('progress');
  const checkins = client.scopes.includes('checkins');
  try {
    const [dashboard, checkinList, moodData, history] = await Promise.all([
      when<DashboardDto>(progress, api.dashboard(clientId)),
      when<CheckinDto[]>(checkins, api.memberCheckins(clientId, CHECKIN_LIST_DAYS_DEFAULT)),
      when<MoodDataDto[]>(checkins, api.moodData(clientId)),
      when<HistoryItemDto[]>(checkins, api.history(clientId)),
    ]);
    return { client, dashboard, checkins: checkinList, moodData, history };
  } catch (err) {
    if (isNotFound(err)) return REVOKED;
    throw err;
  }
}
