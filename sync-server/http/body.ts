import type { Context, Middleware } from 'koa';
import { isApiPath } from './api-path';
import { badRequest, HttpError } from './errors';

declare module 'koa' {
  interface Request {
    /** Parsed JSON body of a mutation; `undefined` when the request had none. */
    body?: unknown;
    /** The body's text as received, for a route that checks its signature (a webhook). */
    rawBody?: string;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Server-to-server API paths (a Pix provider's webhook, issue 15): no browser, so no Origin to
 * check and nothing for a CSRF to ride on (no cookie is used); an HMAC signature of the raw body
 * is their credential, checked by the route. Their body is kept as text, not parsed here.
 */
const SIGNED_PATHS = new Set(['/api/payments/webhook']);

/**
 * Guards and parses API mutations (DESIGN.md §6), for every spelling of an API path:
 * - an allowed `Origin` is required (403), the CSRF defence for cookie sessions;
 * - a request with a body must be `application/json` (415) and at most `limit` bytes (413);
 * - a body that is not valid UTF-8 or not JSON is a 400, never a 500 or replacement characters.
 */
export function apiMutationGuard(options: { allowedOrigins: string[]; limit: number }): Middleware {
  const allowed = new Set(options.allowedOrigins);
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method) || !isApiPath(ctx.path)) return next();
    const signed = ctx.method === 'POST' && SIGNED_PATHS.has(ctx.path);
    const origin = ctx.get('Origin');
    if (!signed && (!origin || !allowed.has(origin))) throw new HttpError(403, 'forbidden-origin');
    if (hasBody(ctx)) {
      if (!ctx.is('application/json')) throw new HttpError(415, 'unsupported-media-type');
      const text = decodeUtf8(await readLimited(ctx, options.limit));
      if (signed) ctx.request.rawBody = text;
      else ctx.request.body = parseJson(text);
    }
    return next();
  };
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length) return Number(length) > 0;
  return Boolean(ctx.get('Transfer-Encoding'));
}

/**
 * Reads the body up to `limit` bytes. Past the limit (declared or, for a chunked body, counted)
 * the answer is a 413 on a connection that closes after it: the rest of the body is discarded
 * rather than the socket reset, because a client that sees a reset thinks it is offline and
 * retries the same oversized request forever.
 */
function readLimited(ctx: Context, limit: number): Promise<Buffer> {
  const tooLarge = () => {
    ctx.set('Connection', 'close');
    return new HttpError(413, 'payload-too-large');
  };
  if (Number(ctx.get('Content-Length') || 0) > limit) {
    ctx.req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const req = ctx.req;
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      // Keep draining into nothing so the 413 can be written; the connection then closes.
      req.resume();
      reject(tooLarge());
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('invalid-encoding');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('invalid-json');
  }
}
