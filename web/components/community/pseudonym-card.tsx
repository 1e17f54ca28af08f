import './community-parts.css';
import { RefreshCw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { forumPageTexts as t } from '../../../shared/texts/community.texts';
import { failureMessage } from '../../lib/api-client';
import { communityCalls } from '../../lib/community-calls';
import { showToast } from '../../lib/toaster';
import { useServerData } from '../../lib/use-server-data';

/** "Você aparece como Ipê Sereno 214", with a way to draw a new pseudonym (once a day). */
export function PseudonymCard() {
  const { state, replace } = useServerData('community:me', communityCalls.me);
  const [busy, setBusy] = useState(false);
  if (state.status !== 'ready') return null;
  const redraw = async () => {
    setBusy(true);
    try {
      const me = await communityCalls.newPseudonym();
      replace(() => me);
      showToast({ title: t.pseudonymChanged(me.pseudonym) });
    } catch (error) {
      showToast({ title: failureMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="forum-me card">
      <UserRound size={18} aria-hidden="true" /> {t.youAppearAs} <strong>{state.data.pseudonym}</strong>
      <button type="button" className="btn btn-ghost" onClick={redraw} disabled={busy}>
        <RefreshCw size={14} aria-hidden="true" /> {t.newPseudonym}
      </button>
    </p>
  );
}
