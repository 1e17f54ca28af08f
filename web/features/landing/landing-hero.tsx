import { Link } from '@tanstack/react-router';
import { ArrowRight, Clock } from 'lucide-react';
import { CommunityCounters } from '../../components/community-counters';
import { LandingPhonePreview } from './landing-phone-preview';

export function LandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container landing-hero-inner">
        <div className="landing-hero-copy">
          <p className="landing-eyebrow">Apoio gratuito para quem quer parar de apostar</p>
          <h1 id="landing-title" className="landing-title">
            Recupere o controle sobre as apostas, um dia de cada vez
          </h1>
          <p className="landing-lead">
            O Virada acompanha a sua recuperação com uma comunidade anônima, a conta do dinheiro que você
            deixa de perder e psicólogos especializados. Sem julgamentos, no seu ritmo.
          </p>
          <div className="landing-hero-actions">
            <Link to="/register" className="btn btn-lg landing-cta">
              Cadastro gratis
              <ArrowRight size={20} aria-hidden="true" />
            </Link>
            <p className="landing-cta-note">
              <Clock size={16} aria-hidden="true" />
              Leva cerca de 3 minutos
            </p>
          </div>
          <CommunityCounters />
        </div>
        <LandingPhonePreview />
      </div>
    </section>
  );
}
