import type { Context, Middleware } from 'koa';
import type { Config } from '../config';

/** Browsers reach the site over HTTPS (`PUBLIC_ORIGIN=https://…`). */
export const servesHttps = (config: Pick<Config, 'publicOrigin'>): boolean =>
  config.publicOrigin.startsWith('https://');

/**
 * With `PUBLIC_ORIGIN=https://…` every cookie is marked Secure, whatever the socket or
 * `X-Forwarded-Proto` says. The app itself only listens on plain HTTP, so an https public
 * origin means TLS ends in front of it (a proxy, a load balancer, a tunnel): the browser is on
 * HTTPS, and that is what the Secure attribute is about. Without this, the `cookies` package
 * refuses to set a Secure cookie on a request Koa sees as http (no TRUST_PROXY, or a proxy that
 * sends no `X-Forwarded-Proto`), and every sign-in answered 500.
 *
 * A browser that reaches the app over plain HTTP anyway (its port opened to the world) gets
 * cookies it will not keep, and its mutations are refused by the Origin check: the https site
 * never hands out a session cookie that could travel in clear.
 */
export function secureCookies(): Middleware {
  return (ctx, next) => {
    ctx.cookies.secure = true;
    return next();
  };
}

/**
 * Throws unless this request can carry a session cookie. Called before a sign-up writes the
 * account, so that a session that cannot start never leaves an account behind with a 500.
 */
export function assertSessionCanStart(ctx: Context, config: Pick<Config, 'publicOrigin'>): void {
  if (!ctx.session) throw new Error('koa-session is not installed');
  if (servesHttps(config) && !ctx.cookies.secure) {
    throw new Error('PUBLIC_ORIGIN is https but cookies are not marked Secure (app.ts: secureCookies())');
  }
}
