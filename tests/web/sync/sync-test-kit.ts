import type { DashboardDto } from '../../../shared/api-types';
import { db } from '../../../web/data/db';
import { SyncEngine, type SyncEngineOptions } from '../../../web/sync/sync-engine';

export const ALICE = 'user-alice';
export const BOB = 'user-bob';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = Response | Error | ((req: SentRequest) => Response | Error);

/**
 * A fetch double: answers in order from `answers` (the last one repeats) and records what was
 * sent. An Error answer makes fetch reject, as a dropped connection does.
 */
export function fakeFetch(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  let i = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    sent.push(req);
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    const value = typeof answer === 'function' ? answer(req) : answer;
    if (value instanceof Error) throw value;
    return value.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** A push reply giving every record of the request the same status. */
export function pushAnswer(status: 'stored' | 'duplicate' | 'conflict' | 'rejected', message?: string) {
  return (req: SentRequest) => {
    const records = (req.body as { records: { id: string }[] }).records;
    return Response.json({ results: records.map((r) => ({ id: r.id, status, message })) });
  };
}

export function engineFor(
  fetch: typeof globalThis.fetch,
  signedIn: () => string | null = () => ALICE,
  postToWorker: SyncEngineOptions['postToWorker'] = () => undefined,
) {
  return new SyncEngine({ db, fetch, signedInUserId: signedIn, retryBaseMs: 60_000, postToWorker });
}

export async function resetDb(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}

export function summaryFor(userId: string, patch: Partial<DashboardDto> = {}): DashboardDto {
  return {
    user: { id: userId, name: 'Alice' },
    daysSinceStart: 10,
    journeyStart: '2026-01-01T12:00:00.000Z',
    streakStartTime: '2026-01-01T12:00:00.000Z',
    currentStreak: 10,
    bestStreak: 10,
    moneySaved: 100,
    averageDailySpend: 10,
    recentAchievements: [],
    assessment: {
      daysPerWeek: 3,
      weeklySpending: 70,
      completedAt: '2026-01-01T12:00:00.000Z',
      pgsiScore: null,
    },
    goal: null,
    thisWeek: { bettingDays: 0, spent: 0, weekStart: '2026-01-04' },
    ...patch,
  };
}

export const checkinInput = (
  patch: Partial<Parameters<typeof import('../../../web/data/member-writes').recordCheckin>[1]> = {},
) => ({
  date: '2026-01-05',
  hadRelapse: false,
  amountSpentCents: 0,
  mood: 3 as const,
  notes: null,
  ...patch,
});
