import { describe, expect, it, vi } from 'vitest';
import {
  activateWaitingWorker,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from '../../../web/pwa/service-worker-registration';

/** A worker whose state the test moves, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** A new version found: the browser sets `installing`, then fires updatefound. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  installed(worker: FakeWorker, { waits }: { waits: boolean }) {
    this.installing = null;
    if (waits) this.waiting = worker;
    else this.active = worker;
    worker.moveTo('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  registered: { url: string; options: RegistrationOptions }[] = [];
  constructor(
    readonly registration: FakeRegistration,
    controller: FakeWorker | null,
  ) {
    super();
    this.controller = controller;
  }
  async register(url: string, options: RegistrationOptions) {
    this.registered.push({ url, options });
    return this.registration;
  }
  /** A worker takes control of the page (clientsClaim or an activated update). */
  claim(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp(controller: FakeWorker | null) {
  const registration = new FakeRegistration();
  const container = new FakeContainer(registration, controller);
  const events = { onOfflineReady: vi.fn(), onUpdateWaiting: vi.fn(), onControllerReplaced: vi.fn() };
  const registered = registerServiceWorker(events, container as unknown as ServiceWorkerContainer);
  return { registration, container, events, registered };
}

describe('service worker registration', () => {
  it('registers /sw.js for the whole origin', async () => {
    const { container, registered } = setUp(null);
    await registered;
    expect(container.registered).toEqual([
      { url: SERVICE_WORKER_URL, options: { scope: '/', type: 'classic' } },
    ]);
  });

  it('first visit: the first worker becomes active and claims the page: offline ready, no update, no reload', async () => {
    const { registration, container, events, registered } = setUp(null);
    await registered;
    const first = new FakeWorker();
    registration.find(first);
    registration.installed(first, { waits: false });
    first.moveTo('activated');
    container.claim(first);
    expect(events.onOfflineReady).toHaveBeenCalledTimes(1);
    expect(events.onUpdateWaiting).not.toHaveBeenCalled();
    expect(events.onControllerReplaced).not.toHaveBeenCalled();
  });

  it('a new version found while the page is controlled waits and is announced', async () => {
    const { registration, events, registered } = setUp(new FakeWorker());
    await registered;
    const next = new FakeWorker();
    registration.find(next);
    registration.installed(next, { waits: true });
    expect(events.onUpdateWaiting).toHaveBeenCalledTimes(1);
    expect(events.onOfflineReady).not.toHaveBeenCalled();
  });

  it('a version already waiting when the page opens is announced at once', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const container = new FakeContainer(registration, new FakeWorker());
    const events = { onOfflineReady: vi.fn(), onUpdateWaiting: vi.fn(), onControllerReplaced: vi.fn() };
    await registerServiceWorker(events, container as unknown as ServiceWorkerContainer);
    expect(events.onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it('an update taking over a page claimed on its first visit is a replacement', async () => {
    const { registration, container, events, registered } = setUp(null);
    await registered;
    const first = new FakeWorker();
    container.claim(first);
    expect(events.onControllerReplaced).not.toHaveBeenCalled();
    const next = new FakeWorker();
    registration.find(next);
    registration.installed(next, { waits: true });
    expect(events.onUpdateWaiting).toHaveBeenCalledTimes(1);
    container.claim(next);
    expect(events.onControllerReplaced).toHaveBeenCalledTimes(1);
  });

  it('asks only a waiting worker to take over', () => {
    const registration = new FakeRegistration();
    expect(activateWaitingWorker(registration as unknown as ServiceWorkerRegistration)).toBe(false);
    expect(activateWaitingWorker(undefined)).toBe(false);
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    expect(activateWaitingWorker(registration as unknown as ServiceWorkerRegistration)).toBe(true);
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});
