import type { SyncKindType } from '../../../../shared/sync/kinds';
import { checkinServerKind } from './checkin.kind';
import { communityPostServerKind } from './community-post.kind';
import { journalServerKind } from './journal.kind';
import { lessonProgressServerKind } from './lesson-progress.kind';
import type { ServerSyncKind } from './server-kind';

/**
 * The server side of every kind declared in shared/sync/kinds.ts, by its `type`: a kind declared
 * there without its server side here does not compile. The only line a new kind adds outside its
 * own files (with its entity in db/entities.ts and its migration).
 */
const byType: { [T in SyncKindType]: ServerSyncKind } = {
  checkin: checkinServerKind,
  journal: journalServerKind,
  'community-post': communityPostServerKind,
  'lesson-progress': lessonProgressServerKind,
};

export const SERVER_KINDS: readonly ServerSyncKind[] = Object.values(byType);

export const serverKindOf = (type: unknown): ServerSyncKind | undefined =>
  typeof type === 'string' && Object.hasOwn(byType, type) ? byType[type as SyncKindType] : undefined;
