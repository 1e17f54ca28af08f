import type { Context, Middleware } from 'koa';
import { badRequest, HttpError } from './errors';

declare module 'koa' {
  interface Request {
    /** Parsed JSON body of a mutation; `undefined` when the request had none. */
    body?: unknown;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guards and parses API mutations (DESIGN.md §6):
 * - an allowed `Origin` is required (403), the CSRF defence for cookie sessions;
 * - a request with a body must be `application/json` (415) and at most `limit` bytes (413);
 * - malformed JSON is a 400, never a 500.
 */
export function apiMutationGuard(options: { allowedOrigins: string[]; limit: number }): Middleware {
  const allowed = new Set(options.allowedOrigins);
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const origin = ctx.get('Origin');
    if (!origin || !allowed.has(origin)) throw new HttpError(403, 'forbidden-origin');
    if (hasBody(ctx)) {
      if (!ctx.is('application/json')) throw new HttpError(415, 'unsupported-media-type');
      ctx.request.body = parseJson(await readLimited(ctx, options.limit));
    }
    return next();
  };
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length) return Number(length) > 0;
  return Boolean(ctx.get('Transfer-Encoding'));
}

async function readLimited(ctx: Context, limit: number): Promise<string> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw new HttpError(413, 'payload-too-large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      ctx.req.destroy();
      throw new HttpError(413, 'payload-too-large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('invalid-json');
  }
}
