import './home-reframe.css';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Clock, HeartHandshake, NotebookPen, ShieldBan } from 'lucide-react';
import { CRISIS_LINE } from '../../../shared/constants';
import { homeReframeTexts as t } from '../../../shared/texts/home-reframe.texts';
import { CommunityCounters } from '../../components/community-counters';
import { CrisisLines } from '../../components/crisis-lines';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /home-reframe, the alternative home (issue 15), for someone who arrives in crisis or after a big
 * loss (from the landing's help section, or a campaign's link with ?utm_source=, which the access
 * tracker already reads; nothing else is recorded). Calm: "você não está sozinho(a)", CVV 188 and
 * SAMU 192, one step to take now, then what the app is, the community's counters and the sign-up.
 * Public and prerendered like the landing, readable offline.
 */
export function HomeReframePage() {
  usePageTitle(t.pageTitle);
  const { block, talk, register } = t.steps;

  return (
    <div className="reframe">
      <section className="container page reframe-main" aria-labelledby="page-title">
        <header className="reframe-header">
          <h1 id="page-title">{t.title}</h1>
          <p className="reframe-lead">{t.lead}</p>
        </header>

        <aside className="reframe-help" aria-label={t.helpLabel}>
          <p>{t.helpFirst}</p>
          <CrisisLines />
        </aside>

        <section aria-labelledby="reframe-step-title">
          <h2 id="reframe-step-title">{t.stepTitle}</h2>
          <p className="muted">{t.stepLead}</p>
          <ul className="reframe-steps">
            <li>
              <ShieldBan size={24} aria-hidden="true" className="reframe-step-icon" />
              <div>
                <h3>{block.title}</h3>
                <p>{block.text}</p>
                <Link
                  to="/articles/$slug"
                  params={{ slug: 'gambling-blockers' }}
                  className="btn btn-secondary"
                >
                  {block.link}
                </Link>
              </div>
            </li>
            <li>
              <HeartHandshake size={24} aria-hidden="true" className="reframe-step-icon" />
              <div>
                <h3>{talk.title}</h3>
                <p>{talk.text}</p>
                <div className="reframe-step-actions">
                  <a href={`tel:${CRISIS_LINE}`} className="btn btn-secondary">
                    {talk.call}
                  </a>
                  <Link to="/copiloto" className="btn btn-secondary">
                    {talk.copilot}
                  </Link>
                  <Link to="/caps" className="btn btn-secondary">
                    {talk.caps}
                  </Link>
                </div>
              </div>
            </li>
            <li>
              <NotebookPen size={24} aria-hidden="true" className="reframe-step-icon" />
              <div>
                <h3>{register.title}</h3>
                <p>{register.text}</p>
                <Link to="/register" className="btn btn-secondary">
                  {register.link}
                </Link>
              </div>
            </li>
          </ul>
        </section>

        <section className="reframe-about" aria-labelledby="reframe-about-title">
          <h2 id="reframe-about-title">{t.aboutTitle}</h2>
          <p>{t.about}</p>
          <CommunityCounters />
          <div className="reframe-cta">
            <Link to="/register" className="btn btn-primary btn-lg">
              {t.signUp}
              <ArrowRight size={20} aria-hidden="true" />
            </Link>
            <p className="reframe-cta-note muted">
              <Clock size={16} aria-hidden="true" />
              {t.signUpNote}
            </p>
          </div>
          <p className="reframe-more">
            <Link to="/login">{t.haveAccount}</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/">{t.moreAbout}</Link>
          </p>
        </section>
      </section>
    </div>
  );
}
