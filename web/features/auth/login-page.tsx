import { Link, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { AuthScreen } from '../../components/auth-screen';
import { LoginForm } from './login-form';
import { takeSessionEndedNotice } from './session-ended-notice-store';

/** Shown only after a session ended elsewhere: its code loads only then. */
const SessionEndedNotice = lazy(() =>
  import('./session-ended-notice').then((m) => ({ default: m.SessionEndedNotice })),
);

/** /login (spec §2 "Login"). */
export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  const [notice] = useState(takeSessionEndedNotice);
  return (
    <AuthScreen title="Entrar" intro="Que bom ver você de novo. Continue sua jornada.">
      {notice && (
        <Suspense fallback={null}>
          <SessionEndedNotice notice={notice} />
        </Suspense>
      )}
      <LoginForm redirect={redirect} />
      <p className="auth-switch">
        Ainda não tem conta? <Link to="/register">Criar conta</Link>
      </p>
    </AuthScreen>
  );
}
