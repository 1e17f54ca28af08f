import { ApiError, failureMessage } from './api-client';

/**
 * A failed request as messages per form field: the server's per-field `details` when it sent
 * them (e.g. 'Senha incorreta.' on `password`), otherwise its pt-BR message (or the connection
 * error) on `field`, so the message shows next to the field the person is looking at.
 */
export function fieldErrorsOf(error: unknown, field: string): Record<string, string> {
  const details = error instanceof ApiError ? error.body?.details : undefined;
  if (Array.isArray(details) && details.length > 0) {
    return Object.fromEntries(details.map((d) => [d.field || field, d.message]));
  }
  return { [field]: failureMessage(error) };
}
