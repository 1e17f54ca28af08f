import { SHARE_SCOPES, type ShareScope } from '../../../shared/constants';
import type { SharingGrantRow } from './sharing.entities';

export const scopesOfGrant = (
  grant: Pick<SharingGrantRow, 'scopeProgress' | 'scopeCheckins' | 'scopeNotes' | 'scopeDiary'>,
) =>
  SHARE_SCOPES.filter(
    (s) =>
      (s === 'progress' && grant.scopeProgress) ||
      (s === 'checkins' && grant.scopeCheckins) ||
      (s === 'notes' && grant.scopeNotes) ||
      (s === 'diary' && grant.scopeDiary),
  );

export const grantFlags = (scopes: readonly ShareScope[]) => ({
  scopeProgress: scopes.includes('progress'),
  scopeCheckins: scopes.includes('checkins'),
  scopeNotes: scopes.includes('notes'),
  scopeDiary: scopes.includes('diary'),
});

export const joinScopes = (scopes: readonly ShareScope[]) => scopes.join(',');
export const splitScopes = (stored: string) => SHARE_SCOPES.filter((s) => stored.split(',').includes(s));
