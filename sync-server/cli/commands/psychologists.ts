import { approvePsychologist, findPendingProfiles } from '../../modules/psychologists/psychologist.service';
import { UserSchema } from '../../modules/users/user.entity';
import { CliError, type Command, dateTime, table, usageError } from '../cli-kit';

export const psychologistsPending: Command = {
  name: 'psychologists:pending',
  summary: 'Lista os psicólogos aguardando a verificação do CRP',
  usage: 'psychologists:pending [--json]',
  async run({ orm, json, out }) {
    const em = orm.em.fork();
    const profiles = await findPendingProfiles(em);
    const users = await em.find(UserSchema, { id: { $in: profiles.map((p) => p.userId) } });
    const emails = new Map(users.map((u) => [u.id, u.email]));
    const rows = profiles.map((p) => ({
      id: p.userId,
      email: emails.get(p.userId) ?? '',
      name: p.displayName,
      crp: p.crp,
      createdAt: p.createdAt.toISOString(),
    }));
    if (json) return out(JSON.stringify(rows));
    if (!rows.length) return out('Nenhum psicólogo aguardando verificação.');
    out(
      table(
        ['E-MAIL', 'NOME', 'CRP', 'CADASTRO'],
        profiles.map((p, i) => [rows[i]!.email, p.displayName, p.crp, dateTime(p.createdAt)]),
      ),
    );
  },
};

export const psychologistsApprove: Command = {
  name: 'psychologists:approve',
  summary: 'Aprova um psicólogo depois de conferir o CRP no cadastro do conselho',
  usage: 'psychologists:approve <email> [--json]',
  async run({ orm, args, json, out }) {
    const email = args[0]?.trim().toLowerCase();
    if (!email || args.length > 1) throw usageError(psychologistsApprove, 'Informe um e-mail.');
    const profile = await approvePsychologist(orm.em.fork(), email);
    if (!profile) throw new CliError(`Nenhum psicólogo cadastrado com o e-mail ${email}.`);
    const result = { email, name: profile.displayName, crp: profile.crp, status: profile.status };
    if (json) return out(JSON.stringify(result));
    out(
      `Aprovado: ${profile.displayName} (CRP ${profile.crp}). Já aparece na lista de psicólogos e pode convidar clientes.`,
    );
  },
};
