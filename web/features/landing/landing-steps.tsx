import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardList, Flag, LayoutDashboard, type LucideIcon, UserPlus } from 'lucide-react';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
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
        <ol className="landing-steps">
          {STEPS.map(({ icon: StepIcon, title, text }, index) => (
            <li key={title} className="card landing-step">
              <span className="landing-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="landing-step-icon">
                <StepIcon size={22} aria-hidden="true" />
              </span>
              <h3>{title}</h3>
              <p className="muted">{text}</p>
            </li>
          ))}
        </ol>
        <div className="landing-steps-cta">
          <Link to="/register" className="btn btn-primary btn-lg">
            Criar minha conta grátis
            <ArrowRight size={20} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
