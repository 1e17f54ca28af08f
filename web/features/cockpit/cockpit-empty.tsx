import { Link } from '@tanstack/react-router';
import { ChartColumn } from 'lucide-react';
import { INSIGHTS_MIN_CHECKINS } from '../../../shared/domain/insights';

/** Fewer than INSIGHTS_MIN_CHECKINS check-ins: what the panel will show, and how to get there. */
export function CockpitEmpty({ checkinCount }: { checkinCount: number }) {
  return (
    <section className="card cockpit-empty" aria-labelledby="cockpit-empty-title">
      <ChartColumn size={36} aria-hidden="true" />
      <h2 id="cockpit-empty-title">Seu painel começa com alguns check-ins</h2>
      <p>
        Depois de {INSIGHTS_MIN_CHECKINS} check-ins, aparecem aqui padrões dos seus próprios registros, para
        você se conhecer melhor:
      </p>
      <ul>
        <li>em que dias e horários as recaídas costumam acontecer;</li>
        <li>os gatilhos mais presentes antes de uma recaída;</li>
        <li>como o seu humor se relaciona com as recaídas;</li>
        <li>quanto você gasta por mês, comparado com antes;</li>
        <li>seus resultados no PGSI e suas sequências sem apostas.</li>
      </ul>
      <p className="cockpit-note">
        {checkinCount === 0
          ? 'Você ainda não fez check-ins.'
          : `Você já fez ${checkinCount} de ${INSIGHTS_MIN_CHECKINS} check-ins.`}{' '}
        O painel é calculado neste aparelho e funciona mesmo sem internet.
      </p>
      <Link to="/dashboard" className="btn btn-primary">
        Fazer check-in no painel
      </Link>
    </section>
  );
}
