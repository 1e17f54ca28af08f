import { SessionSchema } from '../../modules/auth/session.entity';
import type { Command } from '../cli-kit';
import { requireAccount, singleArgument } from './user-lookup';

export const sessionsRevoke: Command = {
  name: 'sessions:revoke',
  summary: 'Encerra todas as sessões de uma conta (a pessoa sai de todos os aparelhos)',
  usage: 'sessions:revoke <email> [--json]',
  async run({ orm, args, json, out }) {
    const em = orm.em.fork();
    const user = await requireAccount(em, singleArgument(sessionsRevoke, args));
    // The server reads the session row on every request, so the next request of every device
    // is answered 401.
    const revoked = await em.nativeDelete(SessionSchema, { userId: user.id });
    if (json) return out(JSON.stringify({ email: user.email, revoked }));
    out(
      revoked === 0
        ? `${user.email} não tinha sessões abertas.`
        : `${revoked} ${revoked === 1 ? 'sessão encerrada' : 'sessões encerradas'} de ${user.email}.`,
    );
  },
};
