import type { AccessType, Platform } from '../../shared/schemas/tracking.schema';

/** What the page can observe about how it was opened (spec §4 "App access session"). */
export interface AccessSignals {
  /** `matchMedia('(display-mode: standalone)').matches`. */
  displayModeStandalone: boolean;
  /** iOS Safari's non-standard `navigator.standalone` (home-screen launch). */
  iosStandalone?: boolean;
  /** `location.search`, with or without the leading '?'. */
  search: string;
  /** `document.referrer` ('' when there is none). */
  referrer: string;
}

const APP_REFERRER_PREFIXES = ['android-app://', 'ios-app://'];

/**
 * The access type, in the spec's order: a standalone launch first, then a deep link (utm_source=pwa
 * or an app referrer), otherwise a browser visit.
 */
export function detectAccessType(signals: AccessSignals): AccessType {
  if (signals.displayModeStandalone || signals.iosStandalone === true) return 'pwa_launch';
  if (new URLSearchParams(signals.search).get('utm_source') === 'pwa') return 'deep_link';
  if (APP_REFERRER_PREFIXES.some((prefix) => signals.referrer.startsWith(prefix))) return 'deep_link';
  return 'browser_visit';
}

/**
 * The platform from the user agent. iOS is checked before macOS (iPhone user agents say "like Mac
 * OS X", and iPadOS 13+ sends a Macintosh desktop user agent: a touch screen gives it away) and
 * Android before Linux (Android user agents say "Linux").
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'iOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows|Win32|Win64|WinNT/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X|MacIntel/i.test(userAgent)) return 'macOS';
  if (/Linux|CrOS/i.test(userAgent)) return 'Linux';
  return 'Unknown';
}

/** Reads the access signals from the running page. */
export function readAccessSignals(): AccessSignals {
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return {
    displayModeStandalone: standalone,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    search: window.location.search,
    referrer: document.referrer,
  };
}

/** The running browser's platform. */
export function currentPlatform(): Platform {
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
