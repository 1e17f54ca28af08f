import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';
import './auth.css';

/**
 * The sign-in / sign-up card. /login and /register are one screen that switches between the
 * two (spec §2); each route renders its own form instance, so switching clears the form and
 * its errors, and each route loads only its own form's code.
 */
export function AuthScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  const hydrated = useHydrated();
  return (
    <div className="auth-screen container">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className="muted">{intro}</p>
        {/* Painted before the app's code runs (prerendered): usable once it has taken over. */}
        <fieldset className="auth-fields" disabled={!hydrated}>
          {children}
        </fieldset>
      </section>
    </div>
  );
}
