import { storageTexts } from '../../shared/texts/storage.texts';

/*
 * Dexie's names (Dexie.errnames.QuotaExceeded, Dexie.errnames.Abort, Dexie.errnames.Unknown)
 * spelled out, so this check does not pull Dexie into every chunk that shows an error.
 */
const QUOTA = 'QuotaExceededError';
const ABORT = 'AbortError';
const UNKNOWN = 'UnknownError';
/** The legacy DOMException code of QUOTA_EXCEEDED_ERR. */
const QUOTA_CODE = 22;
/** How browsers word a write the disk refused when they give it no quota name. */
const DISK_FULL_WORDS = /quota|disk (is )?full|no space|out of space|insufficient space|storage (is )?full/i;

/**
 * True when a write to IndexedDB failed because the device has no room for it. Dexie rejects a
 * transaction that hit the quota with its own `QuotaExceededError`, with an `AbortError` whose
 * `inner` is the browser's `QuotaExceededError` (the transaction aborted on commit), or with the
 * browser's DOMException itself; a bulk write carries it among its `failures`. An abort or an
 * "unknown" disk error counts only when what it wraps says the disk is full: a transaction
 * aborted for another reason (the page closing, a version change) is not a full disk.
 */
export function isStorageFull(error: unknown): boolean {
  return looksFull(error, 0);
}

function looksFull(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { name?: unknown; code?: unknown; message?: unknown; inner?: unknown; cause?: unknown };
  if (e.name === QUOTA) return true;
  if (e.code === QUOTA_CODE && typeof DOMException !== 'undefined' && error instanceof DOMException)
    return true;
  if (
    (e.name === ABORT || e.name === UNKNOWN) &&
    typeof e.message === 'string' &&
    DISK_FULL_WORDS.test(e.message)
  )
    return true;
  const failures = (error as { failures?: unknown }).failures;
  if (Array.isArray(failures) && failures.some((f) => looksFull(f, depth + 1))) return true;
  return looksFull(e.inner, depth + 1) || looksFull(e.cause, depth + 1);
}

/** The text a failed local save shows: the storage-full words when that is what happened, else `fallback`. */
export function localSaveFailureText(error: unknown, fallback: string): string {
  return isStorageFull(error) ? storageTexts.storageFull : fallback;
}
