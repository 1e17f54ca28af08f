import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from '../../shared/regexp';
import { APP_SHELL_FILE, NOT_FOUND_FILE, PAGE_ROUTES_FILE } from '../../shared/web-build';

export interface PageFile {
  file: string;
  status: 200 | 404;
}

/**
 * Which HTML answers a page path (issue 11): a public page's own prerendered file
 * (`/login` → login.html), the app shell for any other path the app has a route for, and the
 * prerendered 404 page, with status 404, for a path it does not know. The route list is written
 * by the prerender step; a build without it (or without the 404 page) answers every page path
 * with the shell, and the app draws its own 404. The build is read once, at start.
 */
export function pageFiles(root: string): (path: string) => PageFile | null {
  const shell = firstExisting(root, [APP_SHELL_FILE, 'index.html']);
  const notFound = firstExisting(root, [NOT_FOUND_FILE]);
  const routes = readRoutePatterns(join(root, PAGE_ROUTES_FILE));
  const pages = prerenderedPages(root);
  return (path) => {
    const own = pages.get(path.replace(/\/$/, ''));
    if (own) return { file: own, status: 200 };
    if (!shell) return null;
    if (!routes || !notFound || routes.some((route) => route.test(path))) return { file: shell, status: 200 };
    return { file: notFound, status: 404 };
  };
}

/**
 * `/login` → root/login.html, `/articles/brain-impact` → root/articles/brain-impact.html: every
 * page file of the build, in its top folder and the folders under it (not the hidden ones).
 */
function prerenderedPages(root: string, folder = ''): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = join(root, folder);
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name)) {
      for (const [path, file] of prerenderedPages(root, `${folder}/${entry.name}`)) pages.set(path, file);
    } else if (entry.isFile() && /^[a-z0-9-]+\.html$/.test(entry.name) && !isBuildPage(folder, entry.name)) {
      pages.set(`${folder}/${entry.name.slice(0, -'.html'.length)}`, join(dir, entry.name));
    }
  }
  return pages;
}

/** The shell and the 404 page are what other paths get, not pages of their own (`/404` is unknown). */
const isBuildPage = (folder: string, name: string) =>
  folder === '' && (name === APP_SHELL_FILE || name === NOT_FOUND_FILE);

function firstExisting(root: string, names: string[]): string | null {
  return names.map((name) => join(root, name)).find((file) => existsSync(file)) ?? null;
}

/** `/therapists/$id` → /^\/therapists\/[^/]+\/?$/ (a trailing slash is the same page). */
function readRoutePatterns(file: string): RegExp[] | null {
  if (!existsSync(file)) return null;
  const paths = JSON.parse(readFileSync(file, 'utf8')) as string[];
  return paths.map((path) => {
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment === '$' ? '.*' : segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
    return new RegExp(`^/${segments.join('/')}/?$`);
  });
}
