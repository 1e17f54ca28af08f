import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { registerSchema } from '../../../shared/schemas/auth.schema';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, failureMessage, NetworkError } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { registerRequest } from './auth-api';
import { incompleteFormToast, registrationFailureToast, submitExceptionToast } from './auth-errors';
import { completeSignIn } from './complete-sign-in';
import { PasswordChecklist } from './password-checklist';
import { TermsLabel } from './terms-label';
import { useValidatedForm } from './use-validated-form';

/** The step-by-step sign-up of /register (spec §2, §5 "Full registration"). */
export function RegisterForm() {
  const navigate = useNavigate();
  const form = useValidatedForm(registerSchema, { email: '', name: '', password: '', acceptedTerms: false });
  const { values, errors, busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.check(event);
    if (!payload) {
      showToast(incompleteFormToast());
      return;
    }
    form.setBusy(true);
    try {
      const { user } = await registerRequest(payload);
      completeSignIn('register', user, () => void navigate({ to: '/assessment' }));
    } catch (err) {
      const isServerOrNetwork = err instanceof ApiError || err instanceof NetworkError;
      showToast(
        isServerOrNetwork ? registrationFailureToast(failureMessage(err)) : submitExceptionToast(err),
      );
      form.setBusy(false);
    }
  };

  return (
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
        placeholder="Como você quer ser chamado(a)"
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
        hint={<PasswordChecklist password={values.password} />}
      />
      <CheckboxField
        name="acceptedTerms"
        checked={values.acceptedTerms}
        onCheckedChange={(checked) => form.setField('acceptedTerms', checked)}
        error={errors.acceptedTerms}
      >
        <TermsLabel />
      </CheckboxField>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? 'Criando...' : 'Criar Conta'}
      </button>
    </form>
  );
}
