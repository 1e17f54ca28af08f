import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who may open a page, from the layout its file sits under (web/routes/_member/… and so on). */
export type Audience = 'public' | 'member' | 'signed-in' | 'psychologist' | 'admin';

export interface AppRoute {
  /** The route's path as the router declares it ('/articles/$slug'); the 404 page is '(404)'. */
  pattern: string;
  /** The route's file under web/, as Vite's manifest names it ('routes/_member/dashboard.tsx'); null for the 404 page. */
  file: string | null;
  audience: Audience;
}

const LAYOUT_AUDIENCE: Record<string, Audience> = {
  _member: 'member',
  '_signed-in': 'signed-in',
  '_psychologist-area': 'psychologist',
  _admin: 'admin',
};

/**
 * Every page of the app's route table, read from TanStack Router's generated tree
 * (web/routeTree.gen.ts): each full path with the file that declares it. A page added by a later
 * issue appears here, and in the bench, without any change to this file. The 404 page is added
 * at the end: it is the root route's, not a path of its own.
 */
export function readRouteTable(root = process.cwd()): AppRoute[] {
  const source = readFileSync(join(root, 'web/routeTree.gen.ts'), 'utf8');
  const files = new Map<string, string>();
  for (const [, name, file] of source.matchAll(
    /import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g,
  ))
    files.set(name!, `${file}.tsx`);
  const byFullPath = source.match(/interface FileRoutesByFullPath \{([^}]*)\}/)?.[1];
  if (!byFullPath)
    throw new Error('web/routeTree.gen.ts has no FileRoutesByFullPath: has its format changed?');
  const routes: AppRoute[] = [];
  for (const [, pattern, name] of byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const file = files.get(name!.replace(/WithChildren$/, ''));
    if (!file) throw new Error(`no file for ${pattern} (${name}) in web/routeTree.gen.ts`);
    const layout = file.split('/')[1] ?? '';
    routes.push({ pattern: pattern!, file, audience: LAYOUT_AUDIENCE[layout] ?? 'public' });
  }
  routes.push({ pattern: '(404)', file: null, audience: 'public' });
  return routes;
}

/** The pages that need no account, as issue 11 lists them: their whole load is budgeted. */
const LISTED_PUBLIC_PAGES = new Set([
  '/',
  '/login',
  '/simple-register',
  '/forgot-password',
  '/reset-password',
  '/psychologist',
  '/psychologist-login',
  '/psychologist-register',
  '/termos',
  '/contato',
  // Built by issue 15 (the install page, the calm alternative home): still 120 kB for the whole page.
  '/app',
  '/home-reframe',
  '(404)',
]);

export interface RouteBudget {
  kB: number;
  /** 'total': everything the page loads; 'shared': what it loads before its own code. */
  scope: 'total' | 'shared';
  /**
   * Manifest keys (suffix match) of lazily loaded engines or data the budget is before: their
   * files are printed apart, not counted (issue 14: the CAPS data).
   */
  lazy?: string[];
}

const LIBRARY_BUDGET: RouteBudget = { kB: 150, scope: 'total' };
const CRAVING_HELP_BUDGET: RouteBudget = { kB: 150, scope: 'total' };

/** Pages whose budget is named on its own (the README's table lists each). */
const ROUTE_BUDGETS: Record<string, RouteBudget> = {
  '/register': { kB: 125, scope: 'total' },
  '/dashboard': { kB: 200, scope: 'total' },
  // Expert webinars' admin page (issue 13): an admin page's 180 kB before its own code.
  '/admin/webinars': { kB: 180, scope: 'shared' },
  // The library (issue 13), public and readable offline: its index, each guide, a course and a
  // lesson, with their interactive parts, get that issue's budget for the whole page. (Issue 11
  // had listed /learn and /articles/… at 120 kB while they were placeholders.)
  '/learn': LIBRARY_BUDGET,
  '/articles/$slug': LIBRARY_BUDGET,
  '/learn/$courseId': LIBRARY_BUDGET,
  '/learn/$courseId/$lessonId': LIBRARY_BUDGET,
  // The pages for the moment of craving (issue 14): 150 kB for the whole page before a lazily
  // loaded engine or data (the CAPS data: see `lazy`; the chess engine runs in a worker, whose
  // script is not a page script).
  '/jogos': CRAVING_HELP_BUDGET,
  '/chess': CRAVING_HELP_BUDGET,
  '/caps': { ...CRAVING_HELP_BUDGET, lazy: ['virtual:caps-data'] },
  '/copiloto': CRAVING_HELP_BUDGET,
};

/**
 * Issue 11's budgets (gzip, cold cache, until idle): listed public pages ≤ 120 kB, /register
 * ≤ 125 kB, /dashboard ≤ 200 kB; every other member, psychologist or admin page ≤ 180 kB before
 * its own feature code. A public page the issue does not list keeps a public page's 120 kB for what it loads
 * before its own code.
 */
export function budgetFor(route: AppRoute): RouteBudget {
  const own = ROUTE_BUDGETS[route.pattern];
  if (own) return own;
  if (LISTED_PUBLIC_PAGES.has(route.pattern)) return { kB: 120, scope: 'total' };
  if (route.audience === 'public') return { kB: 120, scope: 'shared' };
  return { kB: 180, scope: 'shared' };
}
