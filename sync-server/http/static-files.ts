import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Middleware } from 'koa';
import { isApiPath } from './api-path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files that must be revalidated on every load so that a new release is picked up. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

/**
 * Serves the built web app: hashed assets cached for a year, the worker, the manifest and the
 * HTML always revalidated, and any other page path answered with index.html so that the client
 * router can render it (its own 404 page included).
 */
export function staticFiles(root: string): Middleware {
  const indexFile = join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const file = resolveInside(root, ctx.path);
    // Source maps stay on the server's disk: they would hand out the app's full source. So does
    // the build's own bookkeeping (dist/web/.vite: the manifest of chunks).
    if (file?.toLowerCase().endsWith('.map') || isInsideDotFolder(root, file)) return next();
    const found = file ? await fileStat(file) : null;
    if (found && file) return send(ctx, file, found, urlPath(ctx.path));
    const looksLikePage = !extname(ctx.path) && ctx.accepts('html') === 'html';
    if (!looksLikePage) return next();
    const index = await fileStat(indexFile);
    if (!index) return next();
    return send(ctx, indexFile, index, '/index.html');
  };
}

function isInsideDotFolder(root: string, file: string | null): boolean {
  if (file === null) return false;
  return file
    .slice(root.length)
    .split(sep)
    .some((segment) => segment.startsWith('.'));
}

function urlPath(path: string): string {
  return path === '/' ? '/index.html' : path;
}

function resolveInside(root: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = normalize(join(root, decoded === '/' ? 'index.html' : decoded));
  return target.startsWith(root + sep) ? target : null;
}

async function fileStat(file: string) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

function send(
  ctx: import('koa').Context,
  file: string,
  info: { size: number; mtime: Date },
  path: string,
): void {
  ctx.type = MIME[extname(file)] ?? 'application/octet-stream';
  ctx.set('Cache-Control', cacheControl(path));
  ctx.etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
  ctx.lastModified = info.mtime;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (ctx.method === 'HEAD') {
    // Koa answers 204 to an empty body; a HEAD must mirror the GET's status and headers.
    ctx.body = null;
    ctx.status = 200;
  } else {
    ctx.body = createReadStream(file);
  }
  ctx.length = info.size;
}

function cacheControl(path: string): string {
  if (ALWAYS_REVALIDATE.has(path)) return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}
