import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title';
import './auth.css';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register';

/**
 * /login and /register are one screen that switches between the two (spec §2). Each mode is a
 * separate form instance, so switching clears the form and its errors.
 */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  usePageTitle(mode === 'login' ? 'Entrar' : 'Criar Sua Conta');
  return (
    <div className="auth-screen container">
      <section className="card auth-card" aria-labelledby="auth-title">
        {mode === 'login' ? (
          <>
            <h1 id="auth-title">Entrar</h1>
            <p className="muted">Que bom ver você de novo. Continue sua jornada.</p>
            <LoginForm key="login" />
            <p className="auth-switch">
              Ainda não tem conta? <Link to="/register">Criar conta</Link>
            </p>
          </>
        ) : (
          <>
            <h1 id="auth-title">Criar Sua Conta</h1>
            <p className="muted">Leva cerca de 3 minutos. É gratuito e sigiloso.</p>
            <RegisterForm key="register" />
            <p className="auth-switch">
              Já tem uma conta? <Link to="/login">Entrar</Link>
            </p>
            <p className="auth-switch">
              Prefere algo mais rápido? <Link to="/simple-register">Cadastro rápido</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
