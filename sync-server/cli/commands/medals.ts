import { medalByKey } from '../../../shared/domain/medals';
import { awardMissingMedals } from '../../modules/medals/medals.service';
import type { User } from '../../modules/users/user.entity';
import { UserSchema } from '../../modules/users/user.entity';
import { CliError, type Command, table, usageError } from '../cli-kit';
import { requireAccount } from './user-lookup';

export const medalsRecompute: Command = {
  name: 'medals:recompute',
  summary: 'Recalcula os números e concede as medalhas que faltam (um membro ou --all)',
  usage: 'medals:recompute <email> | --all [--json]',
  flags: ['all'],
  async run({ orm, args, flags, json, out }) {
    const all = flags.all === true;
    if (all === args.length > 0 || args.length > 1) {
      throw usageError(medalsRecompute, 'Informe um e-mail ou --all (não os dois).');
    }
    const em = orm.em.fork();
    let members: User[];
    if (all) {
      members = await em.find(
        UserSchema,
        { userType: 'client' },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    } else {
      const user = await requireAccount(em, args[0]!.trim());
      if (user.userType !== 'client') throw new CliError(`${user.email} não é uma conta de membro.`);
      members = [user];
    }
    const results: { email: string; awarded: { key: string; title: string }[] }[] = [];
    // One member at a time through the same write as POST /api/award-missing-medals: each in
    // its own transaction under the member's lock.
    for (const member of members) {
      const awarded = await awardMissingMedals(em, member);
      results.push({
        email: member.email,
        awarded: awarded.map((m) => ({ key: m.key, title: medalByKey(m.key)?.title ?? m.key })),
      });
    }
    if (json) return out(JSON.stringify(all ? results : results[0]));
    if (!results.length) return out('Nenhum membro cadastrado.');
    out(
      table(
        ['E-MAIL', 'MEDALHAS CONCEDIDAS'],
        results.map((r) => [
          r.email,
          r.awarded.length ? r.awarded.map((m) => m.title).join(', ') : 'nenhuma',
        ]),
      ),
    );
    const total = results.reduce((n, r) => n + r.awarded.length, 0);
    out(
      `\n${total} ${total === 1 ? 'medalha concedida' : 'medalhas concedidas'} a ${results.length} ${results.length === 1 ? 'membro' : 'membros'}.`,
    );
  },
};
