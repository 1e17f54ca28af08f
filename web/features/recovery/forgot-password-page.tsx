import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { EmailField } from '../../components/auth-fields';
import { AuthScreen } from '../../components/auth-screen';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { useOnDemandForm } from '../../lib/use-on-demand-form';
import { forgotPasswordRequest } from './recovery-api';
import './recovery.css';

const loadSchema = () =>
  import('../../../shared/schemas/recovery.schema').then((m) => m.forgotPasswordSchema);

/**
 * /forgot-password: asks for the account's e-mail and then says the same thing whatever the
 * address: the server does not tell whether an account exists (docs/architecture.md).
 */
export function ForgotPasswordPage() {
  const form = useOnDemandForm(loadSchema, { email: '' });
  const [sent, setSent] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const payload = await form.check(event);
      if (!payload) return;
      form.setBusy(true);
      await forgotPasswordRequest(payload);
      setSent(true);
      requestAnimationFrame(() => noticeRef.current?.focus());
    } catch (err) {
      showToast({
        title: 'Não foi possível enviar',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      form.setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthScreen title="Verifique seu e-mail" intro="Pedido recebido.">
        <div className="recovery-notice" role="status" tabIndex={-1} ref={noticeRef}>
          <p>Se existir uma conta com esse e-mail, enviamos um link para você criar uma nova senha.</p>
          <p>O link vale por 1 hora e só pode ser usado uma vez.</p>
          <p>Não chegou em alguns minutos? Confira a caixa de spam ou de lixo eletrônico.</p>
        </div>
        <button type="button" className="btn btn-secondary btn-block" onClick={() => setSent(false)}>
          Pedir outro link
        </button>
        <p className="auth-switch">
          <Link to="/login">Voltar para o login</Link>
        </p>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Recuperar senha"
      intro="Digite o e-mail da sua conta. Vamos enviar um link para você criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate>
        <EmailField {...form.field('email')} />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.busy}>
          {form.busy ? 'Enviando...' : 'Enviar link'}
        </button>
      </form>
      <p className="auth-switch">
        Lembrou a senha? <Link to="/login">Entrar</Link>
      </p>
    </AuthScreen>
  );
}
