import type { LockedProgress } from './user-progress.repository';

/**
 * The sync versions one write group reserved for its members (lockMembersProgress), handed out
 * in order to the kinds that write in the group: `(base, final]` belongs to the group, each
 * change takes the next one, and versions a change did not take (replays, conflicts) are
 * harmless gaps in the pull's cursor.
 */
export class ReservedVersions {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly locked: Map<string, LockedProgress>,
    private readonly reserved: Map<string, number>,
  ) {
    for (const [userId, n] of reserved) this.next.set(userId, this.row(userId).version - n);
  }

  /** The member's row as the lock read it (its version is the group's last). */
  row(userId: string): LockedProgress {
    const row = this.locked.get(userId);
    if (!row) throw new Error(`user_progress row of ${userId} was not locked`);
    return row;
  }

  /** The member's version before the group. */
  base(userId: string): number {
    return this.row(userId).version - (this.reserved.get(userId) ?? 0);
  }

  /** The member's version once the group committed. */
  final(userId: string): number {
    return this.row(userId).version;
  }

  /** The next reserved version of the member. */
  take(userId: string): number {
    const version = (this.next.get(userId) ?? this.base(userId)) + 1;
    if (version > this.final(userId)) throw new Error(`no version left for ${userId} in this group`);
    this.next.set(userId, version);
    return version;
  }

  members(): string[] {
    return [...this.reserved.keys()];
  }
}
