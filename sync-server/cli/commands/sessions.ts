import { announceSessionsEnded, endUserSessions } from '../../modules/auth/session-end';
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
    // is answered 401, with the reason; open tabs are told at once (or within the servers'
    // session check when no announcement reaches them: SQLite).
    const revoked = await endUserSessions(em, user.id, 'revoked');
    announceSessionsEnded(em, user.id, 'revoked');
    if (json) return out(JSON.stringify({ email: user.email, revoked }));
    out(
      revoked === 0
        ? `${user.email} não tinha sessões abertas.`
        : `${revoked} ${revoked === 1 ? 'sessão encerrada' : 'sessões encerradas'} de ${user.email}.`,
    );
  },
};
