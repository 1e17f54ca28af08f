import {
  CalendarCheck,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Medal,
  PiggyBank,
  Target,
  Users,
} from 'lucide-react';
import { LandingFeatureList, type LandingIconCard } from '../../components/landing-icon-cards';

/** Spec §1 "Features promised on the public landing page". */
const FEATURES: LandingIconCard[] = [
  {
    icon: Users,
    title: 'Comunidade de apoio',
    text: 'Fóruns anônimos, link para o grupo de apoio no aplicativo de mensagens e chat anônimo com quem entende o que você está vivendo.',
  },
  {
    icon: PiggyBank,
    title: 'Economia na ponta do lápis',
    text: 'Veja quanto dinheiro você deixou de gastar com apostas, calculado a partir do padrão que você informou na avaliação inicial.',
  },
  {
    icon: HeartHandshake,
    title: 'Recaídas sem julgamento',
    text: 'Se acontecer, registre com calma, entenda o que levou até ali e siga em frente. Uma recaída não apaga o caminho que você já fez.',
  },
  {
    icon: Target,
    title: 'Metas flexíveis',
    text: 'Parar de vez ou reduzir aos poucos até um valor que faça sentido para você. A meta pode ser ajustada sempre que precisar.',
  },
  {
    icon: Medal,
    title: 'Conquistas',
    text: 'Medalhas por sequências de dias, por valores economizados e selos da comunidade para celebrar cada avanço.',
  },
  {
    icon: HeartPulse,
    title: 'Apoio emocional',
    text: 'Psicólogos especializados, contato com outras pessoas em recuperação e ajuda para encontrar o CAPS mais próximo de você.',
  },
  {
    icon: GraduationCap,
    title: 'Educação',
    text: 'Biblioteca de conteúdos, cursos interativos e webinars com especialistas para entender o vício e como sair dele.',
  },
  {
    icon: CalendarCheck,
    title: 'Check-ins diários',
    text: 'Lembretes, registro de humor e de gatilhos e insights sobre o seu progresso, dia após dia.',
  },
];

export function LandingFeatures() {
  return (
    <section id="recursos-galacticos" className="landing-section" aria-labelledby="recursos-title">
      <div className="container">
        <div className="landing-section-head">
          <p className="landing-kicker">Benefícios</p>
          <h2 id="recursos-title">Tudo o que ajuda na sua recuperação, em um só lugar</h2>
          <p className="muted">
            Ferramentas pensadas para os dias bons e para os difíceis, com cuidado e sem cobranças.
          </p>
        </div>
        <LandingFeatureList items={FEATURES} />
      </div>
    </section>
  );
}
