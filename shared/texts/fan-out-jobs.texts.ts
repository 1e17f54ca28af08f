import type { FanOutJobDto, FanOutJobKind, FanOutJobStatus } from '../admin-api-types';

/** pt-BR words for fan-out jobs, shared by the admin pages and the CLI `notifications:status`. */
export const fanOutStatusTexts: Record<FanOutJobStatus, string> = {
  queued: 'Na fila',
  running: 'Enviando',
  done: 'Concluído',
  failed: 'Não foi entregue',
};

export const fanOutKindTexts: Record<FanOutJobKind, string> = {
  'push-broadcast': 'Notificação push',
  'medal-emails': 'E-mails de medalhas',
};

/** Recipients with an outcome so far. */
export const settledOf = (job: FanOutJobDto) =>
  job.sent + job.removed + job.failed + job.skipped + job.interrupted;

/** Whole percent of recipients settled (a job with no recipient is 100 % once done). */
export function progressPercent(job: FanOutJobDto): number {
  if (job.total === 0) return isSettled(job) ? 100 : 0;
  return Math.floor((settledOf(job) * 100) / job.total);
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The outcome counts in words, zeros left out ("120 enviadas, 3 inscrições expiradas removidas"). */
export function outcomeText(job: FanOutJobDto): string {
  const email = job.kind === 'medal-emails';
  const parts = [
    job.sent > 0 &&
      (email
        ? plural(job.sent, 'e-mail enviado', 'e-mails enviados')
        : plural(job.sent, 'enviada', 'enviadas')),
    job.removed > 0 && plural(job.removed, 'inscrição expirada removida', 'inscrições expiradas removidas'),
    job.failed > 0 && plural(job.failed, 'falha', 'falhas'),
    job.skipped > 0 &&
      (email
        ? plural(job.skipped, 'já tinha sido enviado antes', 'já tinham sido enviados antes')
        : plural(job.skipped, 'não era mais necessária', 'não eram mais necessárias')),
    job.interrupted > 0 && plural(job.interrupted, 'interrompida', 'interrompidas'),
  ].filter((p): p is string => typeof p === 'string');
  if (parts.length) return parts.join(', ');
  return job.total === 0 && isSettled(job) ? emptyAudienceText(job) : 'nada enviado ainda';
}

const isSettled = (job: FanOutJobDto) => job.status === 'done' || job.status === 'failed';

/** A job that found nobody to send to: said as such, not as "0 de 0 (100 %)". */
const emptyAudienceText = (job: FanOutJobDto) =>
  job.kind === 'medal-emails'
    ? 'nenhum e-mail a enviar neste período'
    : 'nenhum aparelho inscrito neste público: nada foi enviado';

/** "35 de 120 (29 %)". */
export const progressText = (job: FanOutJobDto) =>
  `${settledOf(job)} de ${job.total} (${progressPercent(job)} %)`;

/** The job's line under its bar: "35 de 120 (29 %): 35 enviadas." or, for nobody, the outcome alone. */
export function summaryText(job: FanOutJobDto): string {
  const outcome = outcomeText(job);
  if (job.total === 0 && isSettled(job)) return `${outcome.charAt(0).toUpperCase()}${outcome.slice(1)}.`;
  return `${progressText(job)}: ${outcome}.`;
}
