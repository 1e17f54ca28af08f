import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { loginSchema } from '../../../shared/schemas/auth.schema';
import { PasswordField } from '../../components/ui/password-field';
import { failureMessage } from '../../lib/api-client';
import { safeRedirect } from '../../lib/route-guards';
import { showToast } from '../../lib/toaster';
import { loginRequest } from './auth-api';
import { loginFailureToast } from './auth-errors';
import { EmailField } from './auth-fields';
import { completeSignIn } from './complete-sign-in';
import { useValidatedForm } from './use-validated-form';

export function LoginForm() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const form = useValidatedForm(loginSchema, { email: '', password: '' });
  const { busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.check(event);
    if (!payload) return;
    form.setBusy(true);
    try {
      const { user } = await loginRequest(payload);
      const destination = user.userType === 'psychologist' ? '/psychologist-dashboard' : '/dashboard';
      completeSignIn('login', user, () => void navigate({ to: safeRedirect(redirect, destination) }));
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
