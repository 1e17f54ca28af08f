import type { EntityManager } from '@mikro-orm/knex';
import { readOutbox } from '../../modules/mail/mail.service';
import { type Command, dateTime, table, usageError } from '../cli-kit';

const DEFAULT_LIMIT = 20;

/** `sent` when the SMTP relay took it, the relay's error, or `guardado` (no SMTP_URL). */
const status = (e: { sentAt: Date | null; error: string | null }) =>
  e.error ? `erro: ${e.error}` : e.sentAt ? `enviado ${dateTime(e.sentAt)}` : 'guardado (sem SMTP)';

export const mailOutbox: Command = {
  name: 'mail:outbox',
  summary: 'Mostra os últimos e-mails enviados pelo app (o mais recente primeiro), com o texto',
  usage: `mail:outbox [--limit N] [--json]`,
  flags: ['limit'],
  async run({ orm, flags, json, out }) {
    const limit = flags.limit === undefined ? DEFAULT_LIMIT : Number(flags.limit);
    if (!Number.isInteger(limit) || limit < 1)
      throw usageError(mailOutbox, '--limit precisa ser um número inteiro positivo.');
    const entries = await readOutbox(orm.em.fork() as EntityManager, limit);
    if (json) {
      // DESIGN.md §7b: an array of { to, subject, text, createdAt }, newest first.
      return out(
        JSON.stringify(
          entries.map((e) => ({
            to: e.to,
            subject: e.subject,
            text: e.text,
            createdAt: e.createdAt.toISOString(),
          })),
        ),
      );
    }
    if (!entries.length) return out('Nenhum e-mail na caixa de saída.');
    out(
      entries
        .map((e) =>
          [
            table(
              ['PARA', 'ASSUNTO', 'CRIADO', 'SITUAÇÃO'],
              [[e.to, e.subject, dateTime(e.createdAt), status(e)]],
            ),
            '',
            e.text,
          ].join('\n'),
        )
        .join(`\n\n${'—'.repeat(40)}\n\n`),
    );
  },
};
