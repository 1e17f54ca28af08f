import { Tags } from 'lucide-react';
import type { TagStat, TriggerInsight } from '../../../shared/domain/insights';
import { insightTexts } from '../../../shared/texts/insights.texts';
import { CockpitCard } from './cockpit-card';

const SHOWN = 8;

/** A ranked list with a bar per tag: it is its own text equivalent (label, count, share). */
function TagBars({ title, stats, of }: { title: string; stats: readonly TagStat[]; of: string }) {
  return (
    <div className="cockpit-tags">
      <h3>{title}</h3>
      <ul>
        {stats.slice(0, SHOWN).map((s) => (
          <li key={s.tag}>
            <span className="cockpit-tag-label">{s.label}</span>
            <span className="cockpit-tag-count">
              {s.count} {of} ({insightTexts.formatShare(s.share)})
            </span>
            <span className="cockpit-tag-bar" aria-hidden="true">
              <span style={{ width: `${Math.round(s.share * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Trigger tags present on relapses and on the day before them. */
export function CockpitTriggers({ triggers }: { triggers: TriggerInsight }) {
  const { onRelapse, dayBefore, taggedRelapses, dayBeforeCount } = triggers;
  const nothing = onRelapse.length === 0 && dayBefore.length === 0;
  return (
    <CockpitCard id="cockpit-triggers" icon={Tags} title="Gatilhos" sentence={triggers.sentence}>
      {nothing ? (
        <p className="cockpit-note">
          Ao registrar um check-in ou uma recaída, você pode marcar o que estava acontecendo (tédio, dia de
          pagamento, propaganda de bet…). Com alguns registros, os gatilhos mais presentes aparecem aqui.
        </p>
      ) : (
        <>
          {onRelapse.length > 0 && (
            <TagBars
              title="Presentes nas recaídas"
              stats={onRelapse}
              of={`de ${taggedRelapses} ${taggedRelapses === 1 ? 'recaída' : 'recaídas'} com gatilhos`}
            />
          )}
          {dayBefore.length > 0 && (
            <TagBars
              title="Na véspera de uma recaída"
              stats={dayBefore}
              of={`de ${dayBeforeCount} ${dayBeforeCount === 1 ? 'véspera' : 'vésperas'} com gatilhos`}
            />
          )}
        </>
      )}
    </CockpitCard>
  );
}
