import { db } from '../../data/db';
import { readStoredUser } from '../../lib/stored-user';
import { journalStoreFor } from './journal-store';

/**
 * Starts reading the member's diary as soon as the route is asked for (a tap on the link, or the
 * router's preload on intent), so IndexedDB works while the page's code loads and the old page
 * unmounts.
 */
export function preloadJournal(): void {
  const user = readStoredUser();
  if (user) journalStoreFor(db, user.id).open();
}
