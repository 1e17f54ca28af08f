import type { FanOutJobDto } from '../../../shared/admin-api-types';
import {
  fanOutStatusTexts,
  progressPercent,
  progressText,
  settledOf,
  summaryText,
} from '../../../shared/texts/fan-out-jobs.texts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

const segmentTexts: Record<string, string> = {
  all: 'todos os membros',
  'active-7d': 'membros ativos nos últimos 7 dias',
  'inactive-7d': 'membros inativos há 7 dias ou mais',
};

/** Who the job went to, in words. */
function audienceText(job: FanOutJobDto): string {
  if ('segment' in job.audience) return `Para ${segmentTexts[job.audience.segment] ?? job.audience.segment}`;
  const [fy, fm, fd] = job.audience.from.split('-');
  const [ty, tm, td] = job.audience.to.split('-');
  return `Medalhas de ${fd}/${fm}/${fy} a ${td}/${tm}/${ty}`;
}

/** One broadcast or medal-e-mail job: status, a progress bar and the outcome counts. */
export function FanOutJobCard({ job }: { job: FanOutJobDto }) {
  const title = job.message ? `"${job.message.title}"` : 'E-mails de parabéns';
  return (
    <article className="card admin-job" aria-label={`Envio ${title}`}>
      <div className="admin-job-head">
        <p className="admin-job-title">{title}</p>
        <span className={`admin-job-status admin-job-status-${job.status}`}>
          {fanOutStatusTexts[job.status]}
        </span>
      </div>
      <p className="muted admin-job-meta">
        {audienceText(job)} · {dateTime.format(new Date(job.createdAt))}
        {job.startedBy ? ` · por ${job.startedBy}` : ''}
      </p>
      <div
        className="admin-job-bar"
        role="progressbar"
        aria-label={`Progresso do envio ${title}`}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={settledOf(job)}
        aria-valuetext={progressText(job)}
      >
        <span style={{ width: `${progressPercent(job)}%` }} />
      </div>
      <p className="admin-job-counts">{summaryText(job)}</p>
    </article>
  );
}

/** "Envios recentes": the jobs of one kind, the newest first. */
export function FanOutJobList({ jobs, failed }: { jobs: FanOutJobDto[]; failed: boolean }) {
  return (
    <section className="admin-jobs" aria-labelledby="admin-jobs-title">
      <h2 id="admin-jobs-title">Envios recentes</h2>
      {failed && (
        <p className="muted" role="status">
          Não foi possível atualizar o andamento agora. Tentaremos de novo em instantes.
        </p>
      )}
      {jobs.length === 0 ? (
        <p className="muted">Nenhum envio ainda.</p>
      ) : (
        <ul className="admin-job-list">
          {jobs.map((job) => (
            <li key={job.id}>
              <FanOutJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
