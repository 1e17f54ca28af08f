import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { EmailField } from '../../components/auth-fields';
import { PasswordField } from '../../components/ui/password-field';
import { failureMessage } from '../../lib/api-client';
import { loginFailureToast } from '../../lib/auth-errors';
import { showToast } from '../../lib/toaster';
import { useOnDemandForm } from '../../lib/use-on-demand-form';
import { loginRequest } from './auth-api';
import { completeSignIn } from './complete-sign-in';
import { signInDestination } from './sign-in-destination';

const loadLoginSchema = () => import('../../../shared/schemas/auth.schema').then((m) => m.loginSchema);

/** The sign-in form of /login and /psychologist-login; `redirect` is the page that sent the person here. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const form = useOnDemandForm(loadLoginSchema, { email: '', password: '' });
  const { busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const payload = await form.check(event);
      if (!payload) return;
      form.setBusy(true);
      const { user } = await loginRequest(payload);
      const destination = signInDestination(user.userType, redirect);
      completeSignIn('login', user, () => void navigate({ to: destination }));
    } catch (err) {
      showToast(loginFailureToast(failureMessage(err)));
      form.setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <EmailField {...form.field('email')} />
      <PasswordField label="Senha" autoComplete="current-password" {...form.field('password')} />
      <p className="auth-forgot">
        <Link to="/forgot-password">Esqueceu sua senha?</Link>
      </p>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </button>
    </form>
  );
}
