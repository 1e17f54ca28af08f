import { Link, useSearch } from '@tanstack/react-router';
import { AuthScreen } from '../../components/auth-screen';
import { LoginForm } from '../auth/login-form';

/** /psychologist-login: the same sign-in, worded for professionals; members who use it land on /dashboard. */
export function PsychologistLoginPage() {
  const { redirect } = useSearch({ from: '/psychologist-login' });
  return (
    <AuthScreen title="Entrar como psicólogo" intro="Acompanhe seus clientes entre as sessões.">
      <LoginForm redirect={redirect} />
      <p className="auth-switch">
        Ainda não tem cadastro? <Link to="/psychologist-register">Cadastrar como psicólogo</Link>
      </p>
      <p className="auth-switch">
        Está em recuperação? <Link to="/login">Entrar como membro</Link>
      </p>
    </AuthScreen>
  );
}
