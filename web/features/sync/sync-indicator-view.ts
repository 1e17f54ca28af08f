import { syncTexts as t } from '../../../shared/texts/sync.texts';
import type { SyncStatus } from '../../sync/sync-status';

export type IndicatorIcon = 'saved' | 'waiting' | 'sending' | 'offline' | 'attention';

export interface IndicatorView {
  icon: IndicatorIcon;
  /** The full sentence (status region, panel, tooltip). */
  message: string;
  /** A number shown on the icon: records waiting or refused; 0 for none. */
  badge: number;
  /** The member must sign in again to send their records. */
  needsSignIn: boolean;
}

/**
 * What the header says about the member's records, most important first: a lost session, then
 * refused records, then no connection, then records still on their way, else "Tudo salvo".
 */
export function indicatorView(status: SyncStatus, online: boolean): IndicatorView {
  const { state, pendingCount, rejectedCount } = status;
  if (state === 'needs-sign-in')
    return { icon: 'attention', message: t.needsSignIn, badge: pendingCount, needsSignIn: true };
  if (rejectedCount > 0)
    return {
      icon: 'attention',
      message: t.rejected(rejectedCount),
      badge: rejectedCount,
      needsSignIn: false,
    };
  if (!online || state === 'offline')
    return { icon: 'offline', message: t.offline, badge: pendingCount, needsSignIn: false };
  if (pendingCount > 0) {
    if (state === 'syncing')
      return { icon: 'sending', message: t.syncing, badge: pendingCount, needsSignIn: false };
    const message = state === 'error' ? t.retrying(pendingCount) : t.pending(pendingCount);
    return { icon: 'waiting', message, badge: pendingCount, needsSignIn: false };
  }
  return { icon: 'saved', message: t.allSaved, badge: 0, needsSignIn: false };
}
