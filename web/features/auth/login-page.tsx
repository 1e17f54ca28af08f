import { Link, useSearch } from '@tanstack/react-router';
import { AuthScreen } from './auth-screen';
import { LoginForm } from './login-form';
import { SessionEndedNotice } from './session-ended-notice';

/** /login (spec §2 "Login"). */
export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  return (
    <AuthScreen title="Entrar" intro="Que bom ver você de novo. Continue sua jornada.">
      <SessionEndedNotice />
      <LoginForm redirect={redirect} />
      <p className="auth-switch">
        Ainda não tem conta? <Link to="/register">Criar conta</Link>
      </p>
    </AuthScreen>
  );
}
