import type { FanOutJobDto } from '../../../shared/admin-api-types';
import type { FanOutJobRow } from '../../jobs/fan-out-jobs';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A job as staff read it: counts, times, and what it said (a broadcast's title, body and link). */
export function toFanOutJobDto(job: FanOutJobRow): FanOutJobDto {
  const { audience, payload } = job;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    audience:
      job.kind === 'medal-emails'
        ? { from: audience.from ?? '', to: audience.to ?? '' }
        : { segment: audience.segment ?? '' },
    message:
      job.kind === 'push-broadcast'
        ? { title: payload.title ?? '', body: payload.body ?? '', url: payload.url ?? '' }
        : null,
    startedBy: job.startedByName,
    total: job.total,
    sent: job.sent,
    removed: job.removed,
    failed: job.failed,
    skipped: job.skipped,
    interrupted: job.interrupted,
    createdAt: new Date(job.createdAt).toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}
