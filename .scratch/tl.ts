import { randomUUID } from 'node:crypto';
import { computeProgress } from '../shared/domain/progress';
import { earnedMedalKeys } from '../shared/domain/medals';
import { markUniqueById } from '../shared/domain/records';
const DAY = 86400000;
const now = new Date();
const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
function mk(n: number) {
  const out: any[] = [];
  for (let i = 0; i < n; i++) {
    const relapse = Math.random() < 0.1;
    const o = { userId: 'u', id: randomUUID(), deviceId: null, date: new Date(base - Math.floor(Math.random() * 3650) * DAY).toISOString().slice(0, 10),
      recordedAt: now.toISOString(), receivedAt: now.toISOString(), hadRelapse: relapse, amountSpentCents: relapse ? 1234 : 0, mood: 3, notes: null, version: i };
    if (process.env.POLY && i % 2) { const { version, ...rest } = o; out.push({ ...rest, version }); } else out.push(o);
  }
  return out;
}
const checkins = markUniqueById(mk(600));
const facts: any = { timezone: 'America/Sao_Paulo', accountCreatedAt: new Date(base - 4000 * DAY).toISOString(),
  assessments: [{ id: 'a', completedAt: new Date(base - 4000 * DAY).toISOString(), daysPerWeek: 3, weeklySpendingCents: 15000, pgsiAnswers: null }], goals: [], checkins, medals: [] };
for (let i = 0; i < 2000; i++) earnedMedalKeys(facts, computeProgress(facts, now));
const t0 = performance.now();
const N = 5000;
for (let i = 0; i < N; i++) earnedMedalKeys(facts, computeProgress(facts, now));
console.log('per recompute µs', ((performance.now() - t0) / N * 1000).toFixed(1));
