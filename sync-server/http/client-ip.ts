import type { Context } from 'koa';

/** The caller's address, honouring X-Forwarded-For only when the app trusts its proxy. */
export const clientIp = (ctx: Context): string => ctx.ip || ctx.req.socket.remoteAddress || 'unknown';
