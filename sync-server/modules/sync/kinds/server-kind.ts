import type { EntityManager } from '@mikro-orm/knex';
import type { SyncPullRecord } from '../../../../shared/api-types';
import type { AccountExportDto } from '../../../../shared/psychologist-api-types';
import type { SyncRecordResult } from '../../../../shared/schemas/sync.schema';
import type { SYNC_KINDS } from '../../../../shared/sync/kinds';
import type { Config, RateLimitRule } from '../../../config';
import type { Account } from '../../auth/current-user';
import type { StoredFacts } from '../../progress/member-facts';
import type { MemberView } from '../../progress/progress.service';
import type { User } from '../../users/user.entity';

type Declared = (typeof SYNC_KINDS)[number];

/** The part of the export each kind fills, under its declared `exportKey`. */
export type KindExports = Pick<AccountExportDto, Declared['exportKey']>;

export interface PushContext {
  /** The ORM's root entity manager: a write may join a group that outlives the request. */
  em: EntityManager;
  account: Account;
  deviceId: string | null;
  now: Date;
  /** Counts a write against a per-person limit (throws 429 past it), as the matching route does. */
  countAgainst?: (name: string, rule: RateLimitRule) => Promise<void>;
  rateLimits?: Config['rateLimits'];
}

export interface PullContext {
  em: EntityManager;
  user: User;
  /** Records changed after this member version. */
  since: number;
  /** The member's facts and numbers, already read for the pull's summary. */
  view: MemberView;
}

export interface ExportContext {
  em: EntityManager;
  user: User;
  facts: StoredFacts;
}

/**
 * The server side of one synced kind (shared/sync/kinds.ts declares its wire side): how a push
 * stores its records, how a pull and the export read them back, and the table its rows live in.
 * The generic push, pull, export and account deletion are written over these (kinds/index.ts);
 * docs/architecture.md ("Synced kinds") shows how a kind is added.
 */
export interface ServerSyncKind<D extends Declared = Declared> {
  declaration: D;
  /**
   * Stores this kind's records of one push (every record's `type` is this kind's, nothing else
   * checked yet) for the session's account; one result per record, in order. Each change takes
   * the member's next sync version under the member's lock (user_progress), so one cursor
   * serves every kind.
   */
  push(ctx: PushContext, records: unknown[]): Promise<SyncRecordResult[]>;
  /** The member's records changed after `ctx.since`, each with its `type` and `version`. */
  pull(ctx: PullContext): Promise<SyncPullRecord[]>;
  /** Everything of this kind the member's data export holds. */
  exportRecords(ctx: ExportContext): Promise<KindExports[D['exportKey']]>;
  /** The table of the kind's rows: account deletion empties it of the person's rows. */
  table: string;
  /** The column naming the person in `table` (default `user_id`). */
  ownerColumn?: string;
}
