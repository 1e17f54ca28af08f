import { todayIn } from '../../../shared/domain/zoned';
import { ADMIN_TIME_ZONE } from '../../../shared/schemas/admin.schema';

const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: ADMIN_TIME_ZONE, timeStyle: 'short' });
const dayAndClock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ADMIN_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * How far the activity figures (active members, accesses) are counted, in São Paulo time: they
 * come from a rollup a minute or two behind, so nobody takes its last minutes for a drop.
 */
export function activityCountedText(countedTo: string | null, now: Date = new Date()): string {
  if (!countedTo) return 'Atividade ainda não contada: a contagem roda a cada minuto.';
  const at = new Date(countedTo);
  if (todayIn(ADMIN_TIME_ZONE, at) === todayIn(ADMIN_TIME_ZONE, now))
    return `Atividade contada até ${clock.format(at)}`;
  return `Atividade contada até ${dayAndClock.format(at).replace(',', ' às')}`;
}

/** The line under the period on /admin/analytics. */
export function ActivityCountedNote({ countedTo }: { countedTo: string | null }) {
  return <p className="muted admin-counted-to">{activityCountedText(countedTo)}</p>;
}
