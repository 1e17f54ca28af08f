import '../landing/landing.css';
import './psychologist-landing.css';
import { LandingFooter } from '../../components/landing-footer';
import { usePageTitle } from '../../lib/use-page-title';
import { PsychologistLandingHero } from './psychologist-landing-hero';
import { PsychologistLandingOffer } from './psychologist-landing-offer';
import { PsychologistLandingPrivacy } from './psychologist-landing-privacy';
import { PsychologistLandingSteps } from './psychologist-landing-steps';

/** /psychologist: what Virada offers professionals, how sharing stays the client's choice, how to start. */
export function PsychologistLandingPage() {
  usePageTitle('Área do psicólogo');
  return (
    <div className="landing psychologist-landing">
      <PsychologistLandingHero />
      <PsychologistLandingOffer />
      <PsychologistLandingPrivacy />
      <PsychologistLandingSteps />
      <LandingFooter />
    </div>
  );
}
