import type { EntityManager } from '@mikro-orm/knex';
import { webinarEndMs } from '../../../shared/domain/webinars';
import { validate } from '../../../shared/schemas/validate';
import { type WebinarInput, webinarInputSchema } from '../../../shared/schemas/webinar.schema';
import type { FieldIssue } from '../../../shared/texts/error.texts';
import {
  brasiliaDateTimeText,
  durationText,
  adminWebinarTexts as t,
} from '../../../shared/texts/webinars.texts';
import type { AdminWebinarDto } from '../../../shared/webinar-api-types';
import { HttpError } from '../../http/errors';
import { cancelWebinar, createWebinar } from '../../modules/webinars/webinar.service';
import { listAdminWebinars } from '../../modules/webinars/webinar-read';
import { CliError, type Command, table, usageError } from '../cli-kit';
import { singleArgument } from './user-lookup';

/** The flag of each field of a webinar (`webinars:create`). */
const FLAGS: Record<keyof WebinarInput, string> = {
  title: 'title',
  speakerName: 'speaker',
  speakerCredential: 'credential',
  startDate: 'date',
  startTime: 'time',
  durationMinutes: 'duration',
  description: 'description',
  liveUrl: 'live-url',
  recordingUrl: 'recording-url',
};

const statusText = (w: AdminWebinarDto, now = Date.now()) =>
  w.status === 'cancelled' ? t.statusCancelled : webinarEndMs(w) <= now ? t.statusEnded : t.statusScheduled;

/** Each refused field as `--flag: its pt-BR text`, one per line. */
const issuesText = (issues: FieldIssue[]) =>
  issues.map((i) => `--${FLAGS[i.field as keyof WebinarInput] ?? i.field}: ${i.message}`).join('\n');

/** The service's refusals in support's words: invalid input is wrong usage (2), the rest exit 1. */
function cliErrorOf(command: Command, err: unknown, id?: string): unknown {
  if (!(err instanceof HttpError)) return err;
  if (err.status === 400) return usageError(command, issuesText(err.details ?? []) || err.message);
  if (err.status === 404) return new CliError(`Nenhum webinar com o id ${id}.`);
  return new CliError(err.message);
}

export const webinarsList: Command = {
  name: 'webinars:list',
  summary: 'Lista os webinars (o início mais recente primeiro), com horário de Brasília e inscrições',
  usage: 'webinars:list [--json]',
  async run({ orm, json, out }) {
    const { webinars } = await listAdminWebinars(orm.em.fork() as EntityManager);
    if (json) return out(JSON.stringify(webinars));
    if (!webinars.length) return out('Nenhum webinar ainda.');
    out(
      table(
        [
          'ID',
          'INÍCIO (BRASÍLIA)',
          'DURAÇÃO',
          'TÍTULO',
          'QUEM APRESENTA',
          'SITUAÇÃO',
          'INSCRIÇÕES',
          'GRAVAÇÃO',
        ],
        webinars.map((w) => [
          w.id,
          brasiliaDateTimeText(w.startsAt),
          durationText(w.durationMinutes),
          w.title,
          `${w.speakerName} (${w.speakerCredential})`,
          statusText(w),
          w.registrations,
          w.recordingUrl ? 'sim' : 'não',
        ]),
      ),
    );
  },
};

export const webinarsCreate: Command = {
  name: 'webinars:create',
  summary: 'Agenda um webinar; data e hora no horário de Brasília',
  usage:
    'webinars:create --title T --speaker NOME --credential "CRP 06/123456" --date AAAA-MM-DD --time HH:mm --duration MINUTOS --description TEXTO --live-url https://… [--recording-url https://…] [--json]',
  flags: Object.values(FLAGS),
  async run({ orm, flags, json, out }) {
    const given = (flag: string) => (typeof flags[flag] === 'string' ? (flags[flag] as string) : undefined);
    const duration = given(FLAGS.durationMinutes);
    const input = {
      ...Object.fromEntries(
        Object.entries(FLAGS)
          .filter(([field]) => field !== 'durationMinutes')
          .map(([field, flag]) => [field, given(flag)]),
      ),
      durationMinutes: duration === undefined || duration.trim() === '' ? undefined : Number(duration),
    };
    const checked = validate(webinarInputSchema, input);
    if (!checked.ok) throw usageError(webinarsCreate, issuesText(checked.issues));
    let webinar: AdminWebinarDto;
    try {
      webinar = await createWebinar(orm.em.fork() as EntityManager, checked.value);
    } catch (err) {
      throw cliErrorOf(webinarsCreate, err);
    }
    if (json) return out(JSON.stringify(webinar));
    out(`Webinar agendado: ${webinar.id}`);
    out(`"${webinar.title}" em ${brasiliaDateTimeText(webinar.startsAt)} (horário de Brasília).`);
  },
};

export const webinarsCancel: Command = {
  name: 'webinars:cancel',
  summary: 'Cancela um webinar; quem se inscreveu recebe um aviso (notificação e e-mail), uma vez',
  usage: 'webinars:cancel <id> [--json]',
  async run({ orm, args, json, out }) {
    const id = singleArgument(webinarsCancel, args, 'o id do webinar');
    let webinar: AdminWebinarDto;
    try {
      webinar = await cancelWebinar(orm.em.fork() as EntityManager, id);
    } catch (err) {
      throw cliErrorOf(webinarsCancel, err, id);
    }
    if (json) return out(JSON.stringify(webinar));
    out(
      `Webinar "${webinar.title}" cancelado. ${t.registrations(webinar.registrations)}: o aviso sai em instantes pelos servidores no ar.`,
    );
  },
};
