import type { EntityManager } from '@mikro-orm/knex';
import type { UserType } from '../../../shared/constants';
import type { User } from '../../modules/users/user.entity';
import { findUserByEmail, findUserById } from '../../modules/users/user.repository';
import { CliError, type Command, usageError } from '../cli-kit';

/** How support reads an account type. */
export const userTypeLabel: Record<UserType, string> = {
  client: 'membro',
  psychologist: 'psicólogo',
  admin: 'equipe',
};

const looksLikeEmail = (text: string) => text.includes('@');

/** The one positional argument a command needs (an e-mail or an id); wrong usage is exit 2. */
export function singleArgument(command: Command, args: string[], what = 'um e-mail'): string {
  const value = args[0]?.trim();
  if (!value || args.length > 1) throw usageError(command, `Informe ${what}.`);
  return value;
}

/** The account by e-mail (case-insensitive) or id; unknown is exit 1 with a pt-BR message. */
export async function requireAccount(em: EntityManager, emailOrId: string): Promise<User> {
  const user = looksLikeEmail(emailOrId)
    ? await findUserByEmail(em, emailOrId.toLowerCase())
    : await findUserById(em, emailOrId);
  if (!user) {
    throw new CliError(
      looksLikeEmail(emailOrId)
        ? `Nenhuma conta com o e-mail ${emailOrId.toLowerCase()}.`
        : `Nenhuma conta com o id ${emailOrId}.`,
    );
  }
  return user;
}
