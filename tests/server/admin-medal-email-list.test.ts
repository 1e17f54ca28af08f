/**
 * Issue 18: the medal e-mail list counts the whole period in SQL and answers one page of it. 130
 * members' medals, some already congratulated, a staff member's medal and a medal no longer in
 * the catalogue; every page read in turn gives each listed medal exactly once, oldest first.
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL names one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMedalEmailsDto } from '../../shared/admin-api-types';
import { api } from '../../shared/api';
import { addDaysToLocalDate, startOfLocalDayMs } from '../../shared/domain/zoned';
import { ADMIN_TIME_ZONE } from '../../shared/schemas/admin.schema';
import { type SqlDb, sqlDate, withConnection } from '../../sync-server/db/sql';
import { MEDAL_EMAIL_PAGE_SIZE } from '../../sync-server/modules/admin/medal-emails';
import type { SignedIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signUpAdmin } from './sharing-helpers';

const FROM = '2026-10-01';
const TO = '2026-10-31';
const MEMBERS = 65;
/** Each member earns two catalogue medals in the period; every fifth member's 'wind' e-mail went out. */
const LISTED = MEMBERS * 2;
const SENT = MEMBERS / 5;

let server: TestServer;
let admin: SignedIn;

async function addUser(db: SqlDb, userType: string, name: string): Promise<string> {
  const id = randomUUID();
  const at = sqlDate(db, new Date('2026-09-01T12:00:00Z'));
  await db.run(
    `insert into users (id, email, name, password_hash, user_type, terms_version, terms_accepted_at, created_at)
     values (?, ?, ?, 'x', ?, '1', ?, ?)`,
    [id, `${id}@example.com`, name, userType, at, at],
  );
  return id;
}

const award = (db: SqlDb, userId: string, medalKey: string, at: number) =>
  db.run('insert into medal_awards (user_id, medal_key, earned_at) values (?, ?, ?)', [
    userId,
    medalKey,
    sqlDate(db, new Date(at)),
  ]);

const list = (page?: string) =>
  admin.client.get<AdminMedalEmailsDto>(`${api.adminMedalEmails(FROM, TO)}${page ? `&page=${page}` : ''}`);

describe('medal e-mail list', () => {
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signUpAdmin(server);
    const dayStart = (day: number) => startOfLocalDayMs(addDaysToLocalDate(FROM, day), ADMIN_TIME_ZONE);
    await withConnection(server.em(), async (db) => {
      for (let i = 0; i < MEMBERS; i++) {
        const member = await addUser(db, 'client', `Pessoa ${i}`);
        // Several medals at the same instant: the order falls back on member and medal.
        await award(db, member, 'wind', dayStart(i % 31) + (i % 3) * 1000);
        await award(db, member, 'courage', dayStart(i % 31));
        await award(db, member, 'retired-medal', dayStart(2));
        if (i % 5 === 0)
          await db.run('insert into medal_emails_sent (user_id, medal_key, sent_at) values (?, ?, ?)', [
            member,
            'wind',
            sqlDate(db, new Date()),
          ]);
        // Outside the period: the day before it starts and the first instant after it ends.
        if (i < 3) await award(db, member, 'streak-7', dayStart(0) - 1);
        if (i < 3) await award(db, member, 'streak-30', dayStart(31));
      }
      await award(db, await addUser(db, 'psychologist', 'Dra. Helena'), 'wind', dayStart(3));
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts the whole period and lists one page of it', async () => {
    const first = await list();
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      from: FROM,
      to: TO,
      total: LISTED,
      pending: LISTED - SENT,
      page: 1,
      pageSize: MEDAL_EMAIL_PAGE_SIZE,
    });
    expect(first.body.items).toHaveLength(MEDAL_EMAIL_PAGE_SIZE);
  });

  it('reading every page lists each medal once, oldest first', async () => {
    const seen: AdminMedalEmailsDto['items'] = [];
    for (let page = 1; ; page++) {
      const res = await list(String(page));
      expect(res.status, res.text).toBe(200);
      if (res.body.items.length === 0) break;
      seen.push(...res.body.items);
    }
    expect(seen).toHaveLength(LISTED);
    expect(new Set(seen.map((i) => `${i.userId}:${i.medalKey}`)).size).toBe(LISTED);
    expect(seen.every((i) => i.medalKey === 'wind' || i.medalKey === 'courage')).toBe(true);
    expect(seen.filter((i) => i.alreadySent)).toHaveLength(SENT);
    const instants = seen.map((i) => Date.parse(i.earnedAt));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('a page that is not a whole number from 1 is a 400', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '100000']) expect((await list(page)).status, page).toBe(400);
  });
});
