/**
 * What this device read last in the library (issue 13), for "Continue de onde parou": a guide or
 * a lesson, by path and title. Kept on the device only (a visitor has no account); a member's
 * course progress itself is synced (the lesson-progress kind).
 */
export interface LastRead {
  href: string;
  title: string;
  kind: 'guide' | 'lesson';
}

const KEY = 'virada:learn:last-read';

export function rememberLastRead(item: LastRead): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(item));
  } catch {
    // Private mode or a full disk: the library simply does not offer to continue.
  }
}

export function readLastRead(): LastRead | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LastRead> | null;
    if (!value || typeof value.href !== 'string' || typeof value.title !== 'string') return null;
    if (!/^\/(articles|learn)\//.test(value.href)) return null;
    return { href: value.href, title: value.title, kind: value.kind === 'lesson' ? 'lesson' : 'guide' };
  } catch {
    return null;
  }
}
