import * as v from 'valibot';
import { validationTexts } from '../texts/validation.texts';
import type { JournalEntryDto } from './journal.schema';
import { storableText, tokenText } from './text';

export const MAX_PUSH_RECORDS = 500;

/**
 * `POST /api/sync/push` (DESIGN.md §5, §7b). Each record is validated on its own by the server,
 * so one bad record is `rejected` without refusing its neighbours; here only the envelope.
 */
export const syncPushSchema = v.object(
  {
    deviceId: v.pipe(
      v.string(validationTexts.invalidData),
      storableText(),
      v.minLength(1, validationTexts.invalidData),
      v.maxLength(64, validationTexts.invalidData),
    ),
    records: v.pipe(
      v.array(
        v.looseObject({ type: tokenText(validationTexts.invalidData, 32) }, validationTexts.invalidData),
        validationTexts.invalidData,
      ),
      v.maxLength(MAX_PUSH_RECORDS, validationTexts.invalidData),
    ),
  },
  validationTexts.invalidData,
);

export type SyncRecordStatus = 'stored' | 'duplicate' | 'conflict' | 'rejected';

export interface SyncRecordResult {
  id: string;
  status: SyncRecordStatus;
  /** For conflict/rejected: the error code (shared/texts/error.texts) and its pt-BR message. */
  code?: string;
  message?: string;
  /** Editable kinds: the record's version after `stored` (the next edit's `baseVersion`). */
  version?: number;
  /** Editable kinds: the server's copy on a `conflict` (a tombstone when it was deleted). */
  current?: JournalEntryDto;
}

export interface SyncPushResponse {
  results: SyncRecordResult[];
}
