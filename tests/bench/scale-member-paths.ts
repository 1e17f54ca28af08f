/**
 * Issue 18, part 6: a member's own paths (dashboard, pull, history) and the psychologist's client
 * list at BENCH_SCALE_MEMBERS members over the same on a small seeded database. Member n's records
 * are a function of n alone (demo:seed-scale), so the same members read the same rows on both
 * databases: only the size of the tables around them differs. Requests alternate between the two
 * databases, so the machine's load drifts over both alike.
 */
import { api } from '../../shared/api';
import { type ScaleApps, type ScaleClient, scaleDatabase, scaleMembers, startScaleApps } from './scale-db';
import { medianAndP95 } from './stats';

/** The small database's size. */
export const SMALL_SCALE_MEMBERS = 200;
/** Members read, each with a year of daily check-ins (every tenth member). */
const MEMBERS_READ = [10, 50, 90, 130, 170];
const WARM_UP = 20;
const ROUNDS = 200;

export interface PathFigure {
  path: string;
  small: { median: number; p95: number };
  large: { median: number; p95: number };
  /** large p95 / small p95. */
  ratio: number;
}

export interface ScaleMemberPathsResult {
  members: number;
  smallMembers: number;
  reused: boolean;
  rounds: number;
  paths: PathFigure[];
}

interface Side {
  apps: ScaleApps;
  members: ScaleClient[];
  psychologist: ScaleClient;
}

async function openSide(url: string): Promise<Side> {
  const apps = await startScaleApps(url);
  const members = [];
  for (const n of MEMBERS_READ) members.push(await apps.member(n));
  return { apps, members, psychologist: await apps.psychologist(1) };
}

/** One timed request; a failed answer is an error, not a fast sample. */
async function timedGet(client: ScaleClient, path: string): Promise<number> {
  const started = performance.now();
  const res = await client.get(path);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return ms;
}

const PATHS: { path: string; request: (side: Side, round: number) => [ScaleClient, string] }[] = [
  {
    path: 'GET /api/dashboard/:id',
    request: (s, i) => {
      const m = s.members[i % s.members.length]!;
      return [m, api.dashboard(m.userId)];
    },
  },
  {
    path: 'GET /api/sync/pull?cursor=0 (a year of check-ins)',
    request: (s, i) => [s.members[i % s.members.length]!, api.syncPull(0)],
  },
  {
    path: 'GET /api/history/:id',
    request: (s, i) => {
      const m = s.members[i % s.members.length]!;
      return [m, api.history(m.userId)];
    },
  },
  {
    path: 'GET /api/psychologist/overview (20 clients)',
    request: (s) => [s.psychologist, api.psychologistOverview],
  },
];

export async function scaleMemberPathsBenchmark(): Promise<ScaleMemberPathsResult> {
  const members = scaleMembers();
  const small = await scaleDatabase({ members: SMALL_SCALE_MEMBERS });
  const large = await scaleDatabase({ members });
  const sides = [await openSide(small.url), await openSide(large.url)] as const;
  try {
    const paths: PathFigure[] = [];
    for (const { path, request } of PATHS) {
      const samples: [number[], number[]] = [[], []];
      for (let i = 0; i < WARM_UP + ROUNDS; i++) {
        for (const s of [0, 1] as const) {
          const ms = await timedGet(...request(sides[s], i));
          if (i >= WARM_UP) samples[s].push(ms);
        }
      }
      const smallFigure = medianAndP95(samples[0]);
      const largeFigure = medianAndP95(samples[1]);
      paths.push({ path, small: smallFigure, large: largeFigure, ratio: largeFigure.p95 / smallFigure.p95 });
    }
    return { members, smallMembers: SMALL_SCALE_MEMBERS, reused: large.reused, rounds: ROUNDS, paths };
  } finally {
    for (const side of sides) await side.apps.close();
  }
}
