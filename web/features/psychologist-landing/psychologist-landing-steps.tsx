import { BadgeCheck, KeyRound, UserPlus } from 'lucide-react';
import { INVITE_TTL_DAYS } from '../../../shared/constants';
import { type LandingIconCard, LandingStepList } from '../../components/landing-icon-cards';
import { PsychologistLandingCta } from './psychologist-landing-cta';

const STEPS: LandingIconCard[] = [
  {
    icon: UserPlus,
    title: 'Cadastro com CRP',
    text: 'Crie sua conta com nome, e-mail, senha e o número do seu CRP. Você já pode preencher seu perfil profissional.',
  },
  {
    icon: BadgeCheck,
    title: 'Verificação',
    text: 'Nossa equipe confere seu CRP no cadastro do conselho. Depois disso seu perfil aparece para os membros do Virada.',
  },
  {
    icon: KeyRound,
    title: 'Código de convite para o cliente',
    text: `Gere um código no seu painel e entregue ao cliente. Ele digita no app, escolhe o que compartilhar e pronto. Cada código vale por ${INVITE_TTL_DAYS} dias e funciona uma única vez.`,
  },
];

export function PsychologistLandingSteps() {
  return (
    <section className="landing-section" aria-labelledby="psy-steps-title">
      <div className="container">
        <div className="landing-section-head">
          <p className="landing-kicker">Como funciona</p>
          <h2 id="psy-steps-title">Três passos para começar</h2>
        </div>
        <LandingStepList items={STEPS} className="psy-landing-steps" />
        <PsychologistLandingCta primaryClass="btn-primary" />
      </div>
    </section>
  );
}
