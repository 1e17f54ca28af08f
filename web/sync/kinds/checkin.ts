import type { CheckinDto } from '../../../shared/api-types';
import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { LocalCheckin } from '../../data/db';
import { fromCheckinDto, toPushRecord } from '../sync-wire';
import type { SyncRules, WebSyncKind } from './web-kind';

/**
 * Check-ins and relapses (a `fact` kind): immutable once stored. The server's status settles a
 * row that is still pending (an answer arriving after a sign-out changes nothing); a pulled
 * record replaces only a row the server already had, never one of ours still on its way.
 */
const checkinRules: SyncRules<LocalCheckin, CheckinDto> = {
  toWire: toPushRecord,
  settle(row, _sent, result) {
    if (row.syncState !== 'pending') return {};
    if (result.status === 'stored' || result.status === 'duplicate')
      return { row: { ...row, syncState: 'synced', syncMessage: null } };
    const fallback = result.status === 'conflict' ? t.conflictFallback : t.rejectedFallback;
    return { row: { ...row, syncState: result.status, syncMessage: result.message ?? fallback } };
  },
  pulled(dto, userId, local) {
    if (dto.userId !== userId || (local && local.syncState !== 'synced')) return {};
    return { row: fromCheckinDto(dto) };
  },
};

export const checkinWebKind: WebSyncKind<LocalCheckin, CheckinDto> = {
  type: 'checkin',
  table: (db) => db.checkins,
  describe: (row) => ({ label: row.hadRelapse ? t.kindRelapse : t.kindCheckin, when: row.date }),
  // Every member has check-ins: their rules come with the engine.
  rules: async () => checkinRules,
};
