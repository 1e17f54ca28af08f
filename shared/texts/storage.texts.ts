/**
 * What the member reads when this device could not keep a record (issue 19). Not in the spec:
 * the issue fixes the storage-full words.
 */
export const storageTexts = {
  /** The device is out of space (IndexedDB's quota, or the disk itself). The form keeps what was typed. */
  storageFull: 'Não há espaço no aparelho para salvar; libere espaço e tente de novo',
} as const;
