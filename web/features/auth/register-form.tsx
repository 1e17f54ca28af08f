import { registerSchema } from '../../../shared/schemas/auth.schema';
import { ApiError, failureMessage, NetworkError } from '../../lib/api-client';
import { incompleteFormToast, registrationFailureToast, submitExceptionToast } from './auth-errors';
import { EmailField, NameField, NewPasswordField, TermsField } from './auth-fields';
import { PasswordChecklist } from './password-checklist';
import { useSignUp } from './use-sign-up';

/** Server and connection failures go through the spec's catalogue; anything else is 'Erro no envio'. */
const failureToast = (err: unknown) =>
  err instanceof ApiError || err instanceof NetworkError
    ? registrationFailureToast(failureMessage(err))
    : submitExceptionToast(err);

/** The step-by-step sign-up of /register (spec §2, §5 "Full registration"). */
export function RegisterForm() {
  const { form, onSubmit } = useSignUp(registerSchema, { failureToast, invalidToast: incompleteFormToast });
  const { values, errors, busy } = form;

  return (
    <form onSubmit={onSubmit} noValidate>
      <EmailField {...form.field('email')} />
      <NameField {...form.field('name')} placeholder="Como você quer ser chamado(a)" />
      <NewPasswordField {...form.field('password')} hint={<PasswordChecklist password={values.password} />} />
      <TermsField
        checked={values.acceptedTerms}
        onCheckedChange={(checked) => form.setField('acceptedTerms', checked)}
        error={errors.acceptedTerms}
      />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? 'Criando...' : 'Criar Conta'}
      </button>
    </form>
  );
}
