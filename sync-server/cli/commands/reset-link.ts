import type { EntityManager } from '@mikro-orm/knex';
import { RESET_TOKEN_TTL_MINUTES } from '../../../shared/constants';
import { issueResetToken, resetLink } from '../../modules/recovery/recovery.service';
import { UserSchema } from '../../modules/users/user.entity';
import { CliError, type Command, dateTime, usageError } from '../cli-kit';

/**
 * For a member who cannot receive the e-mail: support confirms who they are, then hands them a
 * fresh one-time link (the same token mechanism as the e-mail; nothing is sent).
 */
export const usersResetLink: Command = {
  name: 'users:reset-link',
  summary: `Gera um link de redefinição de senha de uso único (vale ${RESET_TOKEN_TTL_MINUTES} minutos) para entregar à pessoa`,
  usage: 'users:reset-link <email> [--json]',
  async run({ orm, config, args, json, out }) {
    const email = args[0]?.trim().toLowerCase();
    if (!email || args.length > 1) throw usageError(usersResetLink, 'Informe um e-mail.');
    const em = orm.em.fork() as EntityManager;
    const user = await em.findOne(UserSchema, { email });
    if (!user) throw new CliError(`Nenhuma conta com o e-mail ${email}.`);
    const { token, expiresAt } = await issueResetToken(em, user.id);
    const link = resetLink(config.publicOrigin, token);
    if (json) return out(JSON.stringify({ email, link, expiresAt: expiresAt.toISOString() }));
    out(link);
    out(`Vale até ${dateTime(expiresAt)} e só pode ser usado uma vez. Entregue apenas à própria pessoa.`);
  },
};
