/**
 * How the server judges one pushed change of an editable ("document") kind against the copy it
 * holds (DESIGN.md §5.7, issue 10): last writer wins per record with a version, and deletion
 * always wins. Pure, so every document kind uses the same rule and the tests can drive it.
 *
 * - An edit whose `baseVersion` is the stored version (0 for a new record) is `stored` at the
 *   member's next version.
 * - The same content again (a replay whose answer was lost, or an edit that changes nothing) is a
 *   `duplicate`, answered with the stored version.
 * - An edit made on another version is a `conflict`, answered with the server's copy: the member
 *   sees both and chooses, and their choice comes back as an edit of the current version.
 * - A deletion is `stored` as a tombstone whatever version it was made on; a deletion of a
 *   tombstone is a `duplicate`. An edit of a tombstone is a `conflict` with the tombstone, so
 *   every device ends with the record deleted.
 * - An edit of a record the server never had is stored whatever its `baseVersion`: there is no
 *   copy it could overwrite.
 */
export type DocumentVerdict = 'stored' | 'duplicate' | 'conflict';

export interface DocumentState<C> {
  version: number;
  /** null for a tombstone. */
  content: C | null;
}

export interface DocumentChange<C> {
  baseVersion: number;
  /** null for a deletion. */
  content: C | null;
}

export function judgeDocumentChange<C>(
  current: DocumentState<C> | undefined,
  change: DocumentChange<C>,
  sameContent: (a: C, b: C) => boolean,
): DocumentVerdict {
  if (change.content === null) return current && current.content === null ? 'duplicate' : 'stored';
  if (!current) return 'stored';
  if (current.content === null) return 'conflict';
  if (sameContent(current.content, change.content)) return 'duplicate';
  return change.baseVersion === current.version ? 'stored' : 'conflict';
}
