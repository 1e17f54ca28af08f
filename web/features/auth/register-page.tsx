import { Link } from '@tanstack/react-router';
import { AuthScreen } from '../../components/auth-screen';
import { RegisterForm } from './register-form';

/** /register (spec §2 "Full registration"). */
export function RegisterPage() {
  return (
    <AuthScreen title="Criar Sua Conta" intro="Leva cerca de 3 minutos. É gratuito e sigiloso.">
      <RegisterForm />
      <p className="auth-switch">
        Já tem uma conta? <Link to="/login">Entrar</Link>
      </p>
      <p className="auth-switch">
        Prefere algo mais rápido? <Link to="/simple-register">Cadastro rápido</Link>
      </p>
    </AuthScreen>
  );
}
