import type { EntityManager } from '@mikro-orm/knex';
import type { AdminMedalEmailPreview, AdminMedalEmailsDto } from '../../../shared/admin-api-types';
import { CRISIS_LINE } from '../../../shared/constants';
import { MEDALS, medalByKey } from '../../../shared/domain/medals';
import { firstNameOf } from '../../../shared/domain/person-name';
import { localDateOf } from '../../../shared/domain/zoned';
import { ADMIN_TIME_ZONE, type Period } from '../../../shared/schemas/admin.schema';
import { heavyRead, inList, sqlDate, toMillis } from '../../db/sql';
import { badRequest } from '../../http/errors';
import { periodBounds } from './admin-analytics';
import { medalCounts } from './analytics-day-medals';

/** 'dd/MM/yyyy' of an instant, in São Paulo. */
function brDate(at: number): string {
  const [y, m, d] = localDateOf(at, ADMIN_TIME_ZONE).split('-');
  return `${d}/${m}/${y}`;
}

/** The congratulation a member gets for one medal: plain text, warm, no tracking. */
export function medalEmail(
  member: { name: string },
  medal: { title: string; description: string; icon: string },
  earnedAt: number,
  publicOrigin: string,
): { subject: string; text: string } {
  return {
    subject: `Parabéns pela medalha "${medal.title}"! ${medal.icon}`,
    text: [
      `Olá, ${firstNameOf(member.name)}!`,
      '',
      `Em ${brDate(earnedAt)} você conquistou a medalha "${medal.title}" ${medal.icon} no Virada.`,
      '',
      medal.description,
      '',
      'Cada passo conta, e este é seu. Estamos muito felizes por você e seguimos juntos na sua caminhada.',
      '',
      `Veja suas medalhas no seu painel: ${publicOrigin}/dashboard`,
      '',
      `Se precisar de apoio agora, ligue para o CVV no ${CRISIS_LINE} (24 horas, gratuito).`,
      '',
      'Com carinho,',
      'Equipe Virada',
    ].join('\n'),
  };
}

interface AwardRow {
  user_id: string;
  medal_key: string;
  earned_at: unknown;
  name: string;
  email: string;
  sent_at: unknown;
}

/** Items per page of the medal e-mail list: the counts cover the whole period, the list a page. */
export const MEDAL_EMAIL_PAGE_SIZE = 50;

/** `?page` of `GET /api/admin/medal-emails`: absent is the first; anything but 1…99999 is a 400. */
export function medalEmailPage(raw: unknown): number {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,4}$/.test(raw)) throw badRequest('validation-failed');
  return Number(raw);
}

/**
 * The awards of a period the list is about: medals still in the catalogue (one no longer there
 * has nothing to say), earned by members. `a` is medal_awards, `s` its medal_emails_sent row.
 */
function periodAwardsSql(catalogueKeys: number): string {
  return `from medal_awards a
         join users u on u.id = a.user_id
         left join medal_emails_sent s on s.user_id = a.user_id and s.medal_key = a.medal_key
        where a.earned_at >= ? and a.earned_at < ? and u.user_type = 'client'
          and a.medal_key in (${inList(catalogueKeys)})`;
}

/**
 * Medals earned in the period by members, with their e-mail and whether it already went out:
 * the counts (all of them, and the e-mails still owed) from the analytics rollup and what arrived
 * since (analytics-day-medals.ts); one page of them, oldest first, with the e-mail each member
 * gets. Nothing reads every award of a period.
 */
export async function medalEmailPreview(
  em: EntityManager,
  period: Period,
  publicOrigin: string,
  page = 1,
): Promise<AdminMedalEmailsDto> {
  const { start, end } = periodBounds(period);
  const keys = MEDALS.map((m) => m.key);
  const { counts, rows } = await heavyRead(em, async (db) => {
    const params = [sqlDate(db, start), sqlDate(db, end), ...keys];
    const counted = await medalCounts(db, { ...period, start, end }, keys);
    const listed = await db.rows<AwardRow>(
      `select a.user_id, a.medal_key, a.earned_at, u.name, u.email, s.sent_at ${periodAwardsSql(keys.length)}
        order by a.earned_at, a.user_id, a.medal_key limit ? offset ?`,
      [...params, MEDAL_EMAIL_PAGE_SIZE, (page - 1) * MEDAL_EMAIL_PAGE_SIZE],
    );
    return { counts: counted, rows: listed };
  });
  const items: AdminMedalEmailPreview[] = [];
  for (const row of rows) {
    const medal = medalByKey(row.medal_key);
    if (!medal) continue; // the SQL kept catalogue medals only
    const earnedAt = toMillis(row.earned_at);
    const mail = medalEmail({ name: row.name }, medal, earnedAt, publicOrigin);
    items.push({
      userId: row.user_id,
      name: row.name,
      email: row.email,
      medalKey: row.medal_key,
      medalTitle: medal.title,
      medalIcon: medal.icon,
      earnedAt: new Date(earnedAt).toISOString(),
      alreadySent: row.sent_at !== null && row.sent_at !== undefined,
      sentAt:
        row.sent_at === null || row.sent_at === undefined
          ? null
          : new Date(toMillis(row.sent_at)).toISOString(),
      ...mail,
    });
  }
  return {
    from: period.from,
    to: period.to,
    total: counts.awarded,
    pending: counts.awarded - counts.sent,
    page,
    pageSize: MEDAL_EMAIL_PAGE_SIZE,
    items,
  };
}

// Sending is a fan-out job: medal-email-job.ts.
