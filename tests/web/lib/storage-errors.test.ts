import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { storageTexts } from '../../../shared/texts/storage.texts';
import { isStorageFull, localSaveFailureText } from '../../../web/lib/storage-errors';

const quotaDom = () =>
  new DOMException('The current transaction exceeded its quota limitations.', 'QuotaExceededError');

describe('isStorageFull', () => {
  it('knows the quota error in every shape Dexie and the browser hand it over', () => {
    expect(Dexie.errnames.QuotaExceeded).toBe('QuotaExceededError');
    // The browser's own DOMException (a request that failed: Dexie passes it on as is or maps it).
    expect(isStorageFull(quotaDom())).toBe(true);
    // Dexie's mapped error.
    expect(isStorageFull(new Dexie.QuotaExceededError('quota', quotaDom()))).toBe(true);
    // The transaction aborted on commit: Dexie's AbortError wrapping the browser's error.
    expect(isStorageFull(new Dexie.AbortError(quotaDom()))).toBe(true);
    // A bulk write with the quota error among its failures.
    expect(isStorageFull(new Dexie.BulkError('bulk', { 0: quotaDom() } as never))).toBe(true);
    // Wrapped once more by the app (an Error's cause).
    expect(isStorageFull(new Error('write failed', { cause: new Dexie.AbortError(quotaDom()) }))).toBe(true);
  });

  it('counts an abort or an unknown error only when it says the disk is full', () => {
    expect(isStorageFull(new Dexie.AbortError('Transaction aborted', new Error('Disk full')))).toBe(true);
    expect(isStorageFull(new DOMException('Internal error: no space left on device', 'UnknownError'))).toBe(
      true,
    );
    expect(isStorageFull(new Dexie.AbortError())).toBe(false);
    expect(isStorageFull(new DOMException('The transaction was aborted.', 'AbortError'))).toBe(false);
    expect(isStorageFull(new Dexie.UnknownError('Internal error opening backing store'))).toBe(false);
  });

  it('leaves every other failure alone', () => {
    expect(isStorageFull(new Dexie.ConstraintError('Key already exists'))).toBe(false);
    expect(isStorageFull(new Dexie.DatabaseClosedError())).toBe(false);
    // The message alone does not make a quota error (the name does).
    expect(isStorageFull(new Error('QuotaExceededError'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
    const loop: { name: string; inner?: unknown } = { name: 'AbortError' };
    loop.inner = loop;
    expect(isStorageFull(loop)).toBe(false);
  });

  it('gives the storage-full words, or the caller’s own', () => {
    expect(localSaveFailureText(new Dexie.AbortError(quotaDom()), 'x')).toBe(
      'Não há espaço no aparelho para salvar; libere espaço e tente de novo',
    );
    expect(storageTexts.storageFull).toBe(
      'Não há espaço no aparelho para salvar; libere espaço e tente de novo',
    );
    expect(localSaveFailureText(new Error('boom'), 'Algo deu errado. Tente novamente.')).toBe(
      'Algo deu errado. Tente novamente.',
    );
  });
});
