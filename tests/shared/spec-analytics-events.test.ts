/**
 * Issue 15 part 6: every analytics and behaviour-tracker event the spec names is sent where its
 * action happens. One test over the spec's own list (spec §9, quoted below, not the code's
 * constants): each event is sent by a tracking call in the file where its action happens, or it is
 * named in NOT_YET_WIRED — and that list may hold only events that nothing sends yet, so this test
 * fails, and says so, the day one of them is wired.
 *
 * It reads the source: "sent" is a tracking call (`track`, `trackView`, `trackGame`) or a
 * server-side insert of an analytics event whose name is the event's literal. The files git knows
 * are read (work in progress that nobody committed yet does not count as wired); without git,
 * every file under web/ and sync-server/.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, BEHAVIOUR_EVENTS } from '../../shared/schemas/analytics.schema';

// Spec §9, word for word.
const SPEC_LINE =
  'Analytics event names: psychologist_contact_clicked, checkin_completed (label relapse or clean), game_started, wellness_chat_used, sign_up, login, assessment_completed, goal_set; behaviour-tracker events: user_registration, user_login, relapse_recorded, therapist_contacted, payment_completed, community_post_created, game_played, content_viewed, psychologist_dashboard_viewed, client_progress_viewed.';

/** The event names of the spec's line: every snake_case word after a ':' or ','. */
const SPEC_EVENTS = [...SPEC_LINE.matchAll(/[:,]\s*([a-z]+(?:_[a-z]+)*)/g)].map((m) => m[1]!);

/**
 * Events the spec names that nothing sends yet. Empty this list as events are wired; the last
 * test tells when. (`payment_completed` is now stored by the server when a real Pix payment is
 * confirmed, issue 15 part 1.)
 */
const NOT_YET_WIRED: readonly string[] = [];

/** Where each event's action happens: the files that must send it. */
const SENT_IN: Readonly<Record<string, readonly string[]>> = {
  psychologist_contact_clicked: ['web/features/therapists/therapist-contact-dialog.tsx'],
  checkin_completed: ['web/lib/use-record-submit.ts'],
  game_started: ['web/features/games/activity-view.tsx', 'web/features/chess/use-chess-game.ts'],
  wellness_chat_used: ['web/features/copilot/use-conversation.ts'],
  sign_up: ['web/features/auth/complete-sign-in.ts'],
  login: ['web/features/auth/complete-sign-in.ts'],
  assessment_completed: ['web/features/assessment/use-save-assessment.ts'],
  goal_set: ['web/features/goals/use-save-goal.ts'],
  user_registration: ['web/features/auth/complete-sign-in.ts'],
  user_login: ['web/features/auth/complete-sign-in.ts'],
  relapse_recorded: ['web/lib/use-record-submit.ts'],
  therapist_contacted: ['web/features/therapists/therapist-contact-dialog.tsx'],
  payment_completed: ['sync-server/modules/payments/payments.service.ts'],
  community_post_created: ['web/features/community/forum-api.ts', 'web/features/chat/chat-api.ts'],
  game_played: ['web/features/games/activity-view.tsx', 'web/features/chess/use-chess-game.ts'],
  content_viewed: ['web/features/learn/guide-page.tsx', 'web/features/learn/lesson-page.tsx'],
  psychologist_dashboard_viewed: ['web/features/psychologist-dashboard/psychologist-dashboard-page.tsx'],
  client_progress_viewed: ['web/features/client-progress/client-progress-page.tsx'],
};

/** A call that sends `event`: a tracking call naming it, or a stored analytics event named so. */
function sends(source: string, event: string): boolean {
  const literal = `'${event}'`;
  const trackingCall = new RegExp(`\\b(?:track|trackView|trackGame)\\((?:[^;]*?)${literal}`);
  const storedEvent = new RegExp(`AnalyticsEventSchema[^;]*?name:\\s*${literal}`, 's');
  return trackingCall.test(source) || storedEvent.test(source);
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '--', 'web', 'sync-server'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file));
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : SOURCE.test(e.name) ? [join(dir, e.name)] : [],
      );
    return [...walk('web'), ...walk('sync-server')];
  }
}

const files = sourceFiles();
const read = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const known = new Set(files);

describe("the spec's analytics and behaviour-tracker events", () => {
  it('are the 18 names of the spec, and the app accepts exactly those', () => {
    expect(SPEC_EVENTS).toHaveLength(18);
    expect(new Set([...ANALYTICS_EVENTS, ...BEHAVIOUR_EVENTS])).toEqual(new Set(SPEC_EVENTS));
  });

  it.each(SPEC_EVENTS.filter((e) => !NOT_YET_WIRED.includes(e)))(
    '%s is sent where its action happens',
    (event) => {
      const where = SENT_IN[event];
      expect(where, `no place named for ${event}`).toBeDefined();
      for (const file of where!) {
        expect(known.has(file), `${file} is not in the repository`).toBe(true);
        expect(sends(read(file), event), `${file} does not send ${event}`).toBe(true);
      }
    },
  );

  it('checkin_completed carries the label relapse or clean', () => {
    expect(read('web/lib/use-record-submit.ts')).toMatch(
      /track\('checkin_completed',\s*[^;]*\?\s*'relapse'\s*:\s*'clean'\)/,
    );
  });

  it('NOT_YET_WIRED holds only events of the spec that nothing sends yet', () => {
    for (const event of NOT_YET_WIRED) {
      expect(SPEC_EVENTS).toContain(event);
      const senders = files.filter((file) => sends(read(file), event));
      expect(senders, `${event} is sent now (${senders.join(', ')}): take it out of NOT_YET_WIRED`).toEqual(
        [],
      );
    }
  });
});
