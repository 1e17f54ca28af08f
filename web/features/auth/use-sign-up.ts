import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { quickRegisterSchema, registerSchema } from '../../../shared/schemas/auth.schema';
import { showToast, type ToastInput } from '../../lib/toaster';
import { registerRequest } from './auth-api';
import { completeSignIn } from './complete-sign-in';
import { useValidatedForm } from './use-validated-form';

interface SignUpOptions {
  /** The toast for a failed request (the two sign-up forms word their errors differently). */
  failureToast: (error: unknown) => ToastInput;
  /** Shown when the form is submitted with invalid fields, if the form has one. */
  invalidToast?: () => ToastInput;
}

const EMPTY = { email: '', name: '', password: '', acceptedTerms: false };

/**
 * The sign-up flow both forms share: check with the form's schema, send, then go to the
 * assessment (spec §4 "Registration success"); on failure a destructive toast, data kept.
 */
export function useSignUp(
  schema: typeof registerSchema | typeof quickRegisterSchema,
  options: SignUpOptions,
) {
  const navigate = useNavigate();
  const form = useValidatedForm(schema, EMPTY);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.check(event);
    if (!payload) {
      if (options.invalidToast) showToast(options.invalidToast());
      return;
    }
    form.setBusy(true);
    try {
      const { user } = await registerRequest(payload);
      completeSignIn('register', user, () => void navigate({ to: '/assessment' }));
    } catch (err) {
      showToast(options.failureToast(err));
      form.setBusy(false);
    }
  };

  return { form, onSubmit };
}
