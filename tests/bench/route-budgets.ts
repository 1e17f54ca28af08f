import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { communityApi } from '../../shared/community-api';
import { COURSES } from '../../shared/domain/learn';
import type { PublicUser } from '../../shared/schemas/user.schema';
import { ARTICLE_SLUGS } from '../../web/lib/article-slugs';
import {
  promoteToAdmin,
  seedMemberRecords,
  shareWithPsychologist,
  signUpApprovedPsychologist,
} from './bench-accounts';
import { signUpMember, startBenchApp, WEB_ROOT } from './bench-app';
import { precacheSize } from './precache-size';
import { chunkName, type Manifest, ownFilesOf, readManifest, shellKeysOf } from './route-chunks';
import { type AppRoute, budgetFor, type RouteBudget, readRouteTable } from './route-table';

export interface RouteFigure {
  pattern: string;
  /** The URL path loaded (a real sample for a `$param` route). */
  path: string;
  audience: AppRoute['audience'];
  budget: RouteBudget;
  /** gzip -9 of every JS file the page requested. */
  totalBytes: number;
  /** The part that is the route's own code (its chunks and what they import that the shell does not). */
  ownBytes: number;
  files: number;
  /** Where the page ended up, when a guard or a redirect sent it elsewhere. */
  landedOn: string | null;
  /** What the budget's `lazy` files (an engine, data) weighed, gzip bytes, not in totalBytes. */
  lazyBytes: number;
  /** The largest files loaded that are not the route's own, by manifest name, gzip bytes. */
  biggestShared: { name: string; gzipBytes: number }[];
}

/** A signed-in person's cookies and stored user, to start a fresh (cold-cache) context from. */
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Accounts {
  member: SignedIn;
  psychologist: SignedIn;
  admin: SignedIn;
  memberId: string;
  psychologistId: string;
  /** A forum thread of the member's, with a reply. */
  threadId: string;
}

/**
 * What a page must show before its load counts as done, beyond network idle: pages whose data
 * arrives from the server or IndexedDB and whose charts or lists load code once it is there.
 */
const READY: Record<string, string> = {
  '/dashboard': '.streak-card',
  '/dashboard-cockpit': '.cockpit-chart canvas',
  '/journal': '.journal-entry',
  '/therapists': '.therapist-card',
  '/therapists/$id': '.therapist-profile-header',
  '/psychologist-dashboard': '.client-card',
  '/psychologist-dashboard/clients/$clientId': '.mood-chart canvas',
  '/admin/analytics': 'canvas',
  '/admin/webinars': '.admin-webinar-list, .admin-webinar-empty',
  '/community': '.forum-thread-card',
  '/community/$threadId': '.forum-post',
  '/chat': '.chat-log',
  '/learn': '.learn-card',
  '/articles/$slug': '.content-body',
  '/learn/$courseId': '.learn-lessons',
  '/learn/$courseId/$lessonId': '.learn-exercise',
};

/** Real URLs for each route (every guide: issue 13 budgets each), or none when a `$param` route has no sample yet. */
function sampleUrls(route: AppRoute, accounts: Accounts): string[] {
  if (route.pattern === '/articles/$slug') return ARTICLE_SLUGS.map((slug) => `/articles/${slug}`);
  const one = sampleUrl(route, accounts);
  return one === null ? [] : [one];
}

function sampleUrl(route: AppRoute, accounts: Accounts): string | null {
  const course = COURSES[0]!;
  switch (route.pattern) {
    case '(404)':
      return '/pagina-que-nao-existe';
    case '/learn/$courseId':
      return `/learn/${course.id}`;
    case '/learn/$courseId/$lessonId':
      return `/learn/${course.id}/${course.lessons[0]!.id}`;
    case '/therapists/$id':
      return `/therapists/${accounts.psychologistId}`;
    case '/psychologist-dashboard/clients/$clientId':
      return `/psychologist-dashboard/clients/${accounts.memberId}`;
    case '/community/$threadId':
      return `/community/${accounts.threadId}`;
    default:
      return route.pattern.includes('$') ? null : route.pattern;
  }
}

/**
 * Every page of the route table loaded in Chromium from the production build, cold cache (a new
 * context per page, service worker blocked), on a phone's viewport, until the network is idle
 * and the page's ready selector (if any) is there; the JavaScript files it requested are summed
 * gzip -9, split into the route's own code and the rest. Member and signed-in pages are loaded as
 * a member with two weeks of records, psychologist pages as an approved psychologist a member
 * shares with, admin pages as staff. Also prints the whole precache.
 */
