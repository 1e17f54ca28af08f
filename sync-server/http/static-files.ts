import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Middleware } from 'koa';
import { ORIGIN_PLACEHOLDER } from '../../shared/web-build';
import { isApiPath } from './api-path';
import { pageFiles } from './page-files';

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

/** Files that must be revalidated on every load so that a new release is picked up (and HTML). */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * Serves the built web app: hashed assets cached for a year, the worker, the manifest and the
 * HTML always revalidated, and any other page path answered with its prerendered page, the app
 * shell or the 404 page (page-files.ts). HTML carries the site's own address where a page needs
 * a full one (canonical link, link previews): `publicOrigin` replaces the build's placeholder.
 */
export function staticFiles(root: string, publicOrigin: string): Middleware {
  const pageFor = pageFiles(root);
  const html = htmlReader(publicOrigin);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const file = resolveInside(root, ctx.path);
    // Source maps stay on the server's disk: they would hand out the app's full source. So does
    // the build's own bookkeeping (dist/web/.vite: the manifest of chunks).
    if (file?.toLowerCase().endsWith('.map') || isInsideDotFolder(root, file)) return next();
    const found = file ? await fileStat(file) : null;
    if (found && file) return send(ctx, file, found, ctx.path, html);
    const looksLikePage = !extname(ctx.path) && ctx.accepts('html') === 'html';
    const page = looksLikePage ? pageFor(ctx.path) : null;
    const pageInfo = page ? await fileStat(page.file) : null;
    if (!page || !pageInfo) return next();
    return send(ctx, page.file, pageInfo, ctx.path, html, page.status);
  };
}

/** HTML files as served: read once per version of the file, the origin filled in. */
function htmlReader(publicOrigin: string) {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return async (file: string, mtimeMs: number): Promise<Buffer> => {
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.body;
    const text = await readFile(file, 'utf8');
    const body = Buffer.from(text.replaceAll(ORIGIN_PLACEHOLDER, publicOrigin));
    cache.set(file, { mtimeMs, body });
    return body;
  };
}

function isInsideDotFolder(root: string, file: string | null): boolean {
  if (file === null) return false;
  return file
    .slice(root.length)
    .split(sep)
    .some((segment) => segment.startsWith('.'));
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

async function send(
  ctx: Context,
  file: string,
  info: { size: number; mtime: Date },
  path: string,
  html: (file: string, mtimeMs: number) => Promise<Buffer>,
  status: 200 | 404 = 200,
): Promise<void> {
  const isHtml = extname(file) === '.html';
  const body = isHtml ? await html(file, info.mtime.getTime()) : null;
  const size = body?.length ?? info.size;
  ctx.type = MIME[extname(file)] ?? 'application/octet-stream';
  ctx.set('Cache-Control', isHtml ? 'no-cache' : cacheControl(path));
  ctx.etag = `W/"${size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
  ctx.lastModified = info.mtime;
  ctx.status = status;
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (ctx.method === 'HEAD') {
    // Koa answers 204 to an empty body; a HEAD must mirror the GET's status and headers.
    ctx.body = null;
    ctx.status = status;
  } else {
    ctx.body = body ?? createReadStream(file);
  }
  ctx.length = size;
}

function cacheControl(path: string): string {
  if (ALWAYS_REVALIDATE.has(path)) return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}
