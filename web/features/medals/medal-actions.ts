import { api } from '../../../shared/api';
import { checkinTexts as t } from '../../../shared/texts/checkin.texts';
import { apiPost } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { requestSync } from '../../sync/sync-engine';

/**
 * 'Recuperar medalhas' (spec §7 POST award-missing-medals): the server awards every medal the
 * member's numbers have earned; its `message` is shown as '{message} foram concedidas!'. A pull
 * follows so the new medals appear here too.
 */
export async function recoverMedals(userId: string): Promise<void> {
  try {
    const answer = await apiPost<{ message?: string }>(api.awardMissingMedals(userId));
    showToast({
      title: t.medalsRecoveredTitle,
      description: t.medalsRecoveredDescription(answer?.message || 'As medalhas que faltavam'),
    });
    requestSync();
  } catch (err) {
    console.warn('medals not recovered', err);
    showToast({
      title: t.medalsRecoverErrorTitle,
      description: t.medalsRecoverErrorDescription,
      variant: 'destructive',
    });
  }
}

/** The first medal, on request (spec §7 POST award-wind-medal); then a pull to show it. */
export async function receiveWindMedal(userId: string): Promise<void> {
  try {
    await apiPost(api.awardWindMedal(userId));
    showToast({ title: t.windMedalTitle, description: t.windMedalDescription });
    requestSync();
  } catch (err) {
    console.warn('wind medal not awarded', err);
    showToast({
      title: t.windMedalErrorTitle,
      description: t.windMedalErrorDescription,
      variant: 'destructive',
    });
  }
}
