import type { LiveMessage } from '../../../shared/live';
import { LiveConnection } from '../../lib/live-channel';
import { GRANTS_CHANGED_EVENT } from '../../lib/live-events';
import { sessionEnded } from './session-ended';

/**
 * The tab's live socket and what it does with what it hears (loaded once someone is signed in):
 * a member's records changed elsewhere → the sync engine pulls; a grant changed → pages showing
 * grants read them again; the session ended → `sessionEnded`, then `onSignedOut(forgot)`. On every
 * (re)connection (`resync`) all of it is read again. Returns the function that closes it.
 */
export function openLiveSession(member: boolean, onSignedOut: (forgot: boolean) => void): () => void {
  const pull = () => {
    if (member) void import('../../sync/sync-engine').then((m) => m.requestSync());
  };
  const onMessage = (message: LiveMessage) => {
    switch (message.type) {
      case 'changed':
        return pull();
      case 'grants-changed':
        return void window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT));
      case 'resync':
        pull();
        return void window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT));
      case 'session-ended':
        return void sessionEnded(message.reason).then(onSignedOut);
    }
  };
  const connection = new LiveConnection(onMessage);
  connection.start();
  return () => connection.stop();
}
