import type { ReactNode } from 'react';
import { EmailField, NameField, NewPasswordField } from '../../components/auth-fields';
import { PasswordChecklist } from '../../components/password-checklist';
import type { TextFieldProps } from '../../components/ui/text-field';
import { ApiError, failureMessage, NetworkError } from '../../lib/api-client';
import { incompleteFormToast, registrationFailureToast, submitExceptionToast } from '../../lib/auth-errors';
import { TermsField } from './terms-field';
import { useSignUp } from './use-sign-up';

/** Server and connection failures go through the spec's catalogue; anything else is 'Erro no envio'. */
export const fullRegistrationFailureToast = (err: unknown) =>
  err instanceof ApiError || err instanceof NetworkError
    ? registrationFailureToast(failureMessage(err))
    : submitExceptionToast(err);

type Binding = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'error'>;

/** What the full sign-up fields need from a form of `useSignUp` (any form that has these four). */
export interface FullSignUpForm {
  values: { password: string; acceptedTerms: boolean };
  errors: Record<string, string | undefined>;
  field: (name: 'email' | 'name' | 'password') => Binding;
  setField: (name: 'acceptedTerms', value: boolean) => void;
}

const loadRegisterSchema = () => import('../../../shared/schemas/auth.schema').then((m) => m.registerSchema);

/**
 * The full form's fields (spec §2 "Full registration"): email, name, password with the live
 * checklist, then whatever the form adds (`children`), then the terms.
 */
export function FullSignUpFields({
  form,
  namePlaceholder,
  children,
}: {
  form: FullSignUpForm;
  namePlaceholder: string;
  children?: ReactNode;
}) {
  return (
    <>
      <EmailField {...form.field('email')} />
      <NameField {...form.field('name')} placeholder={namePlaceholder} />
      <NewPasswordField
        {...form.field('password')}
        hint={<PasswordChecklist password={form.values.password} />}
      />
      {children}
      <TermsField
        checked={form.values.acceptedTerms}
        onCheckedChange={(checked) => form.setField('acceptedTerms', checked)}
        error={form.errors.acceptedTerms}
      />
    </>
  );
}

/** The step-by-step sign-up of /register (spec §2, §5 "Full registration"). */
export function RegisterForm() {
  const { form, onSubmit } = useSignUp(loadRegisterSchema, {
    failureToast: fullRegistrationFailureToast,
    invalidToast: incompleteFormToast,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FullSignUpFields form={form} namePlaceholder="Como você quer ser chamado(a)" />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.busy}>
        {form.busy ? 'Criando...' : 'Criar Conta'}
      </button>
    </form>
  );
}
