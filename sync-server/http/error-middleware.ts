import type { Context, Middleware } from 'koa';
import { type ApiErrorBody, errorTexts } from '../../shared/texts/error.texts';
import { isApiPath } from './api-path';
import { HttpError } from './errors';

/**
 * Outermost middleware: every failure leaves as JSON `{ code, message, details? }`.
 * Handlers never catch; they throw HttpError (or let a bug surface as a 500 with no stack).
 */
export function errorMiddleware(log: (label: string, err: unknown) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path)) {
        throw new HttpError(404, 'not-found');
      }
    } catch (err) {
      const httpError = toHttpError(err);
      // A client that hung up mid-request (Node's "aborted") is not a server failure to report.
      // Logged by route pattern (`/api/sharing/invites/:code`), never by path: paths carry codes.
      if (httpError.status >= 500 && !clientHungUp(ctx, err)) log(`${ctx.method} ${routeOf(ctx)}`, err);
      const body: ApiErrorBody = { code: httpError.code, message: httpError.message };
      if (httpError.details?.length) body.details = httpError.details;
      ctx.status = httpError.status;
      ctx.set(httpError.headers);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    }
  };
}

/** Node's "aborted" while reading a request whose client went away (ECONNRESET, socket destroyed). */
const clientHungUp = (ctx: Context, err: unknown) =>
  (err as { code?: unknown })?.code === 'ECONNRESET' ||
  ((err as { message?: unknown })?.message === 'aborted' && ctx.req.destroyed);

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  // Errors raised by Koa itself or its helpers carry an HTTP status (e.g. ctx.throw(413)).
  const status = (err as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return new HttpError(413, 'payload-too-large');
    if (status === 415) return new HttpError(415, 'unsupported-media-type');
    if (status === 404) return new HttpError(404, 'not-found');
    return new HttpError(400, 'invalid-json', errorTexts['invalid-json']);
  }
  return new HttpError(500, 'internal-error');
}

/** The route pattern koa-router matched, or a placeholder: what logs may name a request by. */
export function routeOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : '(no route)';
}
