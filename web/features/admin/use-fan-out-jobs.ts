import { useCallback, useEffect, useRef, useState } from 'react';
import type { FanOutJobDto, FanOutJobKind, FanOutJobListDto } from '../../../shared/admin-api-types';
import { fanOutJobsApi } from '../../../shared/fan-out-jobs-api';
import { apiGet } from '../../lib/api-client';

/** How often the page reads a job again while it is being sent. */
export const JOB_POLL_MS = 2000;

export const isActive = (job: FanOutJobDto) => job.status === 'queued' || job.status === 'running';

/**
 * The recent jobs of one kind, read when the page opens and again every `JOB_POLL_MS` while any of
 * them is still queued or running (then it stops polling). `track(job)` puts a job the page just
 * started at the top at once; `onFinished` hears each job that finished while the page watched.
 */
export function useFanOutJobs(kind: FanOutJobKind, onFinished?: (job: FanOutJobDto) => void) {
  const [jobs, setJobs] = useState<FanOutJobDto[]>([]);
  const [failed, setFailed] = useState(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const merge = useCallback((incoming: FanOutJobDto[]) => {
    setJobs((current) => {
      for (const job of incoming) {
        const before = current.find((j) => j.id === job.id);
        if (before && isActive(before) && !isActive(job)) finished.current?.(job);
      }
      const byId = new Map(current.map((j) => [j.id, j]));
      for (const job of incoming) byId.set(job.id, job);
      return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    });
  }, []);

  const read = useCallback(async () => {
    try {
      merge((await apiGet<FanOutJobListDto>(fanOutJobsApi.list(kind))).jobs);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [kind, merge]);

  useEffect(() => {
    void read();
  }, [read]);

  const polling = jobs.some(isActive);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void read(), JOB_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, read]);

  const track = useCallback((job: FanOutJobDto) => merge([job]), [merge]);
  return { jobs, failed, track };
}
