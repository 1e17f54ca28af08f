/** Answers of the webinar API (issue 13). Instants are ISO-8601 UTC strings. */

export type WebinarStatus = 'scheduled' | 'cancelled';

/** A webinar as anyone reads it (`GET /api/webinars`). */
export interface WebinarDto {
  id: string;
  title: string;
  speakerName: string;
  /** e.g. 'CRP 06/123456', or the speaker's training. */
  speakerCredential: string;
  startsAt: string;
  durationMinutes: number;
  description: string;
  /** https only; offered by the page shortly before the start. */
  liveUrl: string;
  /** https, once the admins added it; null before. */
  recordingUrl: string | null;
  status: WebinarStatus;
  /** Whether the signed-in member is registered; false for visitors and psychologists. */
  registered: boolean;
}

/**
 * `GET /api/webinars`. `upcoming`: not yet ended, soonest first, cancelled ones included (marked)
 * so a registered member sees what happened. `past`: ended and not cancelled, newest first (at
 * most `PAST_WEBINARS_LISTED`); cancelled past webinars are left out.
 */
export interface WebinarListResponse {
  upcoming: WebinarDto[];
  past: WebinarDto[];
  /** When the server answered: the page names it when it shows this answer from the device's copy. */
  generatedAt: string;
}

export const PAST_WEBINARS_LISTED = 30;

/** A webinar as staff read it (`GET /api/admin/webinars`): with its registrations and notices. */
export interface AdminWebinarDto extends Omit<WebinarDto, 'registered'> {
  createdAt: string;
  updatedAt: string;
  registrations: number;
  /** Reminders sent so far (one per registered member, an hour before). */
  remindersSent: number;
  /** Cancellation notices sent so far. */
  cancellationNoticesSent: number;
}

export interface AdminWebinarListResponse {
  webinars: AdminWebinarDto[];
}
