import type { EntityManager } from '@mikro-orm/knex';
import { contactSubjectLabels } from '../../../shared/texts/contact.texts';
import {
  type ContactMessageView,
  closeContactMessage,
  listContactMessages,
} from '../../modules/contact/contact.service';
import { CliError, type Command, dateTime, table } from '../cli-kit';
import { singleArgument } from './user-lookup';

const json = (m: ContactMessageView) => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
  closedAt: m.closedAt?.toISOString() ?? null,
});

export const contactList: Command = {
  name: 'contact:list',
  summary: 'Lista as mensagens do formulário de contato ainda abertas (a mais antiga primeiro), com o texto',
  usage: 'contact:list [--all] [--json]',
  flags: ['all'],
  async run({ orm, flags, json: asJson, out }) {
    const all = flags.all === true;
    const messages = await listContactMessages(orm.em.fork() as EntityManager, { all });
    if (asJson) return out(JSON.stringify(messages.map(json)));
    if (!messages.length)
      return out(all ? 'Nenhuma mensagem de contato.' : 'Nenhuma mensagem de contato aberta.');
    out(
      messages
        .map((m) =>
          [
            table(
              ['ID', 'PROTOCOLO', 'RECEBIDA', 'ASSUNTO', 'NOME', 'EMAIL', 'SITUAÇÃO'],
              [
                [
                  m.id,
                  m.protocol,
                  dateTime(m.createdAt),
                  contactSubjectLabels[m.subject],
                  m.name,
                  m.email,
                  m.status === 'open' ? 'aberta' : `fechada ${dateTime(m.closedAt)}`,
                ],
              ],
            ),
            '',
            m.message,
          ].join('\n'),
        )
        .join(`\n\n${'—'.repeat(40)}\n\n`),
    );
  },
};

export const contactClose: Command = {
  name: 'contact:close',
  summary: 'Fecha uma mensagem de contato, pelo id ou pelo protocolo (VIR-2026-000123)',
  usage: 'contact:close <id ou protocolo> [--json]',
  async run({ orm, args, json: asJson, out }) {
    const ref = singleArgument(contactClose, args, 'o id ou o protocolo da mensagem');
    const message = await closeContactMessage(orm.em.fork() as EntityManager, ref);
    if (!message) throw new CliError(`Nenhuma mensagem de contato com o id ou protocolo ${ref}.`);
    if (asJson) return out(JSON.stringify(json(message)));
    out(`Mensagem ${message.protocol} fechada.`);
  },
};
