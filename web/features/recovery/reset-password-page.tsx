import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isResetToken } from '../../../shared/reset-token';
import { errorTexts } from '../../../shared/texts/error.texts';
import { NewPasswordField } from '../../components/auth-fields';
import { AuthScreen } from '../../components/auth-screen';
import { PasswordChecklist } from '../../components/password-checklist';
import { ApiError, failureMessage } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { showToast } from '../../lib/toaster';
import { useOnDemandForm } from '../../lib/use-on-demand-form';
import { resetPasswordRequest } from './recovery-api';
import './recovery.css';

export const PASSWORD_CHANGED_TOAST = 'Senha alterada. Entre com a nova senha.';

/**
 * /reset-password?token=…: the link from the e-mail. Chooses a new password with the full
 * sign-up form's rules and live checklist; on success every session of the account has ended
 * and the person signs in again on /login. An expired, used or broken link offers a new one.
 */
const loadSchema = () =>
  import('../../../shared/schemas/recovery.schema').then((m) => m.newPasswordFormSchema);

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/reset-password' });
  const navigate = useNavigate();
  const form = useOnDemandForm(loadSchema, { password: '' });
  const [linkInvalid, setLinkInvalid] = useState(() => !isResetToken(token));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const payload = await form.check(event);
      if (!payload || !token) return;
      form.setBusy(true);
      await resetPasswordRequest({ token, password: payload.password });
      showToast({ title: PASSWORD_CHANGED_TOAST });
      void navigate({ to: '/login' });
    } catch (err) {
      form.setBusy(false);
      if (err instanceof ApiError && err.body?.code === 'reset-token-invalid') setLinkInvalid(true);
      else if (err instanceof ApiError && err.status === 400) form.setErrors(fieldErrorsOf(err, 'password'));
      else
        showToast({
          title: 'Não foi possível salvar',
          description: failureMessage(err),
          variant: 'destructive',
        });
    }
  };

  if (linkInvalid) {
    return (
      <AuthScreen title="Link inválido" intro="Não foi possível usar este link.">
        <div className="recovery-notice" data-tone="error" role="alert">
          <p>{errorTexts['reset-token-invalid']}</p>
          <p>Por segurança, cada link vale por 1 hora e só pode ser usado uma vez.</p>
        </div>
        <Link to="/forgot-password" className="btn btn-primary btn-block btn-lg">
          Pedir um novo link
        </Link>
        <p className="auth-switch">
          <Link to="/login">Voltar para o login</Link>
        </p>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Criar nova senha"
      intro="Escolha uma nova senha. Depois, todos os aparelhos conectados à sua conta vão precisar entrar de novo."
    >
      <form onSubmit={onSubmit} noValidate>
        <NewPasswordField
          label="Nova senha"
          {...form.field('password')}
          hint={<PasswordChecklist password={form.values.password} />}
        />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.busy}>
          {form.busy ? 'Salvando...' : 'Salvar nova senha'}
        </button>
      </form>
    </AuthScreen>
  );
}
