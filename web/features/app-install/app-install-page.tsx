import './app-install.css';
import { Link } from '@tanstack/react-router';
import { BellRing, CheckCircle2, Download, Smartphone, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { type InstallGuideId, appInstallTexts as t } from '../../../shared/texts/app-install.texts';
import { usePageTitle } from '../../lib/use-page-title';
import { InstallPicture } from './install-picture';
import { useInstallPrompt, useRunningStandalone } from './use-install-prompt';

const BENEFIT_ICONS = [WifiOff, BellRing, Smartphone];
const GUIDES: InstallGuideId[] = ['chrome', 'samsung', 'safari'];

/**
 * /app, "Instale o Virada" (issue 15): what installing gives, a one-tap "Instalar" when the
 * browser offers its prompt (the one the install tracker captured), and each browser's steps with
 * a drawing. Launched from the home-screen icon it says the app is already installed. Public and
 * prerendered: the build draws the page for a browser tab; the prompt and the standalone launch are
 * known only once the page runs, and each only swaps text inside a box of fixed size.
 */
export function AppInstallPage() {
  usePageTitle(t.title);
  const standalone = useRunningStandalone();

  return (
    <section className="container page app-install" aria-labelledby="page-title">
      <header className="app-install-header">
        <h1 id="page-title">{t.title}</h1>
        <p className="app-install-lead">{t.lead}</p>
      </header>

      {standalone ? <InstalledNotice /> : <QuickInstall />}

      <section aria-labelledby="app-install-benefits">
        <h2 id="app-install-benefits">{t.benefitsTitle}</h2>
        <ul className="app-install-benefits">
          {t.benefits.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index] ?? Smartphone;
            return (
              <li key={benefit.title}>
                <Icon size={24} aria-hidden="true" className="app-install-benefit-icon" />
                <div>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {!standalone && (
        <section id="passo-a-passo" aria-labelledby="app-install-steps">
          <h2 id="app-install-steps">{t.stepsTitle}</h2>
          <p className="muted">{t.stepsLead}</p>
          <div className="app-install-guides">
            {GUIDES.map((id) => (
              <details key={id} className="app-install-guide">
                <summary>{t.guides[id].title}</summary>
                <div className="app-install-guide-body">
                  <ol>
                    {t.guides[id].steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <InstallPicture guide={id} />
                  <p className="app-install-pic-note muted">{t.pictureNote}</p>
                </div>
              </details>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="app-install-after">
        <h2 id="app-install-after">{t.afterTitle}</h2>
        <p>{t.afterLine}</p>
        <p>
          {t.noAccount}{' '}
          <Link to="/register" className="app-install-register">
            {t.register}
          </Link>
        </p>
      </section>
    </section>
  );
}

function InstalledNotice() {
  return (
    <div className="app-install-box app-install-installed" role="status">
      <CheckCircle2 size={28} aria-hidden="true" className="app-install-box-icon" />
      <div>
        <h2>{t.installedTitle}</h2>
        <p>{t.installedLine}</p>
        <Link to="/dashboard" className="btn btn-secondary">
          {t.installedGoHome}
        </Link>
      </div>
    </div>
  );
}

/** The one-tap install when the browser offers it; otherwise a pointer to the steps. */
function QuickInstall() {
  const { canInstall, promptInstall } = useInstallPrompt();
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);

  const install = async () => {
    const result = await promptInstall();
    if (result !== 'unavailable') setOutcome(result);
  };

  return (
    <section className="app-install-box" aria-labelledby="app-install-quick">
      <Download size={28} aria-hidden="true" className="app-install-box-icon" />
      <div>
        <h2 id="app-install-quick">{t.quickTitle}</h2>
        <p role="status">
          {outcome === 'accepted'
            ? t.installAccepted
            : outcome === 'dismissed'
              ? t.installDismissed
              : canInstall
                ? t.installHint
                : t.noPromptHint}
        </p>
        {canInstall ? (
          <button type="button" className="btn btn-primary btn-lg" onClick={install}>
            <Download size={20} aria-hidden="true" />
            {t.installButton}
          </button>
        ) : (
          // Same place and size as the button, so nothing moves when the prompt arrives.
          <a href="#passo-a-passo" className="btn btn-secondary btn-lg">
            {t.seeSteps}
          </a>
        )}
      </div>
    </section>
  );
}
