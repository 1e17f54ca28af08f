import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardList, Flag, LayoutDashboard, UserPlus } from 'lucide-react';
import { type LandingIconCard, LandingStepList } from '../../components/landing-icon-cards';

const STEPS: LandingIconCard[] = [
  {
    icon: UserPlus,
    title: 'Cadastro',
    text: 'Crie sua conta gratuita em cerca de 3 minutos. Só pedimos nome, e-mail e senha.',
  },
  {
    icon: ClipboardList,
    title: 'Avaliação inicial',
    text: 'Conte com que frequência você aposta e quanto costuma gastar por semana. Esse é o seu ponto de partida.',
  },
  {
    icon: Flag,
    title: 'Sua meta',
    text: 'Escolha parar completamente ou reduzir aos poucos. Você decide e pode mudar depois.',
  },
  {
    icon: LayoutDashboard,
    title: 'Check-ins diários e painel',
    text: 'Conte como foi o seu dia e acompanhe sequência, economia, humor e conquistas no seu painel.',
  },
];

export function LandingSteps() {
  return (
    <section
      id="passo-a-passo"
      className="landing-section landing-section-muted"
      aria-labelledby="passos-title"
    >
      <div className="container">
        <div className="landing-section-head">
          <p className="landing-kicker">Passo a passo</p>
          <h2 id="passos-title">Como funciona</h2>
          <p className="muted">Quatro passos simples para começar hoje mesmo.</p>
        </div>
        <LandingStepList items={STEPS} />
        <div className="landing-steps-cta">
          <Link to="/register" className="btn btn-primary btn-lg">
            Criar minha conta grátis
            <ArrowRight size={20} aria-hidden="true" />
          </Link>
          <p className="muted">
            Quer o Virada na tela inicial do celular? <Link to="/app">Veja como instalar o app</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
