import { SESSION_END_CODES, type SessionEndReason } from '../../shared/live';
import { type ErrorCode, errorTexts, type FieldIssue } from '../../shared/texts/error.texts';

/**
 * An error the API answers on purpose. The error middleware turns it into
 * `{ code, message, details? }` with its status; anything else becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = errorTexts[code],
    readonly details?: FieldIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message?: string, details?: FieldIssue[]) =>
  new HttpError(400, code, message, details);

/** A validation failure answers with the first field's text and lists every field. */
export const validationFailed = (issues: FieldIssue[]) =>
  new HttpError(400, 'validation-failed', issues[0]?.message ?? errorTexts['validation-failed'], issues);

/** 401; with the reason when the session was ended on purpose (SESSION_END_CODES). */
export const notSignedIn = (reason?: SessionEndReason | null) => {
  const code =
    reason && reason in SESSION_END_CODES
      ? SESSION_END_CODES[reason as keyof typeof SESSION_END_CODES]
      : null;
  return new HttpError(401, code ?? 'not-signed-in');
};
export const forbidden = (code: ErrorCode = 'forbidden') => new HttpError(403, code);
/** Used for another person's resource too: never reveal that it exists. */
export const notFound = () => new HttpError(404, 'not-found');
export const conflict = (code: ErrorCode) => new HttpError(409, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'too-many-requests', undefined, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
