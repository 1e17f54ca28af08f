import { beforeEach, describe, expect, it } from 'vitest';
import { queueCommunityPost } from '../../../web/data/community-writes';
import { db } from '../../../web/data/db';
import { ALICE, engineFor, fakeFetch, pushAnswer, resetDb } from './sync-test-kit';

beforeEach(resetDb);

type WireRecord = Record<string, unknown>;
const recordsOf = (body: unknown) => (body as { records: WireRecord[] }).records;

const reply = () => ({
  id: crypto.randomUUID(),
  threadId: crypto.randomUUID(),
  category: null,
  title: null,
  text: 'Escrevi sem sinal, no ônibus.',
});

describe('forum posts written offline (the community-post kind)', () => {
  it('a reply waits on the device, goes out once in the push and leaves the device once published', async () => {
    const input = reply();
    const row = await queueCommunityPost(ALICE, input);
    expect(row).toMatchObject({ syncState: 'pending', userId: ALICE });
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));

    expect(await engineFor(fetch).flushOutbox(ALICE)).toEqual({ outcome: 'done', pending: 0 });

    expect(sent).toHaveLength(1);
    expect(recordsOf(sent[0]!.body)).toEqual([
      { type: 'community-post', id: input.id, threadId: input.threadId, text: input.text },
    ]);
    expect(await db.communityPosts.get(input.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a new thread carries its category and title', async () => {
    const input = { ...reply(), threadId: null, category: 'conquistas', title: 'Uma semana' };
    await queueCommunityPost(ALICE, input);
    const { fetch, sent } = fakeFetch(pushAnswer('stored'));
    await engineFor(fetch).flushOutbox(ALICE);
    expect(recordsOf(sent[0]!.body)[0]).toEqual({
      type: 'community-post',
      id: input.id,
      threadId: null,
      category: 'conquistas',
      title: 'Uma semana',
      text: input.text,
    });
  });

  it('a refusal keeps the text with the server’s reason for its author', async () => {
    const input = reply();
    await queueCommunityPost(ALICE, input);
    const reason = 'Sua participação na comunidade está pausada pela moderação.';
    await engineFor(fakeFetch(pushAnswer('rejected', reason)).fetch).flushOutbox(ALICE);
    expect(await db.communityPosts.get(input.id)).toMatchObject({
      syncState: 'rejected',
      syncMessage: reason,
      text: input.text,
    });
  });
});
