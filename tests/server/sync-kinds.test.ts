/**
 * The sync engine over the declared kinds (issue 10): mixed-kind pushes, the diary's
 * last-writer-wins rules with tombstones, owners, the cursor pull of every kind, bad input,
 * export, deletion and the `diary` sharing scope. On both databases:
 *
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server tests/server/sync-kinds.test.ts
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { JournalEntryDto } from '../../shared/schemas/journal.schema';
import { SYNC_KINDS } from '../../shared/sync/kinds';
import { errorTexts } from '../../shared/texts/error.texts';
import { journalTexts } from '../../shared/texts/journal.texts';
import { triggerTexts } from '../../shared/texts/trigger.texts';
import { CheckinSchema } from '../../sync-server/modules/checkins/checkin.entity';
import { JournalEntrySchema } from '../../sync-server/modules/journal/journal.entity';
import { SERVER_KINDS } from '../../sync-server/modules/sync/kinds';
import { signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { checkin, daysAgo, today } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';
import { share, signUpPsychologist } from './sharing-helpers';
import { journal, pull, pushAny } from './sync-kinds-helpers';

let server: TestServer;

const content = (e: Record<string, unknown>) => ({
  date: e.date,
  title: e.title,
  text: e.text,
  mood: e.mood,
  tags: e.tags,
});
const journalRows = (userId: string) =>
  server.em().find(JournalEntrySchema, { userId }, { orderBy: { id: 'asc' } });

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
  });
  afterAll(() => server?.close());

  describe('the declarations', () => {
    it('every kind declared in shared/ has its server side, once', () => {
      expect(SERVER_KINDS.map((k) => k.declaration)).toEqual([...SYNC_KINDS]);
    });
  });

  describe('POST /api/sync/push with mixed kinds', () => {
    it('answers each record in the original order; an unknown type is rejected alone', async () => {
      const { client, user } = await signUp(server);
      const records = [
        { type: 'checkin', ...checkin() },
        journal(),
        { type: 'curso', id: randomUUID(), lesson: 3 },
        journal({ title: null, mood: null, tags: [] }),
        { type: 'checkin', ...checkin({ mood: 2 }) },
      ];
      const results = await pushAny(client, records);
      expect(results.map((r) => [r.id, r.status])).toEqual(
        records.map((r, i) => [r.id, i === 2 ? 'rejected' : 'stored']),
      );
      expect(results[2]).toEqual({
        id: records[2]!.id,
        status: 'rejected',
        code: 'unknown-record-type',
        message: errorTexts['unknown-record-type'],
      });
      // Check-ins answer as before; diary entries also say their version.
      expect(results[0]).toEqual({ id: records[0]!.id, status: 'stored' });
      expect(results[1]!.version).toEqual(expect.any(Number));
      expect(results[3]!.version).toBeGreaterThan(results[1]!.version!);
      expect(await server.em().count(CheckinSchema, { userId: user.id })).toBe(2);
      expect(await journalRows(user.id)).toHaveLength(2);
    });

    it('a batch of unknown types only stores nothing and answers each', async () => {
      const { client, user } = await signUp(server);
      // (A `type` that is not a short token makes the whole push a 400, as before.)
      const results = await pushAny(client, [
        { type: 'forum', id: 'a' },
        { type: 'CHECKIN', id: 'b' },
        { type: 'x' },
      ]);
      expect(results.map((r) => [r.id, r.code])).toEqual([
        ['a', 'unknown-record-type'],
        ['b', 'unknown-record-type'],
        ['', 'unknown-record-type'],
      ]);
      expect(await journalRows(user.id)).toEqual([]);
    });

    it('a journal write takes the member’s next version, after the check-ins before it', async () => {
      const { client } = await signUp(server);
      await pushAny(client, [{ type: 'checkin', ...checkin() }]);
      const { cursor } = await pull(client);
      const [stored] = await pushAny(client, [journal()]);
      expect(stored!.version).toBeGreaterThan(cursor);
      const later = await pull(client, cursor);
      expect(later.records.map((r) => r.type)).toEqual(['journal']);
      expect(later.cursor).toBeGreaterThanOrEqual(stored!.version!);
    });
  });

  describe('diary entries: last writer wins with a version', () => {
    it('an edit of the stored version is stored at the next version; a replay is a duplicate', async () => {
      const { client, user } = await signUp(server);
      const entry = journal();
      const [created] = await pushAny(client, [entry]);
      const edit = { ...entry, baseVersion: created!.version, text: 'Reescrevi com calma.' };
      const [edited] = await pushAny(client, [edit]);
      expect(edited).toEqual({ id: entry.id, status: 'stored', version: expect.any(Number) });
      expect(edited!.version).toBeGreaterThan(created!.version!);
      // The answer was lost: the device sends the same edit again, on the version it knew.
      expect(await pushAny(client, [edit], 'device-2')).toEqual([
        { id: entry.id, status: 'duplicate', version: edited!.version },
      ]);
      // Unchanged content on the current version: nothing to store either.
      expect(await pushAny(client, [{ ...edit, baseVersion: edited!.version }])).toEqual([
        { id: entry.id, status: 'duplicate', version: edited!.version },
      ]);
      const [row] = await journalRows(user.id);
      expect(row).toMatchObject({ text: 'Reescrevi com calma.', version: edited!.version, deleted: false });
    });

    it('an edit made on an old version is a conflict answered with the server’s copy', async () => {
      const { client } = await signUp(server);
      const entry = journal();
      const [created] = await pushAny(client, [entry]);
      const [first] = await pushAny(client, [
        { ...entry, baseVersion: created!.version, text: 'Versão do celular' },
      ]);
      const [late] = await pushAny(client, [
        { ...entry, baseVersion: created!.version, text: 'Versão do notebook' },
      ]);
      expect(late).toEqual({
        id: entry.id,
        status: 'conflict',
        code: 'edit-conflict',
        message: errorTexts['edit-conflict'],
        current: {
          type: 'journal',
          id: entry.id,
          version: first!.version,
          deleted: false,
          ...content(entry),
          text: 'Versão do celular',
          recordedAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
    });

    it('judges a repeated id inside one batch against what the records before it left', async () => {
      const { client } = await signUp(server);
      const entry = journal();
      const results = await pushAny(client, [
        entry,
        entry,
        { ...entry, text: 'outro texto, feito na versão 0' },
        { ...entry, deleted: true },
        { ...entry, text: 'depois de apagada' },
      ]);
      expect(results.map((r) => r.status)).toEqual(['stored', 'duplicate', 'conflict', 'stored', 'conflict']);
      expect(results[1]!.version).toBe(results[0]!.version);
      expect(results[4]!.current).toEqual({
        type: 'journal',
        id: entry.id,
        version: results[3]!.version,
        deleted: true,
        updatedAt: expect.any(String),
      });
    });

    it('a deletion beats every older edit, keeps no content, and an edit of it is a conflict', async () => {
      const { client, user } = await signUp(server);
      const entry = journal({ text: 'texto que deve sumir' });
      const [created] = await pushAny(client, [entry]);
      const [edited] = await pushAny(client, [{ ...entry, baseVersion: created!.version, text: 'editado' }]);
      // Made on the first version, offline, by another device: it wins anyway.
      const [deleted] = await pushAny(client, [
        { type: 'journal', id: entry.id, baseVersion: created!.version, deleted: true },
      ]);
      expect(deleted).toEqual({ id: entry.id, status: 'stored', version: expect.any(Number) });
      expect(deleted!.version).toBeGreaterThan(edited!.version!);
      const [row] = await journalRows(user.id);
      expect(row).toMatchObject({
        deleted: true,
        date: null,
        title: null,
        text: null,
        mood: null,
        tags: null,
      });
      const tombstone = {
        type: 'journal',
        id: entry.id,
        version: deleted!.version,
        deleted: true,
        updatedAt: expect.any(String),
      };
      // An edit made before the device heard of the deletion: the tombstone comes back.
      const [late] = await pushAny(client, [
        { ...entry, baseVersion: edited!.version, text: 'ainda editando' },
      ]);
      expect(late).toEqual({
        id: entry.id,
        status: 'conflict',
        code: 'record-deleted',
        message: errorTexts['record-deleted'],
        current: tombstone,
      });
      // Deleting again is a replay.
      expect(await pushAny(client, [{ ...entry, baseVersion: 0, deleted: true }])).toEqual([
        { id: entry.id, status: 'duplicate', version: deleted!.version },
      ]);
      const pulled = (await pull(client)).records.filter((r) => r.id === entry.id);
      expect(pulled).toEqual([tombstone]);
      expect(JSON.stringify(pulled)).not.toContain('texto que deve sumir');
    });

    it('a deletion of an entry the server never had is stored as a tombstone', async () => {
      const { client } = await signUp(server);
      const entry = journal();
      const [gone] = await pushAny(client, [{ ...entry, deleted: true }]);
      expect(gone!.status).toBe('stored');
      // The create, queued earlier on that device, arrives after: the deletion stands.
      expect((await pushAny(client, [entry]))[0]).toMatchObject({
        status: 'conflict',
        code: 'record-deleted',
      });
    });

    it('two devices editing one entry offline converge on both and on the server', async () => {
      const { client } = await signUp(server);
      const entry = journal();
      const [created] = await pushAny(client, [entry], 'phone');
      // Both devices pulled version v, then went offline and edited.
      const phoneEdit = { ...entry, baseVersion: created!.version, text: 'do celular', mood: 2 };
      const laptopEdit = { ...entry, baseVersion: created!.version, text: 'do notebook', tags: ['tedio'] };
      const [phone] = await pushAny(client, [phoneEdit], 'phone');
      const [laptop] = await pushAny(client, [laptopEdit], 'laptop');
      expect(phone!.status).toBe('stored');
      expect(laptop!.status).toBe('conflict');
      // The member sees both on the laptop and keeps a merge of the two: an edit of the current.
      const merged = {
        ...laptopEdit,
        baseVersion: laptop!.current!.version,
        text: 'do celular e do notebook',
      };
      const [resolved] = await pushAny(client, [merged], 'laptop');
      expect(resolved!.status).toBe('stored');
      // The phone pulls from where it was and takes the server's copy.
      const onPhone = (await pull(client, phone!.version)).records.find((r) => r.id === entry.id);
      const onServer = (await pull(client)).records.find((r) => r.id === entry.id);
      expect(onPhone).toEqual(onServer);
      expect(onServer).toMatchObject({
        version: resolved!.version,
        text: 'do celular e do notebook',
        tags: ['tedio'],
      });
    });
  });

  describe('owners', () => {
    it('ids are per member: the same id under another session is that member’s own entry', async () => {
      const a = await signUp(server);
      const b = await signUp(server);
      const entry = journal({ text: 'texto da Ana' });
      await pushAny(a.client, [entry]);
      // B sends A's id, as a new entry and as a deletion: only B's own entry changes.
      const [mine] = await pushAny(b.client, [{ ...entry, text: 'texto do Bruno' }]);
      expect(mine!.status).toBe('stored');
      expect(
        (await pushAny(b.client, [{ ...entry, baseVersion: mine!.version, deleted: true }]))[0]!.status,
      ).toBe('stored');
      expect(await journalRows(a.user.id)).toEqual([
        expect.objectContaining({ text: 'texto da Ana', deleted: false }),
      ]);
      expect((await pull(a.client)).records).toEqual([
        expect.objectContaining({ id: entry.id, text: 'texto da Ana' }),
      ]);
    });

    it('a record written for another member (replayed under this session) is refused', async () => {
      const a = await signUp(server);
      const b = await signUp(server);
      const entry = journal({ userId: a.user.id });
      expect(await pushAny(b.client, [entry, { ...entry, deleted: true }])).toEqual([
        { id: entry.id, status: 'rejected', code: 'not-owner', message: errorTexts['not-owner'] },
        { id: entry.id, status: 'rejected', code: 'not-owner', message: errorTexts['not-owner'] },
      ]);
      expect(await journalRows(b.user.id)).toEqual([]);
      expect((await pushAny(a.client, [entry]))[0]!.status).toBe('stored');
    });
  });

  describe('GET /api/sync/pull of every kind', () => {
    it('returns both kinds after the cursor, each with its type, in version order', async () => {
      const { client } = await signUp(server);
      const c1 = checkin({ date: daysAgo(1) });
      const j1 = journal({ date: daysAgo(1) });
      await pushAny(client, [{ type: 'checkin', ...c1 }, j1]);
      const first = await pull(client);
      expect(first.reset).toBe(true);
      // One push of two kinds: each kind is written by its own path (check-ins by the group
      // commit), so which takes the lower version is not part of the contract; the order of the
      // pull is (asserted below).
      expect(first.records.map((r) => [r.type, r.id])).toEqual(
        expect.arrayContaining([
          ['checkin', c1.id],
          ['journal', j1.id],
        ]),
      );
      expect(first.records).toHaveLength(2);
      expect(first.records.map((r) => r.version)).toEqual(
        [...first.records.map((r) => r.version)].sort((x, y) => x - y),
      );
      expect(first.records.find((r) => r.type === 'journal')).toEqual({
        type: 'journal',
        id: j1.id,
        version: expect.any(Number),
        deleted: false,
        ...content(j1),
        recordedAt: j1.recordedAt,
        updatedAt: expect.any(String),
      });
      const j2 = journal();
      const c2 = checkin();
      await pushAny(client, [j2, { type: 'checkin', ...c2 }]);
      const next = await pull(client, first.cursor);
      expect(next.reset).toBe(false);
      expect(next.records.map((r) => [r.type, r.id])).toEqual(
        expect.arrayContaining([
          ['journal', j2.id],
          ['checkin', c2.id],
        ]),
      );
      expect(next.records).toHaveLength(2);
      const versions = next.records.map((r) => r.version);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
      expect(Math.min(...versions)).toBeGreaterThan(first.cursor);
      expect((await pull(client, next.cursor)).records).toEqual([]);
    });
  });

  describe('bad input is rejected per record in pt-BR, the rest stored', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'text over 10,000 characters',
        { text: 'a'.repeat(10_001) },
        'validation-failed',
        journalTexts.textTooLong,
      ],
      ['a date after today', { date: daysAgo(-1) }, 'date-in-future', errorTexts['date-in-future']],
      ['a date before 2000', { date: '1999-12-31' }, 'validation-failed', journalTexts.dateInvalid],
      ['a tag that is not a string', { tags: ['tedio', 7] }, 'validation-failed', triggerTexts.tagInvalid],
      [
        'too many tags of the member’s own',
        { tags: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis'] },
        'validation-failed',
        triggerTexts.tooManyTags,
      ],
      ['empty text', { text: '   ' }, 'validation-failed', journalTexts.textRequired],
      ['mood 6', { mood: 6 }, 'validation-failed', journalTexts.moodInvalid],
      ['a negative base version', { baseVersion: -1 }, 'validation-failed', journalTexts.versionInvalid],
    ];

    it.each(cases)('%s', async (_what, overrides, code, message) => {
      const { client, user } = await signUp(server);
      const bad = journal(overrides);
      const good = journal();
      const results = await pushAny(client, [bad, good]);
      expect(results[0]).toMatchObject({ id: bad.id, status: 'rejected', code, message });
      expect(results[1]!.status).toBe('stored');
      expect((await journalRows(user.id)).map((r) => r.id)).toEqual([good.id]);
    });

    it('POST /api/checkins is unchanged: a check-in with a tag that is not a string is a 400 in pt-BR', async () => {
      const { client, user } = await signUp(server);
      const res = await client.post(api.checkins, checkin({ tags: [7] }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation-failed', message: triggerTexts.tagInvalid });
      const diary = await client.post(api.checkins, journal());
      expect(diary.status).toBe(400);
      expect(await server.em().count(CheckinSchema, { userId: user.id })).toBe(0);
    });
  });

  describe('export and deletion over the declarations', () => {
    it('the export holds the diary under its exportKey, a deleted entry without its content', async () => {
      const { client } = await signUp(server);
      const kept = journal({ text: 'guardado' });
      const gone = journal({ text: 'apagado depois' });
      await pushAny(client, [kept, gone, { type: 'checkin', ...checkin() }]);
      await pushAny(client, [{ ...gone, deleted: true }]);
      const data = (await client.get(api.profileExport)).body;
      const entries = data.journalEntries as JournalEntryDto[];
      expect(entries).toEqual([
        expect.objectContaining({ id: kept.id, deleted: false, text: 'guardado', tags: kept.tags }),
        {
          type: 'journal',
          id: gone.id,
          version: expect.any(Number),
          deleted: true,
          updatedAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(data)).not.toContain('apagado depois');
      expect(data.checkins).toHaveLength(1);
    });

    it('deleting the account removes every kind’s rows', async () => {
      const member = await signUp(server);
      await pushAny(member.client, [
        journal(),
        { type: 'checkin', ...checkin() },
        {
          type: 'community-post',
          id: crypto.randomUUID(),
          threadId: null,
          category: 'conquistas',
          title: 'Um mês',
          text: 'Um mês sem apostar.',
        },
      ]);
      const res = await member.client.post(api.profileDelete, { password: member.password });
      expect(res.status).toBe(204);
      for (const kind of SERVER_KINDS) {
        const owner = kind.ownerColumn ?? 'user_id';
        const rows = await server
          .em()
          .execute(`select * from ${kind.table} where ${owner} = ?`, [member.user.id], 'all');
        expect(rows, kind.table).toEqual([]);
      }
    });

    it('the foreign key takes the diary with the user row too (cascade)', async () => {
      const member = await signUp(server);
      await pushAny(member.client, [journal(), journal()]);
      const em = server.em();
      await em.execute('delete from sessions where user_id = ?', [member.user.id], 'run');
      await em.execute('delete from users where id = ?', [member.user.id], 'run');
      expect(await journalRows(member.user.id)).toEqual([]);
    });
  });

  describe('the diary scope', () => {
    it('a psychologist reads the diary only under the scope, each read in the member’s access log', async () => {
      const member = await signUp(server);
      const recent = journal({ date: daysAgo(2), text: 'Página recente' });
      const old = journal({ date: daysAgo(120), text: 'Página antiga' });
      const deleted = journal({ date: daysAgo(1), text: 'Página apagada' });
      await pushAny(member.client, [recent, old, deleted, journal({ date: today(), text: 'Hoje' })]);
      await pushAny(member.client, [{ ...deleted, deleted: true }]);

      const without = await signUpPsychologist(server);
      await share(without, member, ['progress', 'checkins', 'notes']);
      const plain = await without.client.get(api.psychologistClient(member.user.id));
      expect(plain.status).toBe(200);
      expect(plain.body.diary).toBeNull();

      const reader = await signUpPsychologist(server);
      await share(reader, member, ['diary']);
      const summary = await reader.client.get(api.psychologistClient(member.user.id));
      expect(summary.status).toBe(200);
      expect(summary.body.diary.map((e: JournalEntryDto & { text: string }) => e.text)).toEqual([
        'Hoje',
        'Página recente',
      ]);
      expect(summary.body.currentStreak).toBeNull();
      // The client list never carries diary entries.
      const overview = await reader.client.get(api.psychologistOverview);
      expect(overview.body.clients[0].diary).toBeUndefined();

      const log = (await member.client.get(api.sharingAudit)).body as {
        resource: string;
        actorName: string;
      }[];
      const diaryReads = log.filter((e) => e.resource === 'diary');
      expect(diaryReads).toHaveLength(1);
      expect(log.filter((e) => e.resource === 'client-summary').length).toBeGreaterThanOrEqual(2);
    });
  });
});
