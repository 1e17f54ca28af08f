import { HouseRules } from '../../components/house-rules';

/**
 * The community on the landing page (issue 12): what it offers, its agreements, and the
 * messaging group's link when the operator set one.
 */
export function LandingCommunity() {
  return (
    <section id="comunidade" className="landing-section" aria-labelledby="comunidade-title">
      <div className="container landing-community">
        <div className="landing-section-head">
          <p className="landing-kicker">Comunidade</p>
          <h2 id="comunidade-title">Ninguém precisa atravessar isso sozinho</h2>
          <p className="muted">
            No fórum e no chat você conversa com quem vive o mesmo desafio, sempre com um apelido, nunca com
            seu nome. Há uma sala para quem está acordado de madrugada e outra para familiares.
          </p>
        </div>
        <HouseRules headingLevel={3} />
      </div>
    </section>
  );
}
