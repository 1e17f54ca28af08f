import type { UserType } from '../../../shared/constants';
import { ASSIGNABLE_ROLES, type AssignableRole, setStaffRole } from '../../modules/users/staff-role';
import { CliError, type Command, usageError } from '../cli-kit';
import { requireAccount, userTypeLabel } from './user-lookup';

const isAssignable = (value: string): value is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(value);

export const usersRole: Command = {
  name: 'users:role',
  summary: 'Torna uma conta da equipe (admin) ou de volta membro (client); a troca fica registrada',
  usage: 'users:role <email> admin|client [--json]',
  async run({ orm, args, json, out }) {
    const [email, role] = args.map((a) => a.trim());
    if (!email || !role || args.length !== 2 || !email.includes('@') || !isAssignable(role)) {
      throw usageError(usersRole, 'Informe um e-mail e o tipo: admin (equipe) ou client (membro).');
    }
    const em = orm.em.fork();
    const user = await requireAccount(em, email);
    const from = user.userType;
    const outcome = await setStaffRole(em, user, role);
    if (outcome === 'psychologist') {
      throw new CliError(
        `${user.email} é uma conta de psicólogo; contas de psicólogo não podem ser da equipe. Crie uma conta de membro para essa pessoa.`,
      );
    }
    if (json)
      return out(JSON.stringify({ email: user.email, from, to: role, changed: outcome === 'changed' }));
    out(
      outcome === 'unchanged'
        ? `${user.email} já é ${userTypeLabel[role]}; nada mudou.`
        : `${user.email}: ${userTypeLabel[from as UserType]} → ${userTypeLabel[role]}. Vale já no próximo pedido dos aparelhos conectados.`,
    );
  },
};
