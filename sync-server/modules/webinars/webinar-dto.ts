import type { AdminWebinarDto, WebinarDto } from '../../../shared/webinar-api-types';
import type { WebinarRow } from './webinar.entities';

/** A webinar as anyone reads it; `registered` for the member asking. */
export function toWebinarDto(row: WebinarRow, registered: boolean): WebinarDto {
  return {
    id: row.id,
    title: row.title,
    speakerName: row.speakerName,
    speakerCredential: row.speakerCredential,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    description: row.description,
    liveUrl: row.liveUrl,
    recordingUrl: row.recordingUrl ?? null,
    status: row.status,
    registered,
  };
}

export interface WebinarCounts {
  registrations: number;
  remindersSent: number;
  cancellationNoticesSent: number;
}

export const NO_COUNTS: WebinarCounts = { registrations: 0, remindersSent: 0, cancellationNoticesSent: 0 };

/** A webinar as staff read it, with how many members registered and were told. */
export function toAdminWebinarDto(row: WebinarRow, counts: WebinarCounts): AdminWebinarDto {
  const { registered: _, ...dto } = toWebinarDto(row, false);
  return {
    ...dto,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...counts,
  };
}

/** Milliseconds of a webinar's start and end. */
export const startMsOf = (row: Pick<WebinarRow, 'startsAt'>) => row.startsAt.getTime();
export const endMsOf = (row: Pick<WebinarRow, 'startsAt' | 'durationMinutes'>) =>
  row.startsAt.getTime() + row.durationMinutes * 60_000;
