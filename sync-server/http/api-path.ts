import type { Middleware } from 'koa';
import { notFound } from './errors';

/**
 * Whether a request path is meant for the API in any spelling a server or proxy might fold onto
 * `/api/…`: any case, doubled slashes, percent-encoded letters (`/API/x`, `//api/x`, `/%61pi/x`).
 * Guards that protect the API (Origin/body checks, the canonical-path check) use this, never a
 * case-sensitive `startsWith('/api/')`, so no spelling slips past them.
 */
export function isApiPath(path: string): boolean {
  const first = path.split('/').find((segment) => segment !== '');
  return first !== undefined && safeDecode(first).toLowerCase() === 'api';
}

/**
 * The one spelling of an API path the routers match (DESIGN.md §11): starts with `/api/`, no
 * empty segment (no `//`, no trailing slash), no `.` or `..` segment, and every segment either
 * plain (`A–Z a–z 0–9 . _ ~ -`) or percent-encoded exactly as `encodeURIComponent` would write
 * it (`%61dmin` is not a spelling of `admin`).
 */
export function isCanonicalApiPath(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && isCanonicalSegment(segment));
}

const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]+$/;

function isCanonicalSegment(segment: string): boolean {
  if (PLAIN_SEGMENT.test(segment)) return true;
  const decoded = safeDecode(segment);
  return decoded !== segment && encodeURIComponent(decoded) === segment;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Answers 404 for an API path in any other spelling than the canonical one, before any router or
 * session work. The routers are case-sensitive too (`apiRouter`), so both layers must agree
 * before a handler runs: a guard can never be compiled to a pattern that its route escapes.
 */
export function canonicalApiPaths(): Middleware {
  return (ctx, next) => {
    if (isApiPath(ctx.path) && !isCanonicalApiPath(ctx.path)) throw notFound();
    return next();
  };
}
