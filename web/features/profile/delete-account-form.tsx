import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { api } from '../../../shared/api';
import { deleteAccountSchema } from '../../../shared/schemas/profile.schema';
import { PasswordField } from '../../components/ui/password-field';
import { apiPost } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { showToast } from '../../lib/toaster';
import { useValidatedForm } from '../../lib/use-validated-form';
import { forgetSignedInUser } from '../auth/sign-out';

/**
 * The password, then `POST /api/profile/delete`. On success the server has ended the session;
 * this device forgets the person exactly as Sair does (records, queued writes, stored user). If
 * the worker still replays a queued write, the server refuses it (401): nobody is signed in.
 */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useValidatedForm(deleteAccountSchema, { password: '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.check(event);
    if (!input) return;
    form.setBusy(true);
    try {
      await apiPost(api.profileDelete, input);
    } catch (err) {
      form.setErrors(fieldErrorsOf(err, 'password'));
      form.setBusy(false);
      return;
    }
    await forgetSignedInUser();
    showToast({
      title: 'Sua conta foi excluída.',
      description: 'Cuide-se. Se precisar, o CVV atende no 188.',
    });
    await navigate({ to: '/' });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <PasswordField label="Sua senha" autoComplete="current-password" {...form.field('password')} />
      <div className="app-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-danger" disabled={form.busy}>
          {form.busy ? 'Excluindo...' : 'Excluir conta'}
        </button>
      </div>
    </form>
  );
}
