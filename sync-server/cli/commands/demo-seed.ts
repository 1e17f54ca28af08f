import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import * as v from 'valibot';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import {
  addDaysToLocalDate,
  DAY_MS,
  daysBetweenLocalDates,
  localDateOf,
  startOfLocalDayMs,
  todayIn,
} from '../../../shared/domain/zoned';
import { registerPayloadSchema } from '../../../shared/schemas/auth.schema';
import {
  psychologistRegisterSchema,
  therapistProfileSchema,
} from '../../../shared/schemas/psychologist.schema';
import { recordAssessment } from '../../modules/assessment/assessment.service';
import { registerUser } from '../../modules/auth/auth.service';
import { CheckinSchema } from '../../modules/checkins/checkin.entity';
import { pushRecords } from '../../modules/checkins/checkins.service';
import { setGoal } from '../../modules/goals/goals.service';
import { findMemberMedals } from '../../modules/medals/medal.repository';
import { awardMissingMedals } from '../../modules/medals/medals.service';
import {
  approvePsychologist,
  registerPsychologist,
  saveProfile,
} from '../../modules/psychologists/psychologist.service';
import { acceptInvite, activeGrant, createInvite } from '../../modules/sharing/sharing.service';
import { type User, UserSchema } from '../../modules/users/user.entity';
import { findUserByEmail } from '../../modules/users/user.repository';
import { CliError, type Command, table } from '../cli-kit';

/** The demo accounts (README, "Support CLI"). Meant for demo and staging databases. */
export const DEMO_MEMBER = { email: 'demo@virada.app.br', name: 'Membro Demo', password: 'ViradaDemo#2026' };
export const DEMO_PSYCHOLOGIST = {
  email: 'demo.psicologa@virada.app.br',
  name: 'Psicóloga Demo',
  password: 'ViradaDemo#2026',
  crp: '24/0000',
};
/** Days of history before today. */
export const DEMO_DAYS = 120;
/** Day (from the start) on which the member moves from reduction to stopping altogether. */
const CESSATION_DAY = 30;
/** Day on which the member shares with the demo psychologist. */
const SHARE_DAY = 14;
/** Relapses, early in the journey (day → reais spent), the last one a slip after stopping. */
const RELAPSES = new Map<number, number>([
  [3, 120],
  [9, 75.5],
  [17, 200],
  [26, 40],
  [41, 60],
]);
const NOTES = [
  'Dia puxado no trabalho, mas não abri o app de apostas.',
  'Conversei com minha irmã sobre as dívidas. Foi difícil, mas me senti mais leve.',
  'Deu vontade depois do jogo na TV. Saí para caminhar e passou.',
  'Consegui pagar uma parcela atrasada com o que não gastei.',
  'Sessão com a psicóloga hoje. Falamos dos gatilhos da madrugada.',
  'Apaguei os aplicativos do celular de novo.',
  'Dormi melhor esta semana.',
  'Fim de semana com a família, sem pensar em aposta.',
];
const RELAPSE_NOTES = [
  'Recebi o salário e apostei tudo na mesma noite. Me sinto mal.',
  'Um amigo mandou um link de bônus e eu caí.',
  'Perdi a cabeça depois de uma briga. Amanhã recomeço.',
];

