import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { EntityManager } from '@mikro-orm/knex';
import Koa from 'koa';
import compress from 'koa-compress';
import session from 'koa-session';
import { BackgroundTasks } from './background';
import type { Config } from './config';
import { initORM, type Orm, sqliteFileOf } from './db/orm';
import { openSqliteReader } from './db/sqlite-reader';
import { isSharedSqliteFile } from './db/sqlite-side-connection';
import { startWalCheckpointer } from './db/wal-checkpointer';
import type { Deps } from './deps';
import { canonicalApiPaths } from './http/api-path';
import { apiMutationGuard } from './http/body';
import { CookieKeys } from './http/cookie-keys';
import { errorMiddleware } from './http/error-middleware';
import { requestLogger } from './http/request-logger';
import { assertEveryRouteDeclaresAccess, type RouteEntry, routeTable } from './http/route-access';
import { isClientGone, logError } from './http/safe-log';
import { secureCookies } from './http/secure-cookies';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { profileRoutes } from './modules/account/profile.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { assessmentRoutes } from './modules/assessment/assessment.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { RateLimiter } from './modules/auth/rate-limit';
import { databaseSessionStore, newSessionKey, SESSION_COOKIE } from './modules/auth/session-store';
import { checkinsRoutes } from './modules/checkins/checkins.routes';
import { chatRoutes } from './modules/community/chat.routes';
import { communityRoutes } from './modules/community/community.routes';
import { communityTopicAccess } from './modules/community/community-live';
import { forumRoutes } from './modules/community/forum.routes';
import { moderationRoutes } from './modules/community/moderation.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { copilotRoutes } from './modules/copilot/copilot.routes';
import { goalsRoutes } from './modules/goals/goals.routes';
import { createLiveChannel, type LiveChannel } from './modules/live/live-channel';
import { medalsRoutes } from './modules/medals/medals.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { psychologistAreaRoutes } from './modules/psychologists/psychologist-area.routes';
import { therapistProfileRoutes } from './modules/psychologists/therapist-profile.routes';
import { therapistsRoutes } from './modules/psychologists/therapists.routes';
import { pwaRoutes } from './modules/pwa/pwa.routes';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { healthRoutes } from './modules/site/health.routes';
import { siteRoutes } from './modules/site/site.routes';
import { syncRoutes } from './modules/sync/sync.routes';
import { usersRoutes } from './modules/users/users.routes';
import { adminWebinarsRoutes } from './modules/webinars/admin-webinars.routes';
import { webinarsRoutes } from './modules/webinars/webinars.routes';

export interface App {
  app: Koa;
  orm: Orm;
  deps: Deps;
  /** Every API route with the access its guard declares (the security suite reads it). */
  routes: RouteEntry[];
  /** The live channel (issue 19): its sockets and the bus that carries announcements. */
  live: LiveChannel;
  /** Listens on `port` (0: any free port) with the API, the web app and the live channel. */
  listen(port: number, host?: string): Promise<Server>;
  close(): Promise<void>;
}

export { SESSION_COOKIE };

/** Builds the whole server from a configuration: config in, app out (tests run it in-process). */
export async function createApp(config: Config, options: { orm?: Orm } = {}): Promise<App> {
  const requestEm = new AsyncLocalStorage<{ em?: EntityManager }>();
  const sqliteFile = sqliteFileOf(config.databaseUrl);
  // An ORM handed in (tests) keeps SQLite's own checkpoints; ours moves them off the write path.
  const backgroundCheckpoints = !options.orm && isSharedSqliteFile(sqliteFile);
  const orm = options.orm ?? (await initORM(config.databaseUrl, { backgroundCheckpoints }));
  const checkpointer = backgroundCheckpoints
    ? startWalCheckpointer(sqliteFile, {
        writer: orm.em,
        onError: (err) => logError('WAL checkpoint', err),
      })
    : null;
  const sessionReader = openSqliteReader(sqliteFile);
  const https = config.publicOrigin.startsWith('https://');
  const deps: Deps = {
    config,
    orm,
    em: () => {
      const slot = requestEm.getStore();
      if (!slot) return orm.em;
      slot.em ??= orm.em.fork() as EntityManager;
      return slot.em;
    },
    limiter: new RateLimiter(orm),
    background: new BackgroundTasks(logError),
  };

  // Same signatures as Keygrip, one HMAC per check instead of three (http/cookie-keys.ts).
  // Behind TRUST_PROXY_HOPS proxies, ctx.ip is that many entries from the right of
  // X-Forwarded-For, never the client-written left end (http/client-ip.ts).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops });
  app.keys = new CookieKeys(config.sessionKeys) as unknown as string[];
  // Koa's default prints the whole stack, message included; a client that goes away in the middle
  // of a response (a closed tab, a phone losing signal) is not a server failure.
  app.on('error', (err: unknown) => {
    if (!isClientGone(err)) logError('response', err);
  });
  if (https) app.use(secureCookies());
  if (config.logRequests) app.use(requestLogger());
  app.use(errorMiddleware(logError));
  app.use(securityHeaders({ https }));
  app.use(compress({ threshold: 1024 }));
  // Each request gets its own entity manager, forked on first use: the ingest routes and most
  // GETs of static files never need one, and a fork per request is not free.
  app.use((_ctx, next) => requestEm.run({}, next));
  app.use(apiMutationGuard({ allowedOrigins: config.allowedOrigins, limit: config.bodyLimitBytes }));
  app.use(canonicalApiPaths());
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: config.sessionMaxAgeDays * 24 * 60 * 60 * 1000,
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        signed: true,
        rolling: false,
        renew: true,
        store: databaseSessionStore(orm, sessionReader),
        genid: newSessionKey,
      },
      app,
    ),
  );
  const routeModules = [
    healthRoutes,
    authRoutes,
    recoveryRoutes,
    communityRoutes,
    forumRoutes,
    chatRoutes,
    moderationRoutes,
    siteRoutes,
    analyticsRoutes,
    pwaRoutes,
    usersRoutes,
    // The core loop.
    assessmentRoutes,
    goalsRoutes,
    checkinsRoutes,
    syncRoutes,
    progressRoutes,
    medalsRoutes,
    therapistProfileRoutes,
    therapistsRoutes,
    psychologistAreaRoutes,
    sharingRoutes,
    profileRoutes,
    adminRoutes,
    notificationsRoutes,
    webinarsRoutes,
    adminWebinarsRoutes,
    copilotRoutes,
    contactRoutes,
    paymentsRoutes,
  ];
  const routers = routeModules.map((routes) => routes(deps));
  assertEveryRouteDeclaresAccess(routers);
  // No `allowedMethods()`: a method a path does not serve is a 404 like any unknown path, so an
  // API path has one answer per spelling (the security suite checks it).
  for (const router of routers) app.use(router.routes());
  if (config.webRoot) app.use(staticFiles(config.webRoot, config.publicOrigin));

  const live = await createLiveChannel({
    config,
    orm,
    app,
    sessionCookie: SESSION_COOKIE,
    logError,
    topicAccess: communityTopicAccess(() => orm.em.fork()),
  });

  return {
    app,
    orm,
    deps,
    routes: routeTable(routers),
    live,
    listen: (port, host) =>
      new Promise<Server>((resolve, reject) => {
        const server = createServer(app.callback());
        live.attach(server);
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      }),
    close: async () => {
      await live.close();
      await deps.background.drain();
      await sessionReader?.close();
      await checkpointer?.stop();
      await orm.close(true);
    },
  };
}
