import type { SyncKindType } from '../../../shared/sync/kinds';
import { checkinWebKind } from './checkin';
import { communityPostWebKind } from './community-post';
import { journalWebKind } from './journal';
import { lessonProgressWebKind } from './lesson-progress';
import type { SyncedRow, WebSyncKind } from './web-kind';

/**
 * Every synced kind's web side, by its wire `type` (shared/sync/kinds.ts `SYNC_KINDS`): a kind
 * declared there and missing here is a type error. The order is the order a push sends them in.
 */
const byType: { [K in SyncKindType]: WebSyncKind } = {
  checkin: generic(checkinWebKind),
  journal: generic(journalWebKind),
  'community-post': generic(communityPostWebKind),
  'lesson-progress': generic(lessonProgressWebKind),
};

export const WEB_SYNC_KINDS: readonly WebSyncKind[] = Object.values(byType);

/** The web side of a synced kind, or undefined for anything else (assessments, goals, unknown). */
export function webSyncKindOf(type: string | undefined): WebSyncKind | undefined {
  return type !== undefined && Object.hasOwn(byType, type) ? byType[type as SyncKindType] : undefined;
}

/**
 * A kind of particular rows as a kind of any rows. Sound because the engine hands each kind only
 * rows of its own table and records of its own `type`.
 */
function generic<Row extends SyncedRow, Pulled>(kind: WebSyncKind<Row, Pulled>): WebSyncKind {
  return kind as unknown as WebSyncKind;
}
