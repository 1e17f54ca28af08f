import './cockpit.css';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Lightbulb } from 'lucide-react';
import { type Insights, insightSentences } from '../../../shared/domain/insights';
import { useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import { CockpitEmpty } from './cockpit-empty';
import { CockpitHelp } from './cockpit-help';
import { CockpitMoney } from './cockpit-money';
import { CockpitMood } from './cockpit-mood';
import { CockpitPgsi } from './cockpit-pgsi';
import { CockpitStreaks } from './cockpit-streaks';
import { CockpitTriggers } from './cockpit-triggers';
import { CockpitHour, CockpitWeekday } from './cockpit-when';
import { useCockpitInsights } from './use-cockpit-insights';

/**
 * /dashboard-cockpit, "Painel de análise": patterns in the member's own records, computed on this
 * device from IndexedDB (works offline). Each insight is a sentence when the data supports one,
 * a chart, and the same figures as text or a table.
 */
export function CockpitPage() {
  usePageTitle('Painel de análise');
  const user = useStoredUser();
  const insights = useCockpitInsights(user);
  return (
    <div className="container page cockpit">
      <Link to="/dashboard" className="cockpit-back">
        <ArrowLeft size={18} aria-hidden="true" /> Voltar ao painel
      </Link>
      <h1>Painel de análise</h1>
      <p className="cockpit-intro">
        Padrões dos seus próprios registros, para você se conhecer melhor. Nada aqui é julgamento: são pistas
        para cuidar de você.
      </p>
      {!insights ? (
        <div className="cockpit-loading" role="status">
          <div className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Carregando seu painel de análise…</span>
        </div>
      ) : insights.hasEnoughData ? (
        <CockpitInsights insights={insights} />
      ) : (
        <CockpitEmpty checkinCount={insights.checkinCount} />
      )}
      <CockpitHelp />
    </div>
  );
}

function CockpitInsights({ insights }: { insights: Insights }) {
  const sentences = insightSentences(insights);
  const noRelapses = insights.relapseCount === 0;
  return (
    <div className="cockpit-grid">
      <section className="card cockpit-highlights" aria-labelledby="cockpit-highlights-title">
        <h2 id="cockpit-highlights-title" className="cockpit-card-title">
          <Lightbulb size={20} aria-hidden="true" /> O que seus registros mostram
        </h2>
        {sentences.length > 0 ? (
          <ul>
            {sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p>Ainda não há padrões claros. Com mais alguns registros, eles começam a aparecer aqui.</p>
        )}
      </section>
      {noRelapses ? (
        <section className="card cockpit-card" aria-labelledby="cockpit-none-title">
          <h2 id="cockpit-none-title" className="cockpit-card-title">
            Quando as recaídas acontecem
          </h2>
          <p className="cockpit-note">
            Você não registrou recaídas. Se uma acontecer e você registrar, este painel mostra em que dias e
            horários elas costumam vir, sem julgamentos.
          </p>
        </section>
      ) : (
        <>
          <CockpitWeekday weekday={insights.weekday} />
          <CockpitHour hour={insights.hour} timeZone={insights.timeZone} />
        </>
      )}
      <CockpitTriggers triggers={insights.triggers} />
      <CockpitMood mood={insights.mood} />
      <CockpitMoney money={insights.money} />
      <CockpitPgsi pgsi={insights.pgsi} />
      <CockpitStreaks streaks={insights.streaks} />
    </div>
  );
}
