/**
 * Trigger tags on check-ins (issue 10), through real HTTP on the test database (SQLite, or
 * PostgreSQL with DATABASE_URL): stored normalised and pulled back, none for older clients,
 * judged as content on a replay, in the export, and shown to a psychologist within the scopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import type { CheckinDto, HistoryItemDto } from '../../shared/api-types';
import { triggerTexts } from '../../shared/texts/trigger.texts';
import { type SignedIn, signUp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';
import { checkin, push, relapse } from './core-loop-helpers';
import { onEachDatabase, startOn } from './database-variants';
import { share, signUpPsychologist } from './sharing-helpers';

let server: TestServer;
let member: SignedIn;

async function pulled(who: SignedIn): Promise<Map<string, CheckinDto>> {
  const res = await who.client.get(api.syncPull(0));
  expect(res.status, res.text).toBe(200);
  return new Map((res.body.records as CheckinDto[]).map((r) => [r.id, r]));
}

onEachDatabase((database) => {
  beforeAll(async () => {
    server = await startOn(database);
    member = await signUp(server);
  });
  afterAll(() => server?.close());

  describe('check-ins with trigger tags', () => {
    it('stores them normalised and pulls them back; a check-in without tags has none', async () => {
      const tagged = checkin({ tags: ['Chefe  cobrando', 'Tédio', 'futebol', 'tedio'] });
      const plain = checkin();
      const empty = checkin({ tags: [] });
      const results = await push(member.client, [tagged, plain, empty]);
      expect(results.map((r) => r.status)).toEqual(['stored', 'stored', 'stored']);
      const records = await pulled(member);
      expect(records.get(String(tagged.id))?.tags).toEqual(['futebol', 'tedio', 'Chefe cobrando']);
      expect(records.get(String(plain.id))?.tags).toEqual([]);
      expect(records.get(String(empty.id))?.tags).toEqual([]);
    });

    it('POST /api/checkins takes them too and answers the stored record', async () => {
      const body = relapse(1, 20, { tags: ['alcool', 'Bar do Zé'] });
      const res = await member.client.post(api.checkins, body);
      expect(res.status, res.text).toBe(201);
      expect(res.body.record.tags).toEqual(['alcool', 'Bar do Zé']);
    });

    it('a replay with the same tags, in any order, is a duplicate; other tags are a conflict', async () => {
      const original = checkin({ tags: ['estresse', 'Prova amanhã', 'Chuva'] });
      expect((await push(member.client, [original]))[0]?.status).toBe('stored');
      const results = await push(member.client, [
        { ...original, tags: ['Chuva', 'Prova amanhã', 'Estresse'] },
        { ...original, tags: ['estresse', 'Prova amanhã'] },
        { ...original, tags: undefined },
      ]);
      expect(results.map((r) => r.status)).toEqual(['duplicate', 'conflict', 'conflict']);
      // A replay inside one push of what the same push stores is judged the same way.
      const fresh = checkin({ tags: ['solidao'] });
      const again = await push(member.client, [
        fresh,
        { ...fresh, tags: ['solidao'] },
        { ...fresh, tags: [] },
      ]);
      expect(again.map((r) => r.status)).toEqual(['stored', 'duplicate', 'conflict']);
      // An older client's replay of a record it sent without tags is a duplicate.
      const old = checkin();
      await push(member.client, [old]);
      expect((await push(member.client, [{ ...old, tags: [] }]))[0]?.status).toBe('duplicate');
    });

    it.each([
      ['a tag that is not a string', [42], triggerTexts.tagInvalid],
      ['31 characters', ['x'.repeat(31)], triggerTexts.tagTooLong],
      ['6 of the member’s own', ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'], triggerTexts.tooManyTags],
      ['a NUL', ['bar\u0000'], null],
    ])('refuses %s with a pt-BR message and stores nothing', async (_name, tags, message) => {
      const record = checkin({ tags });
      const res = await member.client.post(api.checkins, record);
      expect(res.status, res.text).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      const [result] = await push(member.client, [record]);
      expect(result?.status).toBe('rejected');
      expect((await pulled(member)).has(String(record.id))).toBe(false);
    });

    it('the export lists every check-in with its tags', async () => {
      const res = await member.client.get(api.profileExport);
      expect(res.status, res.text).toBe(200);
      const exported = res.body.checkins as CheckinDto[];
      expect(exported.length).toBeGreaterThan(0);
      expect(exported.every((c) => Array.isArray(c.tags))).toBe(true);
      expect(exported.some((c) => c.tags?.includes('Chefe cobrando'))).toBe(true);
    });

    it('the member’s history shows the tags of relapses and clean days', async () => {
      const res = await member.client.get(api.history(member.user.id));
      expect(res.status, res.text).toBe(200);
      const items = res.body as HistoryItemDto[];
      expect(items.find((i) => i.type === 'relapse')?.tags).toEqual(['alcool', 'Bar do Zé']);
      expect(items.some((i) => i.type === 'other' && i.tags?.includes('Chefe cobrando'))).toBe(true);
    });
  });

  describe('a psychologist reads tags within the scopes', () => {
    it("sees catalogue tags with `checkins`, the member's own words only with `notes` too", async () => {
      const client = await signUp(server);
      await push(client.client, [relapse(2, 50, { tags: ['futebol', 'Grupo do trabalho'] })]);
      const onlyRecords = await signUpPsychologist(server);
      await share(onlyRecords, client, ['checkins']);
      const withNotes = await signUpPsychologist(server);
      await share(withNotes, client, ['checkins', 'notes']);

      const read = async (who: SignedIn) => {
        const list = await who.client.get(api.memberCheckins(client.user.id));
        expect(list.status, list.text).toBe(200);
        const history = await who.client.get(api.history(client.user.id));
        expect(history.status, history.text).toBe(200);
        return {
          checkin: (list.body as CheckinDto[])[0]?.tags,
          history: (history.body as HistoryItemDto[]).find((i) => i.type === 'relapse')?.tags,
        };
      };
      expect(await read(onlyRecords)).toEqual({ checkin: ['futebol'], history: ['futebol'] });
      expect(await read(withNotes)).toEqual({
        checkin: ['futebol', 'Grupo do trabalho'],
        history: ['futebol', 'Grupo do trabalho'],
      });
    });
  });
});