/** A stable UUID-shaped id for one demo record, so running the seed again replays the same ids. */
function demoId(name: string): string {
  const h = createHash('sha256').update(`virada-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A small deterministic number in [0, 1) for a day, so the history is varied but repeatable. */
const noise = (day: number, salt: string) =>
  Number.parseInt(createHash('sha256').update(`${salt}:${day}`).digest('hex').slice(0, 8), 16) / 2 ** 32;

/** The check-in of day `day` of the journey, or null on a day the member did not check in. */
function demoCheckin(day: number, date: string) {
  const amount = RELAPSES.get(day);
  if (amount === undefined && day > 0 && day % 11 === 6) return null;
  const relapse = amount !== undefined;
  const trend = 2 + (2.2 * day) / DEMO_DAYS;
  const afterRelapse = RELAPSES.has(day - 1) ? -1 : 0;
  const mood = relapse
    ? 1 + Math.floor(noise(day, 'mood') * 2)
    : Math.round(trend + afterRelapse + noise(day, 'mood') * 1.6 - 0.8);
  const notes = relapse
    ? RELAPSE_NOTES[day % RELAPSE_NOTES.length]!
    : day % 6 === 2
      ? NOTES[Math.floor(day / 6) % NOTES.length]!
      : null;
  return {
    type: 'checkin' as const,
    id: demoId(`checkin:${date}`),
    date,
    hadRelapse: relapse,
    amountSpent: amount ?? 0,
    mood: Math.min(5, Math.max(1, mood)),
    notes,
  };
}

/** `hour`:`minutes` on a day, in the demo accounts' zone. */
const at = (date: string, hour: number, minutes = 0) =>
  new Date(startOfLocalDayMs(date, DEFAULT_TIMEZONE) + hour * 3_600_000 + minutes * 60_000);

interface MemberOutcome {
  user: User;
  status: 'created' | 'refreshed';
  checkinsAdded: number;
}

/** Creates the demo member with their history, or adds the days since the last run. */
async function seedMember(em: EntityManager, now: Date): Promise<MemberOutcome> {
  const existing = await findUserByEmail(em, DEMO_MEMBER.email);
  const today = todayIn(DEFAULT_TIMEZONE, now);
  let user: User;
  let startDate: string;
  if (existing) {
    if (existing.userType !== 'client') {
      throw new CliError(`A conta ${DEMO_MEMBER.email} existe e não é de membro; o demo não foi alterado.`);
    }
    user = existing;
    startDate = localDateOf(user.createdAt, DEFAULT_TIMEZONE);
  } else {
    startDate = addDaysToLocalDate(today, -DEMO_DAYS);
    const input = v.parse(registerPayloadSchema, {
      ...DEMO_MEMBER,
      acceptedTerms: true,
      timezone: DEFAULT_TIMEZONE,
    });
    user = await registerUser(em, input, at(startDate, 9));
  }
  // Idempotent by id: the same assessment and goals again are answered with the stored ones.
  await recordAssessment(
    em,
    user,
    { id: demoId('assessment'), daysPerWeek: 4, weeklySpending: 350, pgsi: [2, 2, 1, 2, 1, 1, 2, 1, 1] },
    at(startDate, 9, 5),
  );
  await setGoal(
    em,
    user,
    { id: demoId('goal:reduction'), type: 'reduction', targetDaysPerWeek: 1, targetWeeklySpending: 100 },
    at(startDate, 9, 10),
  );
  const cessationDate = addDaysToLocalDate(startDate, CESSATION_DAY);
  if (cessationDate <= today) {
    await setGoal(em, user, { id: demoId('goal:cessation'), type: 'cessation' }, at(cessationDate, 10));
  }

  // Days after the latest stored check-in, up to yesterday (today is left for a live check-in).
  const latest = await em.findOne(CheckinSchema, { userId: user.id }, { orderBy: { date: 'desc' } });
  const firstDay = latest ? daysBetweenLocalDates(startDate, latest.date) + 1 : 0;
  const lastDay = daysBetweenLocalDates(startDate, today) - 1;
  let checkinsAdded = 0;
  for (let day = firstDay; day <= lastDay; day++) {
    const date = addDaysToLocalDate(startDate, day);
    const checkin = demoCheckin(day, date);
    if (!checkin) continue;
    const recordedAt = at(date, 21, Math.floor(noise(day, 'minute') * 50));
    // Each day's check-in arrives that evening through the same ingest as POST /api/sync/push,
    // so streak, savings and medals are computed (and dated) as they would have been.
    const outcome = await pushRecords(
      em,
      user,
      'demo-seed',
      [{ ...checkin, recordedAt: recordedAt.toISOString() }],
      new Date(recordedAt.getTime() + 60_000),
    );
    const result = outcome.results[0]!;
    if (result.status === 'stored') checkinsAdded++;
    else if (result.status !== 'duplicate') {
      throw new CliError(
        `O check-in de demonstração de ${date} foi recusado: ${result.message ?? result.status}.`,
      );
    }
  }
  // Streak medals earned by time passing since the last check-in.
  await awardMissingMedals(em, user);
  await em.nativeUpdate(UserSchema, { id: user.id }, { lastAccessAt: now });
  return { user, status: existing ? 'refreshed' : 'created', checkinsAdded };
}

const DEMO_PROFILE = {
  displayName: DEMO_PSYCHOLOGIST.name,
  bio: 'Perfil de demonstração. Psicóloga clínica com foco em jogo problemático e apostas online, atendendo adultos e famílias.',
  approaches: ['tcc', 'entrevista-motivacional'],
  online: true,
  inPerson: true,
  city: 'São Paulo',
  uf: 'SP',
  languages: ['pt', 'es'],
  priceFrom: 120,
  priceTo: 200,
  contactPreference: 'whatsapp',
};

/** Creates (or completes) the approved demo psychologist. */
async function seedPsychologist(em: EntityManager, since: Date) {
  const existing = await findUserByEmail(em, DEMO_PSYCHOLOGIST.email);
  if (existing && existing.userType !== 'psychologist') {
    throw new CliError(
      `A conta ${DEMO_PSYCHOLOGIST.email} existe e não é de psicólogo; o demo não foi alterado.`,
    );
  }
  const user =
    existing ??
    (await registerPsychologist(
      em,
      v.parse(psychologistRegisterSchema, {
        email: DEMO_PSYCHOLOGIST.email,
        name: DEMO_PSYCHOLOGIST.name,
        password: DEMO_PSYCHOLOGIST.password,
        acceptedTerms: true,
        timezone: DEFAULT_TIMEZONE,
        userType: 'psychologist',
        crp: DEMO_PSYCHOLOGIST.crp,
      }),
      since,
    ));
  await saveProfile(em, user.id, v.parse(therapistProfileSchema, DEMO_PROFILE), since);
  await approvePsychologist(em, DEMO_PSYCHOLOGIST.email, since);
  return { user, status: existing ? ('exists' as const) : ('created' as const) };
}

export const demoSeed: Command = {
  name: 'demo:seed',
  summary: 'Cria (ou atualiza) o membro e a psicóloga de demonstração, com 120 dias de histórico',
  usage: 'demo:seed [--json]',
  async run({ orm, json, out }) {
    const em = orm.em.fork();
    const now = new Date();
    const member = await seedMember(em, now);
    const startDate = localDateOf(member.user.createdAt, DEFAULT_TIMEZONE);
    const psychologist = await seedPsychologist(em.fork(), at(startDate, 8));
    let grant: 'created' | 'exists' = 'exists';
    if (!(await activeGrant(em.fork(), member.user.id, psychologist.user.id))) {
      // The member shares through an invite, as in the app (progress and check-ins, not notes).
      // A new member shares on day 14 of the history; a grant revoked since is given again now.
      const shareDay = at(addDaysToLocalDate(startDate, SHARE_DAY), 19);
      const when =
        member.status === 'created' && shareDay.getTime() + DAY_MS < now.getTime() ? shareDay : now;
      const invite = await createInvite(em.fork(), psychologist.user, when);
      await acceptInvite(
        em.fork(),
        member.user,
        { code: invite.code, scopes: ['progress', 'checkins'] },
        new Date(Math.min(when.getTime() + 3_600_000, now.getTime())),
      );
      grant = 'created';
    }
    const medals = (await findMemberMedals(em.fork(), member.user.id)).length;
    const checkins = await em.fork().count(CheckinSchema, { userId: member.user.id });
    const result = {
      member: {
        email: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
        status: member.status,
        checkinsAdded: member.checkinsAdded,
        checkins,
        medals,
      },
      psychologist: {
        email: DEMO_PSYCHOLOGIST.email,
        password: DEMO_PSYCHOLOGIST.password,
        status: psychologist.status,
      },
      grant,
    };
    if (json) return out(JSON.stringify(result));
    const memberStatus =
      member.status === 'created'
        ? `criado com ${member.checkinsAdded} check-ins`
        : member.checkinsAdded
          ? `já existia; ${member.checkinsAdded} check-ins novos até ontem`
          : 'já existia e estava em dia; nada alterado';
    out(
      table(
        ['CONTA', 'E-MAIL', 'SENHA', 'SITUAÇÃO'],
        [
          ['membro', DEMO_MEMBER.email, DEMO_MEMBER.password, memberStatus],
          [
            'psicóloga',
            DEMO_PSYCHOLOGIST.email,
            DEMO_PSYCHOLOGIST.password,
            psychologist.status === 'created'
              ? 'criada e aprovada'
              : 'já existia (perfil completo e aprovado)',
          ],
        ],
      ),
    );
    out(
      `\nO membro tem ${checkins} check-ins e ${medals} medalhas; ${grant === 'created' ? 'compartilhamento com a psicóloga criado' : 'compartilhamento com a psicóloga já estava ativo'} (progresso e check-ins).`,
    );
  },
};
