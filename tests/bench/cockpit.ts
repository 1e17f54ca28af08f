/**
 * The analysis panel's computation (computeInsights) over ten years of daily check-ins, with
 * trigger tags on a third of them and a PGSI retake each year. Each run gets a fresh copy of the
 * check-in array, as the page does after every write (buildMemberFacts filters the rows again),
 * so nothing memoised per array helps it.
 */
import { performance } from 'node:perf_hooks';
import { computeInsights } from '../../shared/domain/insights';
import type { Checkin, MemberFacts } from '../../shared/domain/types';
import { tenYearsOfFacts } from './ingest';
import { medianAndP95 } from './stats';

const TAGS = ['pagamento', 'futebol', 'tedio', 'estresse', 'Trabalho'];

export interface CockpitFigures {
  checkins: number;
  runs: number;
  median: number;
  p95: number;
  /**
   * CPU time of the process per run (ms). Unlike wall time it hardly moves when other processes
   * compete for the cores, so it compares runs made on a busy machine.
   */
  cpuPerRun: number;
}

function tenYearsWithTags(now: Date): MemberFacts {
  const base = tenYearsOfFacts(now);
  const checkins = base.checkins.map(
    (c, i): Checkin => ({ ...c, tags: i % 3 === 0 ? [TAGS[i % 5]!, TAGS[(i + 2) % 5]!] : [] }) as Checkin,
  );
  const first = base.assessments[0]!;
  const assessments = Array.from({ length: 10 }, (_, y) => ({
    ...first,
    id: `pgsi-${y}`,
    completedAt: new Date(Date.parse(first.completedAt) + y * 365 * 86_400_000).toISOString(),
    pgsiAnswers: Array.from({ length: 9 }, (_, q) => (q + y < 9 ? 2 : 0)),
  }));
  return { ...base, checkins, assessments };
}

export function cockpitBenchmark(runs = 200): CockpitFigures {
  const now = new Date();
  const facts = tenYearsWithTags(now);
  const once = () => computeInsights({ ...facts, checkins: facts.checkins.slice() }, now);
  for (let i = 0; i < 20; i++) once();
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    once();
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    checkins: facts.checkins.length,
    runs,
    ...medianAndP95(samples),
    cpuPerRun: (cpu.user + cpu.system) / 1000 / runs,
  };
}
