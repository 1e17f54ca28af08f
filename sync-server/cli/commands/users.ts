import { existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARE_SCOPES, type UserType } from '../../../shared/constants';
import { searchKey } from '../../../shared/domain/search-text';
import { deleteAccount } from '../../modules/account/account-deletion';
import { exportAccount } from '../../modules/account/account-export';
import { AssessmentSchema } from '../../modules/assessment/assessment.entity';
import { SessionSchema } from '../../modules/auth/session.entity';
import { CheckinSchema } from '../../modules/checkins/checkin.entity';
import { GoalSchema } from '../../modules/goals/goal.entity';
import { MedalAwardSchema } from '../../modules/medals/medal-award.entity';
import { STAFF_SCOPES } from '../../modules/progress/member-access';
import { recordAccess, SUPPORT_ACTOR } from '../../modules/sharing/access-audit';
import { SharingGrantSchema } from '../../modules/sharing/sharing.entities';
import { UserSchema } from '../../modules/users/user.entity';
import { CliError, type Command, dateTime, table, usageError } from '../cli-kit';
import { requireAccount, singleArgument, userTypeLabel } from './user-lookup';

/** Most accounts `users:find` lists; a broader search asks for more text. */
export const FIND_LIMIT = 200;

export const usersFind: Command = {
  name: 'users:find',
  summary: 'Procura contas pelo e-mail ou pelo nome (sem diferenciar maiúsculas nem acentos)',
  usage: 'users:find <texto> [--json]',
  async run({ orm, args, json, out }) {
    const query = searchKey(args.join(' '));
    if (!query) throw usageError(usersFind, 'Informe parte do e-mail ou do nome.');
    const em = orm.em.fork();
    // Accent-insensitive matching is done here with the shared searchKey (the same rule as the
    // therapists' search): SQLite and PostgreSQL fold accents differently, if at all.
    const users = await em.find(UserSchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const found = users
      .filter((u) => searchKey(u.email).includes(query) || searchKey(u.name).includes(query))
      .slice(0, FIND_LIMIT);
    const rows = found.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      userType: u.userType,
      createdAt: u.createdAt.toISOString(),
      lastAccessAt: u.lastAccessAt ? u.lastAccessAt.toISOString() : null,
    }));
    if (json) return out(JSON.stringify(rows));
    if (!rows.length) return out(`Nenhuma conta encontrada para "${args.join(' ')}".`);
    out(
      table(
        ['E-MAIL', 'NOME', 'TIPO', 'CADASTRO', 'ÚLTIMO ACESSO'],
        found.map((u) => [
          u.email,
          u.name,
          userTypeLabel[u.userType as UserType],
          dateTime(u.createdAt),
          dateTime(u.lastAccessAt),
        ]),
      ),
    );
    if (found.length === FIND_LIMIT) out(`(mostrando as primeiras ${FIND_LIMIT}; refine a busca)`);
  },
};

export const usersShow: Command = {
  name: 'users:show',
  summary: 'Mostra uma conta com os totais de registros (a leitura fica no registro de acessos do membro)',
  usage: 'users:show <email|id> [--json]',
  async run({ orm, args, json, out }) {
    const em = orm.em.fork();
    const user = await requireAccount(em, singleArgument(usersShow, args, 'um e-mail ou um id'));
    const userId = user.id;
    // A read of a member's data by staff is logged like a psychologist's (DESIGN.md §6),
    // before anything is shown.
    await recordAccess(em, [
      { memberId: userId, actor: SUPPORT_ACTOR, resource: 'account', scopes: STAFF_SCOPES },
    ]);
    const counts = {
      checkins: await em.count(CheckinSchema, { userId }),
      relapses: await em.count(CheckinSchema, { userId, hadRelapse: true }),
      assessments: await em.count(AssessmentSchema, { userId }),
      goals: await em.count(GoalSchema, { userId }),
      medals: await em.count(MedalAwardSchema, { userId }),
      activeShares: await em.count(SharingGrantSchema, {
        $or: [{ memberId: userId }, { psychologistId: userId }],
        revokedAt: null,
      }),
      sessions: await em.count(SessionSchema, { userId, expiresAt: { $gt: new Date() } }),
    };
    const result = {
      id: user.id,
      email: user.email,
      name: user.name,
      userType: user.userType,
      timezone: user.timezone,
      createdAt: user.createdAt.toISOString(),
      lastAccessAt: user.lastAccessAt ? user.lastAccessAt.toISOString() : null,
      counts,
    };
    if (json) return out(JSON.stringify(result));
    out(
      table(
        ['CAMPO', 'VALOR'],
        [
          ['id', user.id],
          ['e-mail', user.email],
          ['nome', user.name],
          ['tipo', userTypeLabel[user.userType as UserType]],
          ['fuso horário', user.timezone],
          ['cadastro', dateTime(user.createdAt)],
          ['último acesso', dateTime(user.lastAccessAt)],
          ['check-ins', counts.checkins],
          ['recaídas', counts.relapses],
          ['avaliações', counts.assessments],
          ['metas', counts.goals],
          ['medalhas', counts.medals],
          ['compartilhamentos ativos', counts.activeShares],
          ['sessões ativas', counts.sessions],
        ],
      ),
    );
  },
};

export const usersExport: Command = {
  name: 'users:export',
  summary: 'Exporta todos os dados de uma conta (LGPD), igual ao botão do app; fica no registro de acessos',
  usage: 'users:export <email> [--out arquivo] [--force] [--json]',
  flags: ['out', 'force'],
  async run({ orm, args, flags, json, out }) {
    const em = orm.em.fork();
    const target = flags.out;
    if (target === true || target === '') throw usageError(usersExport, 'Informe o arquivo depois de --out.');
    const user = await requireAccount(em, singleArgument(usersExport, args));
    const file = target ? resolve(target) : null;
    if (file && existsSync(file) && flags.force !== true) {
      throw new CliError(`O arquivo ${file} já existe. Use --force para substituí-lo.`);
    }
    await recordAccess(em, [
      { memberId: user.id, actor: SUPPORT_ACTOR, resource: 'export', scopes: SHARE_SCOPES },
    ]);
    const document = JSON.stringify(await exportAccount(em, user), null, 2);
    if (!file) return out(document);
    writeFileSync(file, `${document}\n`, { mode: 0o600 });
    const bytes = statSync(file).size;
    if (json) return out(JSON.stringify({ file, bytes }));
    out(`Exportação de ${user.email} gravada em ${file} (${bytes} bytes).`);
  },
};

export const usersDelete: Command = {
  name: 'users:delete',
  summary: 'Exclui uma conta e todos os seus dados (igual à exclusão pelo app); exige --yes',
  usage: 'users:delete <email> --yes [--json]',
  flags: ['yes'],
  async run({ orm, args, flags, json, out }) {
    const email = singleArgument(usersDelete, args);
    if (flags.yes !== true) {
      throw usageError(
        usersDelete,
        'A exclusão é definitiva: a conta, os registros, os compartilhamentos e as sessões são apagados. Confirme com --yes.',
      );
    }
    if (!email.includes('@')) throw usageError(usersDelete, 'Informe o e-mail da conta.');
    const em = orm.em.fork();
    const user = await requireAccount(em, email);
    await deleteAccount(em, user);
    if (json) return out(JSON.stringify({ email: user.email, id: user.id, deleted: true }));
    out(`Conta ${user.email} excluída, com todos os seus dados.`);
  },
};
