import { CalendarCheck, ChartLine, HeartHandshake, ShieldCheck } from 'lucide-react';
import { LandingFeatureList, type LandingIconCard } from '../../components/landing-icon-cards';

const OFFERS: LandingIconCard[] = [
  {
    icon: CalendarCheck,
    title: 'Entre uma sessão e outra',
    text: 'Seu cliente faz check-ins diários no Virada. Você acompanha a semana dele sem depender só da memória do encontro.',
  },
  {
    icon: ChartLine,
    title: 'Padrões de humor e recaídas',
    text: 'Gráfico de humor de 30 dias, recaídas dos últimos 7 e 30 dias com o valor gasto, tendência do humor e sequência atual.',
  },
  {
    icon: HeartHandshake,
    title: 'Sinais para a próxima sessão',
    text: 'Avisos gentis quando algo merece atenção, como humor em queda ou dias sem check-in. Sem alarmes, só pontos de conversa.',
  },
  {
    icon: ShieldCheck,
    title: 'Compartilhamento com consentimento',
    text: 'É o cliente quem decide o que compartilhar e pode revogar quando quiser. Cada acesso seu fica registrado e visível para ele.',
  },
];

export function PsychologistLandingOffer() {
  return (
    <section className="landing-section" aria-labelledby="psy-offer-title">
      <div className="container">
        <div className="landing-section-head">
          <p className="landing-kicker">O que o Virada oferece</p>
          <h2 id="psy-offer-title">Mais contexto para o seu trabalho clínico</h2>
          <p className="muted">
            O Virada não substitui a terapia nem o prontuário. É um apoio para o cliente nos dias difíceis e
            uma janela, autorizada por ele, para você.
          </p>
        </div>
        <LandingFeatureList items={OFFERS} />
      </div>
    </section>
  );
}
