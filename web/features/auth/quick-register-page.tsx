import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { quickRegisterSchema } from '../../../shared/schemas/auth.schema';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { registerRequest } from './auth-api';
import { quickRegistrationFailureToast } from './auth-errors';
import { AuthScreen } from './auth-screen';
import { completeSignIn } from './complete-sign-in';
import { TermsLabel } from './terms-label';
import { useValidatedForm } from './use-validated-form';

/** /simple-register: the quick sign-up (spec §2, §5 "Quick registration"). */
export function QuickRegisterPage() {
  const navigate = useNavigate();
  const form = useValidatedForm(quickRegisterSchema, {
    email: '',
    name: '',
    password: '',
    acceptedTerms: false,
  });
  const { values, errors, busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.check(event);
    if (!payload) return;
    form.setBusy(true);
    try {
      const { user } = await registerRequest(payload);
      completeSignIn('register', user, () => void navigate({ to: '/assessment' }));
    } catch (err) {
      showToast(quickRegistrationFailureToast(failureMessage(err)));
      form.setBusy(false);
    }
  };

  return (
    <AuthScreen
      title="Cadastro Rápido"
      intro="Só o essencial para começar agora. Você completa o resto depois."
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@exemplo.com"
          value={values.email}
          onValueChange={(value) => form.setField('email', value)}
          error={errors.email}
        />
        <TextField
          label="Nome"
          name="name"
          autoComplete="given-name"
          value={values.name}
          onValueChange={(value) => form.setField('name', value)}
          error={errors.name}
        />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={(value) => form.setField('password', value)}
          error={errors.password}
          hint="Mínimo de 6 caracteres. Recomendamos usar números e símbolos."
        />
        <CheckboxField
          name="acceptedTerms"
          checked={values.acceptedTerms}
          onCheckedChange={(checked) => form.setField('acceptedTerms', checked)}
          error={errors.acceptedTerms}
        >
          <TermsLabel />
        </CheckboxField>
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={busy || !values.acceptedTerms}
        >
          {busy ? 'Criando conta...' : 'Criar conta'}
        </button>
      </form>
      <p className="auth-switch">
        Já tem uma conta? <Link to="/login">Entrar</Link>
      </p>
      <p className="auth-switch">
        Quer o cadastro completo? <Link to="/register">Cadastro completo</Link>
      </p>
    </AuthScreen>
  );
}
