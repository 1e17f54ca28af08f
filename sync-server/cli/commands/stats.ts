import { USER_TYPES } from '../../../shared/constants';
import { CheckinSchema } from '../../modules/checkins/checkin.entity';
import { PwaInstallSchema } from '../../modules/pwa/pwa.entities';
import { SharingGrantSchema } from '../../modules/sharing/sharing.entities';
import { countActiveMembers } from '../../modules/users/active-members';
import { UserSchema } from '../../modules/users/user.entity';
import { type Command, table } from '../cli-kit';
import { userTypeLabel } from './user-lookup';

export const stats: Command = {
  name: 'stats',
  summary:
    'Números gerais: contas por tipo, membros ativos (7 e 30 dias), registros, instalações, compartilhamentos',
  usage: 'stats [--json]',
  async run({ orm, json, out }) {
    const em = orm.em.fork();
    const usersByType = Object.fromEntries(
      await Promise.all(
        USER_TYPES.map(async (t) => [t, await em.count(UserSchema, { userType: t })] as const),
      ),
    ) as Record<(typeof USER_TYPES)[number], number>;
    const result = {
      users: { total: Object.values(usersByType).reduce((a, b) => a + b, 0), byType: usersByType },
      activeMembers: {
        last7Days: await countActiveMembers(em, 7),
        last30Days: await countActiveMembers(em, 30),
      },
      checkins: await em.count(CheckinSchema, {}),
      relapses: await em.count(CheckinSchema, { hadRelapse: true }),
      installs: await em.count(PwaInstallSchema, {}),
      activeShares: await em.count(SharingGrantSchema, { revokedAt: null }),
    };
    if (json) return out(JSON.stringify(result));
    out(
      table(
        ['INDICADOR', 'TOTAL'],
        [
          ['contas', result.users.total],
          ...USER_TYPES.map((t) => [`  ${userTypeLabel[t]}`, usersByType[t]]),
          ['membros ativos (7 dias)', result.activeMembers.last7Days],
          ['membros ativos (30 dias)', result.activeMembers.last30Days],
          ['check-ins', result.checkins],
          ['recaídas', result.relapses],
          ['instalações do app', result.installs],
          ['compartilhamentos ativos', result.activeShares],
        ],
      ),
    );
    out('\nAtivo: acesso ao app ou check-in recebido pelo servidor dentro do período.');
  },
};
