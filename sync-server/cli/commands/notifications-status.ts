import type { EntityManager } from '@mikro-orm/knex';
import type { FanOutJobDto } from '../../../shared/admin-api-types';
import {
  fanOutKindTexts,
  fanOutStatusTexts,
  outcomeText,
  progressText,
} from '../../../shared/texts/fan-out-jobs.texts';
import { readFanOutJob, recentFanOutJobs } from '../../jobs/fan-out-jobs';
import { toFanOutJobDto } from '../../modules/admin/fan-out-job-dto';
import { CliError, type Command, dateTime, table, usageError } from '../cli-kit';

const when = (iso: string | null) => dateTime(iso ? new Date(iso) : null) ?? '-';

/** Who a job went to, in support's words. */
const audienceText = (job: FanOutJobDto) =>
  'segment' in job.audience ? job.audience.segment : `${job.audience.from} a ${job.audience.to}`;

/**
 * `notifications:status [--json] [job id]`: the fan-out jobs (broadcasts, medal e-mails) with
 * their progress, the 20 most recent first; with an id, that job alone with every count.
 */
export const notificationsStatus: Command = {
  name: 'notifications:status',
  summary:
    'Andamento dos envios em massa (notificações push e e-mails de medalhas): os recentes, ou um pelo id',
  usage: 'notifications:status [--json] [id do envio]',
  async run({ orm, args, json, out }) {
    if (args.length > 1) throw usageError(this, 'Informe no máximo um id de envio.');
    const em = orm.em.fork() as EntityManager;
    const id = args[0]?.trim();
    if (id) {
      const row = await readFanOutJob(em, id);
      if (!row) throw new CliError(`Nenhum envio com o id ${id}.`);
      const job = toFanOutJobDto(row);
      if (json) return out(JSON.stringify(job));
      out(
        table(
          ['CAMPO', 'VALOR'],
          [
            ['id', job.id],
            ['tipo', fanOutKindTexts[job.kind]],
            ['situação', fanOutStatusTexts[job.status]],
            ['público', audienceText(job)],
            ['título', job.message?.title ?? '-'],
            ['iniciado por', job.startedBy ?? '-'],
            ['progresso', progressText(job)],
            ['enviados', job.sent],
            ['inscrições removidas', job.removed],
            ['falhas', job.failed],
            ['não mais necessários', job.skipped],
            ['interrompidos', job.interrupted],
            ['criado em', when(job.createdAt)],
            ['início', when(job.startedAt)],
            ['fim', when(job.finishedAt)],
          ],
        ),
      );
      return;
    }
    const jobs = (await recentFanOutJobs(em)).map(toFanOutJobDto);
    if (json) return out(JSON.stringify(jobs));
    if (!jobs.length) return out('Nenhum envio ainda.');
    out(
      table(
        ['ID', 'CRIADO EM', 'TIPO', 'PÚBLICO', 'SITUAÇÃO', 'PROGRESSO', 'RESULTADO'],
        jobs.map((job) => [
          job.id,
          when(job.createdAt),
          fanOutKindTexts[job.kind],
          audienceText(job),
          fanOutStatusTexts[job.status],
          progressText(job),
          outcomeText(job),
        ]),
      ),
    );
  },
};
