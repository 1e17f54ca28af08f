/**
 * The outermost error middleware (http/error-middleware.ts): failures leave as the catalogue's
 * JSON, server failures are logged, and a client that hangs up in the middle of its request is
 * not reported as a server failure.
 */
import http from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMutationGuard } from '../../sync-server/http/body';
import { errorMiddleware } from '../../sync-server/http/error-middleware';

let server: http.Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

async function serve(logged: string[], handler: Koa.Middleware) {
  const app = new Koa();
  app.use(errorMiddleware((msg) => logged.push(msg)));
  app.use(apiMutationGuard({ allowedOrigins: ['http://localhost:3000'], limit: 1_000_000 }));
  app.use(handler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server.address() as { port: number }).port;
}

describe('errorMiddleware', () => {
  it('answers a bug as internal-error and logs it by route pattern, never by path', async () => {
    const logged: string[] = [];
    const port = await serve(logged, () => {
      throw new Error('bug');
    });
    // The path could hold a one-time code; outside a router there is no pattern to name.
    const res = await fetch(`http://127.0.0.1:${port}/api/invites/SEGREDO-1234`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'internal-error' });
    expect(logged).toEqual(['GET (no route)']);
  });

  it('does not log a client that hangs up while sending its body', async () => {
    const logged: string[] = [];
    let reached = false;
    const port = await serve(logged, (ctx) => {
      reached = true;
      ctx.body = { ok: true };
    });
    const finished = new Promise<void>((resolve) =>
      server!.once('request', (req) => req.once('close', resolve)),
    );
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/checkins',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'content-length': '1000',
      },
    });
    req.on('error', () => {});
    req.write('{"id":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await finished;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reached).toBe(false);
    expect(logged).toEqual([]);
  });
});
