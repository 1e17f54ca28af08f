/**
 * Kept-alive connections to a push service (push.service.ts `post`): a service closes a
 * connection it kept idle, and a message written on it at that moment is reset unread. Such a
 * message goes out once more on a new connection, and reaches the member once; a reset on a new
 * connection is a failure, not retried. This is what failed three broadcast messages of 240 in CI
 * (fan-out-restart.test.ts), against a stand-in with Node's 5 s keep-alive.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushDeps, sendPush } from '../../sync-server/modules/notifications/push.service';
import { browserSubscription, type PushTestServer, startPushTestServer } from '../helpers/push-test-server';
import { startTestServer, type TestServer } from '../helpers/test-server';

const payload = { title: 'Virada', body: 'Teste', url: '/dashboard' };

let server: TestServer;
let deps: PushDeps;
beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  deps = { orm: server.orm, config: server.config };
});
afterAll(async () => {
  await server?.close();
});

describe('a push service that closes kept-alive connections', () => {
  let push: PushTestServer;
  beforeAll(async () => {
    push = await startPushTestServer({ resetReusedConnections: true });
  });
  afterAll(async () => {
    await push?.close();
  });

  it('a message reset on a kept-alive connection is sent once more on a new one, and arrives once', async () => {
    const paths = Array.from({ length: 6 }, (_, i) => `/reset/${i}`);
    // Six connections opened and kept; then each of the next six messages meets a closing one.
    expect(await Promise.all(paths.map((p) => sendPush(deps, push.subscription(`${p}/a`), payload)))).toEqual(
      paths.map(() => 'sent'),
    );
    const connectionsBefore = push.connections();
    expect(await Promise.all(paths.map((p) => sendPush(deps, push.subscription(`${p}/b`), payload)))).toEqual(
      paths.map(() => 'sent'),
    );
    expect(push.resets()).toBe(paths.length);
    expect(push.connections()).toBe(connectionsBefore + paths.length);
    for (const p of paths) {
      expect(push.countFor(`${p}/a`)).toBe(1);
      expect(push.countFor(`${p}/b`)).toBe(1);
    }
  });
});

it('a reset on a new connection is a failure, sent once', async () => {
  let requests = 0;
  const resetting = createServer((req) => {
    requests++;
    req.socket.destroy();
  });
  await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = resetting.address() as AddressInfo;
    const subscription = browserSubscription(`http://127.0.0.1:${port}/always-reset`);
    expect(await sendPush(deps, subscription, payload)).toBe('failed');
    expect(requests).toBe(1);
  } finally {
    resetting.closeAllConnections();
    await new Promise<void>((resolve) => resetting.close(() => resolve()));
  }
});
