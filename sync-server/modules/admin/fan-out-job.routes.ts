import type Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/knex';
import type { Middleware } from 'koa';
import type { FanOutJobDto, FanOutJobKind, FanOutJobListDto } from '../../../shared/admin-api-types';
import { badRequest, notFound } from '../../http/errors';
import { readFanOutJob, recentFanOutJobs } from '../../jobs/fan-out-jobs';
import { toFanOutJobDto } from './fan-out-job-dto';

const KINDS: readonly FanOutJobKind[] = ['push-broadcast', 'medal-emails'];
const isKind = (value: unknown): value is FanOutJobKind => KINDS.includes(value as FanOutJobKind);

/** The job a POST just created, as it answers (queued, with its total). */
export async function jobAnswer(em: EntityManager, id: string): Promise<FanOutJobDto> {
  const job = await readFanOutJob(em, id);
  if (!job) throw notFound();
  return toFanOutJobDto(job);
}

/**
 * Staff read the fan-out jobs' progress (the admin pages poll while a job runs):
 * GET /api/admin/jobs?kind → FanOutJobListDto (20 most recent first; `kind` one of the kinds);
 * GET /api/admin/jobs/:id → FanOutJobDto (404 when no such job).
 */
export function fanOutJobRoutes(router: Router, em: () => EntityManager, guard: Middleware): void {
  router.get('/jobs', guard, async (ctx) => {
    const kind = ctx.query.kind;
    if (kind !== undefined && !isKind(kind)) throw badRequest('validation-failed');
    const jobs = await recentFanOutJobs(em(), kind === undefined ? {} : { kind });
    const body: FanOutJobListDto = { jobs: jobs.map(toFanOutJobDto) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/jobs/:id', guard, async (ctx) => {
    const body: FanOutJobDto = await jobAnswer(em(), ctx.params.id!);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
}
