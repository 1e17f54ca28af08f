import { LOCALE, SHARE_SCOPES, type ShareScope } from '../../../shared/constants';
import { capitalize } from '../../lib/format';

/** Each scope as the object of "vai poder ver …", and its verb when it stays private alone. */
const SCOPE_PHRASES: Record<ShareScope, { shared: string; kept: string; keptVerb: string }> = {
  progress: { shared: 'seu progresso', kept: 'seu progresso', keptVerb: 'continua' },
  checkins: {
    shared: 'seus check-ins (incluindo recaídas)',
    kept: 'seus check-ins e recaídas',
    keptVerb: 'continuam',
  },
  notes: { shared: 'suas anotações', kept: 'suas anotações', keptVerb: 'continuam' },
  diary: { shared: 'seu diário', kept: 'seu diário', keptVerb: 'continua' },
};

const list = new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });

/**
 * The sentence the member reads before agreeing: what `who` will see and what stays private,
 * e.g. 'Ana Lima (CRP 06/12345) vai poder ver seu progresso e seus check-ins (incluindo
 * recaídas). Suas anotações continuam só com você.' Null when the choice is not a share: nothing,
 * or notes alone (the server refuses those: notes mean nothing without their records).
 */
export function shareSummary(who: string, scopes: readonly ShareScope[]): string | null {
  const shared = SHARE_SCOPES.filter((s) => scopes.includes(s));
  if (!shared.some((s) => s !== 'notes')) return null;
  const kept = SHARE_SCOPES.filter((s) => !shared.includes(s));
  const sees = `${who} vai poder ver ${list.format(shared.map((s) => SCOPE_PHRASES[s].shared))}.`;
  if (kept.length === 0) return sees;
  const verb = kept.length === 1 ? SCOPE_PHRASES[kept[0] as ShareScope].keptVerb : 'continuam';
  return `${sees} ${capitalize(list.format(kept.map((s) => SCOPE_PHRASES[s].kept)))} ${verb} só com você.`;
}
