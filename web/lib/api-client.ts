import type { ApiErrorBody } from '../../shared/texts/error.texts';
import { toastTexts } from '../../shared/texts/toast.texts';
import { learnServerClock } from './server-clock';

/**
 * A non-successful answer. Its message follows spec §8: the status code, a colon and a space,
 * then the body text (or the status text when the body is empty). `body` is the parsed JSON
 * error, or null when the body could not be read as one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> | null,
    bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(toastTexts.connectionError, { cause });
    this.name = 'NetworkError';
  }
}

/**
 * Sends a JSON request with the session cookie (spec §7: all requests send JSON and include
 * credentials) and resolves with the successful response itself, for callers that need its
 * headers (e.g. a download's file name). Failures throw ApiError or NetworkError.
 */
export async function apiFetch(method: string, path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  learnServerClock(response, method);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, parseErrorBody(text), text, response.statusText);
  }
  return response;
}

/** `apiFetch`, resolving with the parsed body, or undefined for 204. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiFetch(method, path, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body);
export const apiPatch = <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);

function parseErrorBody(text: string): Partial<ApiErrorBody> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

/**
 * The text a form shows for a failure (spec §8): the body's `message`; 'Erro de conexão' when
 * the body cannot be read; otherwise 'Erro {status}'.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body === null) return toastTexts.connectionError;
    return typeof error.body.message === 'string' && error.body.message
      ? error.body.message
      : toastTexts.errorWithStatus(error.status);
  }
  return toastTexts.connectionError;
}
