import { toCheckinDto } from '../../../../shared/domain/dto';
import { checkinKind } from '../../../../shared/sync/kinds';
import { pushRecords } from '../../checkins/checkins.service';
import type { ServerSyncKind } from './server-kind';

/**
 * Check-ins, immutable facts: the group-committed ingest (checkins.service.ts) unchanged; the
 * pull and the export read the facts the route already loaded.
 */
export const checkinServerKind: ServerSyncKind<typeof checkinKind> = {
  declaration: checkinKind,
  table: 'checkins',
  push: async ({ em, account, deviceId, now }, records) =>
    (await pushRecords(em, account, deviceId, records, now)).results,
  pull: async ({ view, since }) =>
    view.facts.checkins
      .filter((c) => c.version > since)
      .map((c) => ({ type: 'checkin' as const, ...toCheckinDto(c, c.userId, c.version) })),
  exportRecords: async ({ user, facts }) =>
    facts.checkins
      .slice()
      .sort((a, b) => a.date.localeCompare(b.date) || a.recordedAt.localeCompare(b.recordedAt))
      .map((c) => toCheckinDto(c, user.id, c.version)),
};
