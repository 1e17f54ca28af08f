import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { AccessTracker, type AccessTrackerEnv } from '../../web/pwa/access-tracker';
import { type AccessSignals, detectAccessType, detectPlatform } from '../../web/pwa/detection';
import { INSTALL_TRACKED_KEY, InstallTracker, type InstallTrackerEnv } from '../../web/pwa/install-tracker';
import type { TrackingTransport } from '../../web/pwa/tracking-transport';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ubuntuFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    ['iPhone', UA.iPhone, 0, 'iOS'],
    ['iPad (legacy user agent)', UA.iPadLegacy, 5, 'iOS'],
    ['iPod touch', UA.iPod, 5, 'iOS'],
    ['iPadOS 13+ (desktop user agent, touch screen)', UA.macSafari, 5, 'iOS'],
    ['Mac (no touch screen)', UA.macSafari, 0, 'macOS'],
    ['Android Chrome (says Linux too)', UA.android, 5, 'Android'],
    ['Samsung Internet', UA.samsung, 5, 'Android'],
    ['Windows Edge', UA.windows, 0, 'Windows'],
    ['Linux Chrome', UA.linux, 0, 'Linux'],
    ['Ubuntu Firefox', UA.ubuntuFirefox, 0, 'Linux'],
    ['ChromeOS', UA.chromeOs, 0, 'Linux'],
    ['an empty user agent', '', 0, 'Unknown'],
    ['a bot', 'curl/8.5.0', 0, 'Unknown'],
  ] as const)('%s → %s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(detectPlatform(userAgent, maxTouchPoints)).toBe(expected);
  });

  it('defaults to no touch screen', () => {
    expect(detectPlatform(UA.macSafari)).toBe('macOS');
  });
});

const browserVisit: AccessSignals = { displayModeStandalone: false, search: '', referrer: '' };

describe('detectAccessType', () => {
  it.each<[string, Partial<AccessSignals>, string]>([
    ['a plain visit', {}, 'browser_visit'],
    ['standalone display mode', { displayModeStandalone: true }, 'pwa_launch'],
    ['iOS navigator.standalone', { iosStandalone: true }, 'pwa_launch'],
    ['iOS navigator.standalone false', { iosStandalone: false }, 'browser_visit'],
    [
      'standalone wins over utm_source=pwa',
      { displayModeStandalone: true, search: '?utm_source=pwa' },
      'pwa_launch',
    ],
    [
      'standalone wins over an app referrer',
      { iosStandalone: true, referrer: 'android-app://com.example' },
      'pwa_launch',
    ],
    ['utm_source=pwa', { search: '?utm_source=pwa' }, 'deep_link'],
    ['utm_source=pwa without "?"', { search: 'utm_source=pwa' }, 'deep_link'],
    ['utm_source=pwa among other parameters', { search: '?a=1&utm_source=pwa&b=2' }, 'deep_link'],
    ['another utm_source', { search: '?utm_source=newsletter' }, 'browser_visit'],
    ['utm_source=pwa as a substring only', { search: '?x=utm_source=pwa' }, 'browser_visit'],
    ['an Android app referrer', { referrer: 'android-app://com.google.android.gm/' }, 'deep_link'],
    ['an iOS app referrer', { referrer: 'ios-app://123456/https/example.com' }, 'deep_link'],
    ['a web referrer', { referrer: 'https://www.google.com/' }, 'browser_visit'],
    ['an app scheme not at the start', { referrer: 'https://x.example/?r=android-app://a' }, 'browser_visit'],
  ])('%s → %s', (_name, signals, expected) => {
    expect(detectAccessType({ ...browserVisit, ...signals })).toBe(expected);
  });
});

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

function fakeTransport(result = true): TrackingTransport & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    send: async (method, path, body) => {
      calls.push({ method, path, body });
      return result;
    },
    sendAtExit: (path, body) => {
      calls.push({ method: 'EXIT', path, body });
    },
  };
}