export async function routeBudgets(): Promise<{
  routes: RouteFigure[];
  unsampled: string[];
  precache: ReturnType<typeof precacheSize>;
}> {
  const manifest = readManifest(WEB_ROOT);
  const app = await startBenchApp();
  try {
    const accounts = await createAccounts(app);
    const routeTable = readRouteTable();
    const shell = shellKeysOf(
      manifest,
      routeTable.flatMap((route) => (route.file ? [route.file] : [])),
    );
    const routes: RouteFigure[] = [];
    const unsampled: string[] = [];
    for (const route of routeTable) {
      const paths = sampleUrls(route, accounts);
      if (!paths.length) unsampled.push(route.pattern);
      const state =
        route.audience === 'public'
          ? undefined
          : route.audience === 'psychologist'
            ? accounts.psychologist
            : route.audience === 'admin'
              ? accounts.admin
              : accounts.member;
      for (const path of paths)
        routes.push(await measureRoute(app.browser, app.url, route, path, state, manifest, shell));
    }
    return { routes, unsampled, precache: precacheSize(WEB_ROOT) };
  } finally {
    await app.close();
  }
}

async function measureRoute(
  browser: Browser,
  origin: string,
  route: AppRoute,
  path: string,
  storageState: SignedIn | undefined,
  manifest: Manifest,
  shell: ReadonlySet<string>,
): Promise<RouteFigure> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    storageState,
  });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const ready = READY[route.pattern];
    if (ready) {
      await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    const landed = new URL(page.url()).pathname;
    const own = route.file ? ownFilesOf(manifest, route.file, shell) : new Set<string>();
    const budget = budgetFor(route);
    const lazy = new Set(
      Object.entries(manifest)
        .filter(([key]) => budget.lazy?.some((suffix) => key.endsWith(suffix)))
        .map(([, chunk]) => chunk.file),
    );
    let totalBytes = 0;
    let ownBytes = 0;
    let lazyBytes = 0;
    const shared: { name: string; gzipBytes: number }[] = [];
    for (const file of scripts) {
      const gzipBytes = gzipSync(readFileSync(join(WEB_ROOT, file)), { level: 9 }).length;
      if (lazy.has(file)) {
        lazyBytes += gzipBytes;
        continue;
      }
      totalBytes += gzipBytes;
      if (own.has(file)) ownBytes += gzipBytes;
      else shared.push({ name: chunkName(manifest, file), gzipBytes });
    }
    return {
      pattern: route.pattern,
      path,
      audience: route.audience,
      budget,
      totalBytes,
      ownBytes,
      lazyBytes,
      files: scripts.size,
      landedOn: landed === path.split('?')[0] ? null : landed,
      biggestShared: shared.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 4),
    };
  } finally {
    await context.close();
  }
}

/** The three people the pages are loaded as, signed up through the API (CLI for the roles). */
export async function createAccounts(app: Awaited<ReturnType<typeof startBenchApp>>): Promise<Accounts> {
  const stamp = Date.now();
  const signedIn = async (context: BrowserContext, user: PublicUser): Promise<SignedIn> => {
    const { cookies } = await context.storageState();
    return {
      cookies,
      origins: [{ origin: app.url, localStorage: [{ name: 'user', value: JSON.stringify(user) }] }],
    };
  };
  const memberContext = await app.browser.newContext();
  const psychologistContext = await app.browser.newContext();
  const adminContext = await app.browser.newContext();
  try {
    const member = await signUpMember(memberContext, app.url, `rotas.membro.${stamp}@exemplo.com`);
    await seedMemberRecords(memberContext.request, app.url);
    const psychologist = await signUpApprovedPsychologist(
      app,
      psychologistContext,
      `rotas.psi.${stamp}@exemplo.com`,
    );
    await shareWithPsychologist(app.url, psychologistContext.request, memberContext.request);
    const threadId = await startForumThread(app.url, memberContext.request);
    const adminEmail = `rotas.equipe.${stamp}@exemplo.com`;
    await signUpMember(adminContext, app.url, adminEmail);
    const admin = await promoteToAdmin(app, adminContext, adminEmail);
    return {
      member: await signedIn(memberContext, member),
      psychologist: await signedIn(psychologistContext, psychologist),
      admin: await signedIn(adminContext, admin),
      memberId: member.id,
      psychologistId: psychologist.id,
      threadId,
    };
  } finally {
    await Promise.all([memberContext.close(), psychologistContext.close(), adminContext.close()]);
  }
}

/** A forum thread with a reply, written through the API as the member. */
async function startForumThread(url: string, request: APIRequestContext): Promise<string> {
  const threadId = randomUUID();
  const opened = await request.post(`${url}${communityApi.forumNewThread}`, {
    headers: { Origin: url },
    data: {
      id: threadId,
      category: 'primeiros-dias',
      title: 'Primeira semana',
      text: 'Uma semana sem apostar.',
    },
  });
  if (!opened.ok()) throw new Error(`forum thread: ${opened.status()} ${await opened.text()}`);
  const replied = await request.post(`${url}${communityApi.forumReplies(threadId)}`, {
    headers: { Origin: url },
    data: { id: randomUUID(), text: 'Parabéns, continue!' },
  });
  if (!replied.ok()) throw new Error(`forum reply: ${replied.status()} ${await replied.text()}`);
  return threadId;
}
