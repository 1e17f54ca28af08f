import './landing.css';
import { LandingFooter } from '../../components/landing-footer';
import { usePageTitle } from '../../lib/use-page-title';
import { LandingCommunity } from './landing-community';
import { LandingFeatures } from './landing-features';
import { LandingHelp } from './landing-help';
import { LandingHero } from './landing-hero';
import { LandingSteps } from './landing-steps';
import { useHashScroll } from './use-hash-scroll';

/** The public landing page (spec §2 "Landing page (/)"). */
export function LandingPage() {
  usePageTitle('Recupere o controle sobre as apostas');
  useHashScroll();

  return (
    <div className="landing">
      <LandingHero />
      <LandingFeatures />
      <LandingCommunity />
      <LandingSteps />
      <LandingHelp />
      <LandingFooter />
    </div>
  );
}
