import { CliError, type Command, table, usageError } from '../cli-kit';
import {
  CLIENTS_PER_PSYCHOLOGIST,
  countMembers,
  SCALE_ADMIN_EMAIL,
  SCALE_PASSWORD,
  SCALE_PSYCHOLOGISTS,
  scaleMemberEmail,
  scalePsychologistEmail,
  seedScale,
} from './scale-seed/seed-scale';

/** Where subscriptions point unless --push-endpoint says otherwise: a local fake push service. */
export const DEFAULT_SCALE_PUSH_ENDPOINT = 'http://127.0.0.1:8790/push';
const MAX_MEMBERS = 10_000_000;

/**
 * `demo:seed-scale`: N members with a year of records, for capacity measurements (issue 18).
 * Set-based SQL only (scale-seed/); see README, "1,000,000 members".
 */
export const demoSeedScale: Command = {
  name: 'demo:seed-scale',
  summary: 'Preenche o banco com N membros realistas para medir capacidade (benchmarks de escala)',
  usage: 'demo:seed-scale --members N [--push-endpoint URL] [--reminder-time HH:mm] [--yes] [--json]',
  flags: ['members', 'push-endpoint', 'reminder-time', 'yes'],
  async run({ orm, flags, json, out }) {
    const members = Number(flags.members);
    if (
      typeof flags.members !== 'string' ||
      !Number.isInteger(members) ||
      members < 1 ||
      members > MAX_MEMBERS
    )
      throw usageError(
        this,
        `Informe --members com um número inteiro entre 1 e ${MAX_MEMBERS.toLocaleString('pt-BR')}.`,
      );
    const reminderTime = flags['reminder-time'];
    if (
      reminderTime !== undefined &&
      (typeof reminderTime !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(reminderTime))
    )
      throw usageError(this, 'Informe --reminder-time no formato HH:mm (por exemplo, 21:00).');
    const endpoint = flags['push-endpoint'] ?? DEFAULT_SCALE_PUSH_ENDPOINT;
    if (typeof endpoint !== 'string' || !/^https?:\/\/[^\s]+$/.test(endpoint))
      throw usageError(
        this,
        'Informe --push-endpoint com um endereço http(s), por exemplo http://127.0.0.1:8790/push.',
      );
    const em = orm.em.fork();
    const existing = await countMembers(em);
    if (existing > 0 && flags.yes !== true)
      throw new CliError(
        `Este banco já tem ${existing.toLocaleString('pt-BR')} membros. Para acrescentar ${members.toLocaleString('pt-BR')} membros de teste mesmo assim, repita com --yes.`,
        2,
      );
    const summary = await seedScale(em, {
      members,
      pushEndpoint: endpoint,
      reminderTime: typeof reminderTime === 'string' ? reminderTime : null,
      progress: (line) => process.stderr.write(`${line}\n`),
    });
    const accounts = {
      password: SCALE_PASSWORD,
      members: `${scaleMemberEmail(summary.firstMember)} … ${scaleMemberEmail(summary.lastMember)}`,
      psychologists: Array.from({ length: SCALE_PSYCHOLOGISTS }, (_, i) => scalePsychologistEmail(i + 1)),
      admin: SCALE_ADMIN_EMAIL,
    };
    if (json) return out(JSON.stringify({ ...summary, accounts }));
    out(
      table(
        ['TABELA', 'LINHAS', 'SEGUNDOS'],
        Object.entries(summary.rows).map(([name, rows]) => [
          name,
          rows.toLocaleString('pt-BR'),
          (summary.secondsByTable[name] ?? 0).toFixed(1),
        ]),
      ),
    );
    out(
      `\n${summary.members.toLocaleString('pt-BR')} membros criados em ${summary.seconds.toFixed(1)} s ` +
        `(${accounts.members}). Todas as contas usam a senha ${SCALE_PASSWORD}; ` +
        `equipe: ${SCALE_ADMIN_EMAIL}; psicólogas: ${accounts.psychologists[0]} a ${accounts.psychologists.at(-1)}, ` +
        `cada uma com ${CLIENTS_PER_PSYCHOLOGIST} clientes que compartilham progresso e check-ins. ` +
        `A atividade das métricas da administração foi contada em ${summary.analyticsRollupSeconds.toFixed(1)} s.`,
    );
  },
};
