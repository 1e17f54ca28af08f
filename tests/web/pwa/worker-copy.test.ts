import { describe, expect, it } from 'vitest';
import { WORKER_COPY_HEADER } from '../../../shared/constants';
import { markWorkerCopy } from '../../../sw/worker-copy';

/** The worker marks the answers it serves from its cache (issue 13: the webinar list offline). */
describe('markWorkerCopy', () => {
  const use = (cachedResponse?: Response) =>
    markWorkerCopy.cachedResponseWillBeUsed!({
      cacheName: 'test',
      cachedResponse,
      request: new Request('https://virada.example/api/webinars'),
      event: new Event('fetch') as never,
      state: {},
    });

  it('adds the header and keeps the status, the other headers and the body', async () => {
    const kept = new Response('{"upcoming":[]}', {
      status: 200,
      headers: { 'Content-Type': 'application/json', Date: 'Tue, 10 Mar 2026 22:05:00 GMT' },
    });
    const served = (await use(kept))!;
    expect(served.headers.get(WORKER_COPY_HEADER)).toBe('1');
    expect(served.headers.get('Date')).toBe('Tue, 10 Mar 2026 22:05:00 GMT');
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ upcoming: [] });
  });

  it('leaves "nothing cached" as it is', async () => {
    expect(await use(undefined)).toBeUndefined();
  });
});
