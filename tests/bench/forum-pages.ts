/**
 * The forum at size (issue 12): 10,000 threads and 200,000 replies on a SQLite file, written by
 * 20 members; then the first page of a category and a thread's page, each asked 200 times by a
 * signed-in member over HTTP on this machine (the round trip bounds the server's time from above).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/knex';
import { communityApi } from '../../shared/community-api';
import { FORUM_CATEGORIES } from '../../shared/domain/community';
import { createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';
import {
  type ForumPostRow,
  ForumPostSchema,
  type ForumThreadRow,
  ForumThreadSchema,
} from '../../sync-server/modules/community/community.entities';
import { medianAndP95 } from './stats';

const ORIGIN = 'http://localhost:3000';
const MEMBERS = 20;
const THREADS = 10_000;
const REPLIES_PER_THREAD = 20;
const REQUESTS = 200;

export interface ForumFigure {
  threads: number;
  replies: number;
  categoryPage: { median: number; p95: number };
  threadPage: { median: number; p95: number };
}

export async function forumPagesBenchmark(): Promise<ForumFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'virada-bench-'));
  const config = {
    ...loadConfig({
      SESSION_KEYS: 'bench',
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      WEB_ROOT: '',
      REGISTER_LIMIT_PER_IP: '100000',
    }),
    logRequests: false,
  };
  const server = await createApp(config);
  const http = await server.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  try {
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signUp(base, i)));
    const threadIds = await seed(
      server.orm.em.fork(),
      members.map((m) => m.id),
    );
    const reader = members[0]!;
    const time = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { Cookie: reader.cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return performance.now() - started;
    };
    const category = (i: number) => FORUM_CATEGORIES[i % FORUM_CATEGORIES.length]!.key;
    for (let i = 0; i < 20; i++) await time(communityApi.forumThreads(category(i)));
    const categoryPage: number[] = [];
    const threadPage: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      categoryPage.push(await time(communityApi.forumThreads(category(i))));
      threadPage.push(await time(communityApi.forumThread(threadIds[(i * 7919) % threadIds.length]!)));
    }
    return {
      threads: THREADS,
      replies: THREADS * REPLIES_PER_THREAD,
      categoryPage: medianAndP95(categoryPage),
      threadPage: medianAndP95(threadPage),
    };
  } finally {
    http.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signUp(base: string, i: number): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({
      email: `forum.${i}@exemplo.com`,
      name: `Membro ${i}`,
      password: 'bench#2026',
      acceptedTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  // Their community profile (pseudonym), made on first use.
  await fetch(`${base}${communityApi.communityMe}`, { headers: { Cookie: cookie } });
  return { id: user.id, cookie };
}

/** Threads spread over the last year, each with its replies, written in batches. */
async function seed(em: EntityManager, authors: string[]): Promise<string[]> {
  const now = Date.now();
  const threadIds: string[] = [];
  for (let start = 0; start < THREADS; start += 500) {
    const threads: ForumThreadRow[] = [];
    const posts: ForumPostRow[] = [];
    for (let t = start; t < Math.min(THREADS, start + 500); t++) {
      const id = randomUUID();
      threadIds.push(id);
      const createdAt = new Date(now - (THREADS - t) * 3_000_000);
      const author = authors[t % authors.length]!;
      threads.push({
        id,
        category: FORUM_CATEGORIES[t % FORUM_CATEGORIES.length]!.key,
        title: `Conversa ${t}`,
        authorId: author,
        status: 'published' as const,
        createdAt,
        lastActivityAt: new Date(createdAt.getTime() + REPLIES_PER_THREAD * 60_000),
        replyCount: REPLIES_PER_THREAD,
      });
      for (let r = 0; r <= REPLIES_PER_THREAD; r++)
        posts.push({
          id: r === 0 ? id : randomUUID(),
          threadId: id,
          authorId: authors[(t + r) % authors.length]!,
          status: 'published' as const,
          text: r === 0 ? 'Abrindo a conversa.' : `Resposta ${r}: um dia de cada vez.`,
          hiddenText: null,
          heldRule: null,
          crisis: false,
          createdAt: new Date(createdAt.getTime() + r * 60_000),
          editedAt: null,
          removedAt: null,
          removedBy: null,
          apoioCount: r % 3,
          reviewedAt: null,
        });
    }
    await em.transactional(async (tx) => {
      await tx.insertMany(ForumThreadSchema, threads);
      for (let i = 0; i < posts.length; i += 1000)
        await tx.insertMany(ForumPostSchema, posts.slice(i, i + 1000));
    });
  }
  return threadIds;
}
