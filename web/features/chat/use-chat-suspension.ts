import { useCallback, useEffect, useRef, useState } from 'react';
import { chatTexts as t } from '../../../shared/texts/community.texts';
import { ApiError, failureMessage } from '../../lib/api-client';
import { communityCalls } from '../../lib/community-calls';
import { formatDay } from '../../lib/format';
import type { TopicSocketStatus } from '../../lib/topic-socket';

/**
 * Whether moderation paused this person's posting (issue 12), for a calm notice in the composer's
 * place (reading stays open). The server refuses a paused member's room socket at the upgrade,
 * which a browser cannot tell from a lost connection: when the socket cannot be had while the
 * browser is online, the community profile says whether posting is paused (once until a socket
 * opens again). A message refused for it says so too.
 */
export function useChatSuspension(status: TopicSocketStatus, timeZone?: string | null) {
  const [notice, setNotice] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (status === 'open') asked.current = false;
    if (status !== 'offline' || asked.current || navigator.onLine === false) return;
    asked.current = true;
    communityCalls.me().then(
      (me) => {
        if (me.suspendedUntil && Date.parse(me.suspendedUntil) > Date.now())
          setNotice(t.suspended(formatDay(me.suspendedUntil, timeZone)));
      },
      // Not known now; the composer stays, and a message sent says it if so.
      () => undefined,
    );
  }, [status, timeZone]);

  const refused = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.body?.code === 'community-suspended')
      setNotice(failureMessage(error));
  }, []);

  return { notice, refused };
}
