import { PsychologistLandingCta } from './psychologist-landing-cta';

export function PsychologistLandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="psy-landing-title">
      <div className="container psy-landing-hero-inner">
        <p className="landing-eyebrow">Para psicólogas e psicólogos</p>
        <h1 id="psy-landing-title" className="landing-title">
          Acompanhe seus clientes também entre as sessões
        </h1>
        <p className="landing-lead">
          Com o consentimento do cliente, você vê como foi a semana de quem está parando de apostar: humor,
          recaídas, sequência sem apostar. Chega à sessão sabendo por onde começar a conversa.
        </p>
        <PsychologistLandingCta primaryClass="landing-cta" />
      </div>
    </section>
  );
}
