import { HELD_RULE_LABELS } from '../../../shared/texts/community.texts';
import {
  hidePost,
  type Moderator,
  moderationQueue,
  restorePost,
  suspendMember,
} from '../../modules/community/moderation.service';
import { CliError, type Command, usageError } from '../cli-kit';
import { requireAccount, singleArgument } from './user-lookup';

/** How the moderators' log names support acting from the CLI. */
const CLI_MODERATOR: Moderator = { id: null, label: 'suporte (CLI)' };

export const communityReports: Command = {
  name: 'community:reports',
  summary: 'Mostra a fila da moderação: denúncias, mensagens em revisão e sinais de crise (primeiro)',
  usage: 'community:reports [--json]',
  async run({ orm, json, out }) {
    const queue = await moderationQueue(orm.em.fork());
    if (json) return out(JSON.stringify(queue));
    if (!queue.length) return out('Nada esperando a moderação.');
    for (const item of queue) {
      const why = [
        item.crisis && 'CRISE',
        item.heldRule && `em revisão (${HELD_RULE_LABELS[item.heldRule]})`,
        item.reports.length &&
          `${item.reports.length} denúncia(s): ${item.reports.map((r) => r.reason).join(' | ')}`,
      ].filter(Boolean);
      out(`${item.postId}  ${item.pseudonym}  «${item.threadTitle}»  ${why.join('; ')}`);
      out(`    ${(item.text ?? '').replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  },
};

export const communityHide: Command = {
  name: 'community:hide',
  summary: 'Esconde uma mensagem da comunidade para todos (aparece como “mensagem removida”)',
  usage: 'community:hide <id da mensagem> [--json]',
  async run({ orm, args, json, out }) {
    const id = singleArgument(communityHide, args, 'o id da mensagem');
    const post = await hidePost(orm.em.fork(), id, CLI_MODERATOR);
    if (!post) throw new CliError(`Nenhuma mensagem com o id ${id}.`);
    if (json) return out(JSON.stringify({ id, status: post.status }));
    out(`Mensagem ${id} escondida.`);
  },
};

export const communityRestore: Command = {
  name: 'community:restore',
  summary: 'Publica uma mensagem em revisão ou escondida pela moderação, e encerra as denúncias dela',
  usage: 'community:restore <id da mensagem> [--json]',
  async run({ orm, args, json, out }) {
    const id = singleArgument(communityRestore, args, 'o id da mensagem');
    const post = await restorePost(orm.em.fork(), id, CLI_MODERATOR);
    if (!post) throw new CliError(`Nenhuma mensagem com o id ${id}.`);
    if (json) return out(JSON.stringify({ id, status: post.status }));
    out(
      post.status === 'published'
        ? `Mensagem ${id} publicada.`
        : `Mensagem ${id}: apagada pela própria pessoa, continua apagada.`,
    );
  },
};

export const communitySuspend: Command = {
  name: 'community:suspend',
  summary: 'Pausa as publicações de uma pessoa na comunidade por N dias (0 retira a pausa)',
  usage: 'community:suspend <email> --days N [--json]',
  flags: ['days'],
  async run({ orm, args, flags, json, out }) {
    const em = orm.em.fork();
    const user = await requireAccount(em, singleArgument(communitySuspend, args));
    const days = Number(flags.days);
    if (flags.days === undefined || !Number.isInteger(days) || days < 0 || days > 3650)
      throw usageError(communitySuspend, 'Informe --days com um número inteiro de 0 a 3650.');
    const until = await suspendMember(em, user.id, days, CLI_MODERATOR);
    if (json) return out(JSON.stringify({ email: user.email, suspendedUntil: until?.toISOString() ?? null }));
    out(
      until
        ? `${user.email} não pode publicar na comunidade até ${until.toISOString().slice(0, 10)}.`
        : `${user.email} pode publicar na comunidade de novo.`,
    );
  },
};