describe('AccessTracker', () => {
  let clock: number;
  let visible: boolean;
  let storedUserId: string | null;
  let ids: number;
  let transport: ReturnType<typeof fakeTransport>;

  function tracker(overrides: Partial<AccessTrackerEnv> = {}) {
    return new AccessTracker({
      transport,
      now: () => clock,
      newId: () => `00000000-0000-4000-8000-00000000000${++ids}`,
      signals: () => ({ displayModeStandalone: true, search: '', referrer: 'https://example.com/' }),
      userAgent: () => UA.android,
      platform: () => 'Android',
      currentUserId: () => storedUserId,
      isVisible: () => visible,
      ...overrides,
    });
  }

  beforeEach(() => {
    clock = 1_700_000_000_000;
    visible = true;
    storedUserId = null;
    ids = 0;
    transport = fakeTransport();
  });

  it('starts with the detected access type and no user', () => {
    tracker().start(null);
    expect(transport.calls).toEqual([
      {
        method: 'POST',
        path: api.pwaAccess,
        body: {
          id: '00000000-0000-4000-8000-000000000001',
          userId: null,
          userAgent: UA.android,
          platform: 'Android',
          accessType: 'pwa_launch',
          referrer: 'https://example.com/',
          ipAddress: null,
        },
      },
    ]);
  });

  it('also updates last access when a user is known at the start', () => {
    tracker().start('user-1');
    expect(transport.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${api.pwaAccess}`,
      `PATCH ${api.userLastAccess('user-1')}`,
    ]);
  });

  it('sends referrer null when there is none', () => {
    tracker({ signals: () => ({ displayModeStandalone: false, search: '', referrer: '' }) }).start(null);
    expect(transport.calls[0]?.body).toMatchObject({ referrer: null, accessType: 'browser_visit' });
  });

  it('ends once, in whole seconds, then clears the session', () => {
    const t = tracker();
    t.start('user-1');
    clock += 65_900;
    t.end();
    t.end();
    const ends = transport.calls.filter((c) => c.method === 'EXIT');
    expect(ends).toEqual([
      {
        method: 'EXIT',
        path: api.pwaAccessEndSession,
        body: {
          accessId: '00000000-0000-4000-8000-000000000001',
          userId: 'user-1',
          sessionDuration: 65,
          accessType: 'pwa_launch',
        },
      },
    ]);
    expect(t.current).toBeNull();
  });

  it('adds a user that becomes known mid-session', async () => {
    const t = tracker();
    t.start(null);
    clock += 5000;
    t.setUser('user-2');
    t.setUser('user-2');
    await Promise.resolve();
    await Promise.resolve();
    expect(transport.calls.slice(1)).toEqual([
      { method: 'PATCH', path: api.userLastAccess('user-2'), body: undefined },
      {
        method: 'PATCH',
        path: api.pwaAccessUpdateUser,
        body: {
          accessId: '00000000-0000-4000-8000-000000000001',
          userId: 'user-2',
          sessionStartTime: 1_700_000_000_000,
        },
      },
    ]);
  });

  it('skips update-user when the start was not recorded', async () => {
    transport = fakeTransport(false);
    const t = tracker();
    t.start(null);
    t.setUser('user-2');
    await Promise.resolve();
    await Promise.resolve();
    expect(transport.calls.map((c) => c.path)).toEqual([api.pwaAccess, api.userLastAccess('user-2')]);
  });

  it('starts a session when a user becomes known and none is running', () => {
    const t = tracker();
    t.setUser('user-3');
    expect(t.current?.userId).toBe('user-3');
    expect(transport.calls[0]).toMatchObject({
      method: 'POST',
      path: api.pwaAccess,
      body: { userId: 'user-3' },
    });
  });

  describe('page lifecycle', () => {
    let t: AccessTracker;
    afterEach(() => t.detach());

    it('ends on hidden and starts a new session on visible', () => {
      t = tracker();
      t.attach();
      t.attach();
      expect(transport.calls.filter((c) => c.path === api.pwaAccess)).toHaveLength(1);
      visible = false;
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('beforeunload'));
      expect(transport.calls.filter((c) => c.method === 'EXIT')).toHaveLength(1);
      visible = true;
      storedUserId = 'user-4';
      document.dispatchEvent(new Event('visibilitychange'));
      const starts = transport.calls.filter((c) => c.path === api.pwaAccess);
      expect(starts).toHaveLength(2);
      expect(starts[1]?.body).toMatchObject({ id: '00000000-0000-4000-8000-000000000002', userId: 'user-4' });
    });

    it('ends on pagehide alone', () => {
      t = tracker();
      t.attach();
      window.dispatchEvent(new Event('pagehide'));
      expect(transport.calls.filter((c) => c.method === 'EXIT')).toHaveLength(1);
    });

    it('does not start while the page is hidden', () => {
      visible = false;
      t = tracker();
      t.attach();
      t.setUser('user-5');
      expect(transport.calls).toEqual([]);
    });
  });
});

describe('InstallTracker', () => {
  let transport: ReturnType<typeof fakeTransport>;

  function tracker(overrides: Partial<InstallTrackerEnv> = {}) {
    return new InstallTracker({
      transport,
      storage: () => localStorage,
      userAgent: () => UA.iPhone,
      platform: () => 'iOS',
      currentUserId: () => null,
      ...overrides,
    });
  }

  beforeEach(() => {
    localStorage.clear();
    transport = fakeTransport();
  });

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the install once per browser', async () => {
    const t = tracker();
    t.track('add_to_homescreen');
    t.track('beforeinstallprompt');
    await flush();
    t.track('add_to_homescreen');
    await flush();
    expect(transport.calls).toEqual([
      {
        method: 'POST',
        path: api.pwaInstall,
        body: { userAgent: UA.iPhone, platform: 'iOS', installType: 'add_to_homescreen' },
      },
    ]);
    expect(localStorage.getItem(INSTALL_TRACKED_KEY)).not.toBeNull();
  });

  it('includes the user id when known', async () => {
    tracker({ currentUserId: () => 'user-1' }).track('beforeinstallprompt');
    await flush();
    expect(transport.calls[0]?.body).toMatchObject({ userId: 'user-1', installType: 'beforeinstallprompt' });
  });

  it('retries later when sending failed', async () => {
    transport = fakeTransport(false);
    const t = tracker();
    t.track('add_to_homescreen');
    await flush();
    expect(localStorage.getItem(INSTALL_TRACKED_KEY)).toBeNull();
    t.track('add_to_homescreen');
    expect(transport.calls).toHaveLength(2);
  });

  it('tracks appinstalled and an accepted install prompt', async () => {
    const t = tracker();
    t.attach();
    const prompt = Object.assign(new Event('beforeinstallprompt'), {
      platforms: ['web'],
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
      prompt: vi.fn(async () => {}),
    });
    window.dispatchEvent(prompt);
    expect(t.canPromptInstall).toBe(true);
    await flush();
    expect(t.canPromptInstall).toBe(false);
    expect(transport.calls[0]?.body).toMatchObject({ installType: 'beforeinstallprompt' });
    window.dispatchEvent(new Event('appinstalled'));
    await flush();
    expect(transport.calls).toHaveLength(1);
    t.detach();
  });

  it('reports appinstalled as add_to_homescreen', async () => {
    const t = tracker();
    t.attach();
    window.dispatchEvent(new Event('appinstalled'));
    await flush();
    expect(transport.calls[0]?.body).toMatchObject({ installType: 'add_to_homescreen' });
    t.detach();
  });
});
