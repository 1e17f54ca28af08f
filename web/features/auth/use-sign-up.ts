import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { quickRegisterSchema, registerSchema } from '../../../shared/schemas/auth.schema';
import type { psychologistRegisterSchema } from '../../../shared/schemas/psychologist.schema';
import { ApiError, failureMessage } from '../../lib/api-client';
import { showToast, type ToastInput } from '../../lib/toaster';
import { useOnDemandForm } from '../../lib/use-on-demand-form';
import { registerRequest } from './auth-api';
import { completeSignIn } from './complete-sign-in';

type SignUpSchema = typeof registerSchema | typeof quickRegisterSchema | typeof psychologistRegisterSchema;

const EMPTY = { email: '', name: '', password: '', acceptedTerms: false };

interface SignUpOptions<V> {
  /** The toast for a failed request (the sign-up forms word their errors differently). */
  failureToast: (error: unknown) => ToastInput;
  /** Shown when the form is submitted with invalid fields, if the form has one. */
  invalidToast?: () => ToastInput;
  /** The form's starting values when it has more than the four common fields (e.g. the CRP). */
  initial?: V;
  /** Where a new account goes: the assessment for members (spec §4), the panel for psychologists. */
  destination?: '/assessment' | '/psychologist-dashboard';
}

/**
 * The sign-up flow the sign-up forms share: check with the form's schema (imported when first
 * needed: useOnDemandForm), send, then go on
 * (spec §4 "Registration success"); on failure a destructive toast, data kept.
 */
export function useSignUp<V extends typeof EMPTY>(
  loadSchema: () => Promise<SignUpSchema>,
  options: SignUpOptions<V>,
) {
  const navigate = useNavigate();
  const form = useOnDemandForm(loadSchema, options.initial ?? (EMPTY as V));
  const destination = options.destination ?? '/assessment';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const payload = await form.check(event);
      if (!payload) {
        if (options.invalidToast) showToast(options.invalidToast());
        return;
      }
      form.setBusy(true);
      const { user } = await registerRequest(payload);
      completeSignIn('register', user, () => void navigate({ to: destination }));
    } catch (err) {
      // A CRP already registered is shown beside the CRP field as well as in the toast.
      if (err instanceof ApiError && err.body?.code === 'crp-taken')
        form.setErrors({ crp: failureMessage(err) });
      showToast(options.failureToast(err));
      form.setBusy(false);
    }
  };

  return { form, onSubmit };
}
