import { toastTexts as t } from '../../shared/texts/toast.texts';
import type { ToastInput } from './toaster';

const destructive = (title: string, description: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

const isConnectionProblem = (message: string) =>
  message.includes('conexão') || message.toLowerCase().includes('network');

/** Spec §8 "Registration": the toast for a failed full sign-up, chosen from the message. */
export function registrationFailureToast(message: string): ToastInput {
  if (message.includes('Email já está'))
    return destructive(t.registerEmailTakenTitle, t.registerEmailTakenDescription);
  if (message.includes('Dados inválidos'))
    return destructive(t.registerInvalidDataTitle, t.registerInvalidDataDescription);
  if (isConnectionProblem(message)) return destructive(t.connectionError, t.connectionErrorDescription);
  return destructive(t.registerErrorTitle, message || t.registerErrorDefault);
}

/** Spec §8 "Quick registration": same idea, its own titles. */
export function quickRegistrationFailureToast(message: string): ToastInput {
  if (message.includes('Email já está'))
    return destructive(t.registerEmailTakenTitle, t.registerEmailTakenDescription);
  if (isConnectionProblem(message)) return destructive(t.connectionError, t.connectionErrorDescription);
  return destructive(t.quickRegisterErrorTitle, message || t.registerErrorDefault);
}

/** Spec §8 "Login". */
export function loginFailureToast(message: string): ToastInput {
  return destructive(t.loginErrorTitle, message || t.loginErrorDefault);
}

/** Spec §8: the form was not valid when submitted. */
export const incompleteFormToast = (): ToastInput =>
  destructive(t.registerIncompleteTitle, t.registerIncompleteDescription);

/** Spec §8: something other than the server failed while submitting. */
export const submitExceptionToast = (error: unknown): ToastInput =>
  destructive(
    t.submitErrorTitle,
    error instanceof Error && error.message ? error.message : t.registerErrorDefault,
  );
