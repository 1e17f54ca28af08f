import type { ReactNode } from 'react';
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
  return (
    <div className="auth-screen container">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className="muted">{intro}</p>
        {children}
      </section>
    </div>
  );
}
