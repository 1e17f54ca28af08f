/**
 * The medal catalogue (DESIGN.md §4): data in one place, read by the server (which awards) and the
 * web app (which shows provisional awards offline). Medals are earned once and never taken back:
 * rules say which medals a member qualifies for now; the caller awards those not yet held.
 *
 * Community medals (issue 12) count what a member did in the forum and the chat. Those numbers live
 * with the community, not in the member's synced facts: the server counts them when the member
 * posts or gives an "apoio" (and in `medals:recompute`); the offline app never awards them.
 */
import type { AchievementDto } from '../api-types';
import { courseById, isCourseComplete } from './learn';
import { checkinDay, timelineOf } from './progress';
import { compareText, dedupeById, heldMedals, instantMs } from './records';
import type { AwardedMedal, Instant, MedalDefinition, MedalKey, MemberFacts, Progress } from './types';
import { resolveTimeZone } from './zoned';

/** What earns a medal. Data, not code, so the catalogue can be listed, tested and documented. */
export type MedalRule =
  /** bestStreak ≥ days: a relapse never removes it. */
  | { kind: 'streak'; days: number }
  /** moneySaved ≥ cents at some point (held once reached). */
  | { kind: 'savings'; cents: number }
  /** Distinct local days with at least one check-in ≥ days. */
  | { kind: 'checkinDays'; days: number }
  /** At least one relapse recorded: honesty is rewarded, never punished. */
  | { kind: 'relapseRecorded' }
  /** No rule awards it: given once on request (the wind medal). */
  | { kind: 'onRequest' }
  /** A community count (CommunityCounts) ≥ count. */
  | { kind: 'community'; metric: keyof CommunityCounts; count: number }
  /** Every lesson of a course of the library finished (issue 13). */
  | { kind: 'course'; courseId: string };

/** What a member did in the community (issue 12), as the community medals read it. */
export interface CommunityCounts {
  /** Forum threads, replies and chat messages published (held ones do not count until approved). */
  posts: number;
  /** "Apoios" the member gave to other people's posts. */
  apoiosGiven: number;
  /** The member's forum replies that received at least one "apoio". */
  repliesWithApoio: number;
}

export type MedalCategory = 'streak' | 'savings' | 'habit' | 'courage' | 'community' | 'learning' | 'special';

export interface CatalogueMedal extends MedalDefinition {
  category: MedalCategory;
  rule: MedalRule;
}

export const WIND_MEDAL_KEY = 'wind';

const streak = (days: number, icon: string, title: string, description: string): CatalogueMedal => ({
  key: `streak-${days}`,
  icon,
  title,
  description,
  category: 'streak',
  rule: { kind: 'streak', days },
});

const savings = (reais: number, icon: string, title: string, description: string): CatalogueMedal => ({
  key: `savings-${reais}`,
  icon,
  title,
  description,
  category: 'savings',
  rule: { kind: 'savings', cents: reais * 100 },
});

const course = (courseId: string, icon: string, title: string, description: string): CatalogueMedal => ({
  key: `course-${courseId}`,
  icon,
  title,
  description,
  category: 'learning',
  rule: { kind: 'course', courseId },
});

const habit = (days: number, icon: string, title: string, description: string): CatalogueMedal => ({
  key: `checkins-${days}`,
  icon,
  title,
  description,
  category: 'habit',
  rule: { kind: 'checkinDays', days },
});

/** Every medal, in the order the catalogue is shown (within a category, easiest first). */
export const MEDALS: readonly CatalogueMedal[] = Object.freeze([
  {
    key: WIND_MEDAL_KEY,
    icon: '🌪️',
    title: 'Medalha do Vento',
    description: 'Sua primeira medalha: o vento da mudança começou a soprar.',
    category: 'special',
    rule: { kind: 'onRequest' },
  },
  streak(1, '🌱', 'Primeiro Dia', 'Um dia inteiro sem apostar. Todo caminho começa assim.'),
  streak(3, '🌿', 'Três Dias', 'Três dias seguidos sem apostar. Você está criando um novo ritmo.'),
  streak(7, '⭐', 'Uma Semana', 'Uma semana inteira sem apostar. Que conquista!'),
  streak(14, '🌟', 'Duas Semanas', 'Duas semanas sem apostar. Sua força está ficando visível.'),
  streak(30, '🏅', 'Um Mês', 'Um mês sem apostar. Cada dia contou.'),
  streak(60, '🎖️', 'Dois Meses', 'Dois meses sem apostar. Você está reconstruindo sua vida.'),
  streak(90, '🥉', 'Três Meses', 'Três meses sem apostar. Um novo hábito criou raízes.'),
  streak(180, '🥈', 'Seis Meses', 'Seis meses sem apostar. Meio ano de escolhas corajosas.'),
  streak(365, '🏆', 'Um Ano', 'Um ano sem apostar. Uma virada de verdade.'),
  savings(50, '🪙', 'R$ 50 Economizados', 'Você já deixou de perder R$ 50 com apostas.'),
  savings(100, '💵', 'R$ 100 Economizados', 'R$ 100 que continuam com você e com quem você ama.'),
  savings(500, '💰', 'R$ 500 Economizados', 'R$ 500 recuperados para os seus planos.'),
  savings(1000, '🏦', 'R$ 1.000 Economizados', 'Mil reais economizados. Seu futuro agradece.'),
  savings(5000, '💎', 'R$ 5.000 Economizados', 'R$ 5.000 economizados: dinheiro que volta a ser seu.'),
  savings(10000, '👑', 'R$ 10.000 Economizados', 'R$ 10.000 economizados. Uma nova história financeira.'),
  habit(1, '✅', 'Primeiro Check-in', 'Você fez seu primeiro check-in. Olhar para si é um grande passo.'),
  habit(7, '📅', 'Sete Dias de Check-in', 'Sete dias registrando como você está. Constância é cuidado.'),
  habit(
    30,
    '🗓️',
    'Trinta Dias de Check-in',
    'Trinta dias de check-in. Você conhece cada vez melhor seus padrões.',
  ),
  {
    key: 'courage',
    icon: '🦁',
    title: 'Coragem',
    description: 'Você registrou uma recaída com honestidade. Isso exige coragem.',
    category: 'courage',
    rule: { kind: 'relapseRecorded' },
  },
  {
    key: 'community-first-post',
    icon: '💬',
    title: 'Primeira Mensagem',
    description: 'Você compartilhou sua história com a comunidade. Falar ajuda você e quem lê.',
    category: 'community',
    rule: { kind: 'community', metric: 'posts', count: 1 },
  },
  {
    key: 'community-first-apoio',
    icon: '🤝',
    title: 'Primeiro Apoio',
    description: 'Você deu seu primeiro apoio a alguém da comunidade. Apoiar também fortalece.',
    category: 'community',
    rule: { kind: 'community', metric: 'apoiosGiven', count: 1 },
  },
  {
    key: 'community-ten-helpful-replies',
    icon: '🫶',
    title: 'Dez Respostas que Acolheram',
    description: 'Dez respostas suas receberam apoio. Sua experiência está ajudando outras pessoas.',
    category: 'community',
    rule: { kind: 'community', metric: 'repliesWithApoio', count: 10 },
  },
  course(
    'primeiros-30-dias',
    '🧭',
    'Curso: Os Primeiros 30 Dias',
    'Você concluiu o curso dos primeiros 30 dias. Agora você tem um mapa para o caminho.',
  ),
  course(
    'dinheiro-e-dividas',
    '📒',
    'Curso: Dinheiro e Dívidas',
    'Você concluiu o curso sobre dinheiro e dívidas. Olhar para os números é um ato de coragem.',
  ),
  course(
    'quando-a-vontade-aparece',
    '🌊',
    'Curso: Quando a Vontade Aparece',
    'Você concluiu o curso sobre a vontade. Agora você sabe que ela vem como onda e passa.',
  ),
]);

const byKey = new Map<MedalKey, CatalogueMedal>(MEDALS.map((m) => [m.key, m]));
const orderOf = new Map<MedalKey, number>(MEDALS.map((m, i) => [m.key, i]));

/** The catalogue entry for a key, or undefined for a key we do not (or no longer) define. */
export function medalByKey(key: MedalKey): CatalogueMedal | undefined {
  return byKey.get(key);
}

/**
 * Distinct local days with at least one check-in (relapses included: showing up is the habit).
 * With `atMost`, counting stops there: the rules only ask whether a threshold is reached, and a
 * member of ten years has thousands of days to count on every write.
 */
export function checkinDayCount(
  facts: MemberFacts,
  progress?: Progress,
  atMost = Number.POSITIVE_INFINITY,
): number {
  const tl = progress && timelineOf(progress);
  const timeZone = tl ? tl.timeZone : resolveTimeZone(facts.timezone);
  const days = new Set<string>();
  for (const c of tl ? tl.checkins : dedupeById(facts.checkins)) {
    if (days.size >= atMost) break;
    const day = checkinDay(c, timeZone);
    if (day !== null) days.add(day);
  }
  return days.size;
}

/** The most check-in days any rule asks for: counting further cannot change a rule's answer. */
const HABIT_DAYS_MAX = Math.max(
  0,
  ...MEDALS.flatMap((m) => (m.rule.kind === 'checkinDays' ? [m.rule.days] : [])),
);

/** Whether a rule holds for these numbers. */
export function ruleHolds(
  rule: MedalRule,
  progress: Progress,
  counts: { checkinDays: number; relapses: number },
): boolean {
  switch (rule.kind) {
    case 'streak':
      return progress.bestStreak >= rule.days;
    case 'savings':
      return progress.moneySavedCents >= rule.cents;
    case 'checkinDays':
      return counts.checkinDays >= rule.days;
    case 'relapseRecorded':
      return counts.relapses >= 1;
    case 'onRequest':
      return false;
    // Counted by the server apart from the member's facts (communityMedalKeys, courseMedalKeys).
    case 'community':
    case 'course':
      return false;
  }
}

/** The community medals these counts earn, in catalogue order. */
export function communityMedalKeys(counts: CommunityCounts): MedalKey[] {
  return MEDALS.flatMap((m) =>
    m.rule.kind === 'community' && counts[m.rule.metric] >= m.rule.count ? [m.key] : [],
  );
}

/** The course medals earned by these finished lessons, in catalogue order. */
export function courseMedalKeys(doneLessons: ReadonlySet<string>): MedalKey[] {
  return MEDALS.flatMap((m) => {
    if (m.rule.kind !== 'course') return [];
    const finished = courseById(m.rule.courseId);
    return finished && isCourseComplete(finished, doneLessons) ? [m.key] : [];
  });
}

/**
 * Keys whose rule holds now, in catalogue order. The caller awards those not yet held; medals are
 * never removed, so a key missing here that the member holds stays held. Never includes 'wind'.
 */
export function earnedMedalKeys(facts: MemberFacts, progress: Progress): MedalKey[] {
  const counts = {
    checkinDays: checkinDayCount(facts, progress, HABIT_DAYS_MAX),
    relapses: progress.relapseCount,
  };
  return MEDALS.filter((m) => ruleHolds(m.rule, progress, counts)).map((m) => m.key);
}

/**
 * The medals to add: earned now and not held yet, stamped `earnedAt`. Also what the offline app uses
 * for provisional awards (the server's awards replace them on the next pull).
 */
export function newlyEarnedMedals(facts: MemberFacts, progress: Progress, earnedAt: Instant): AwardedMedal[] {
  const held = new Set(facts.medals.map((m) => m.key));
  return earnedMedalKeys(facts, progress)
    .filter((key) => !held.has(key))
    .map((key) => ({ key, earnedAt }));
}

/** Newest first; awards at the same instant show the later catalogue entry (the harder medal) first. */
export function compareAwardsNewestFirst(a: AwardedMedal, b: AwardedMedal): number {
  const am = instantMs(a.earnedAt);
  const bm = instantMs(b.earnedAt);
  const at = Number.isNaN(am) ? Number.NEGATIVE_INFINITY : am;
  const bt = Number.isNaN(bm) ? Number.NEGATIVE_INFINITY : bm;
  if (at !== bt) return bt - at;
  const ao = orderOf.get(a.key) ?? -1;
  const bo = orderOf.get(b.key) ?? -1;
  return bo - ao || compareText(b.key, a.key);
}

/** Held medals as achievements (spec §3: icon, title, description, earnedAt), newest first. Unknown keys are skipped. */
export function toAchievements(held: readonly AwardedMedal[], limit?: number): AchievementDto[] {
  const sorted = heldMedals(held)
    .filter((m) => byKey.has(m.key))
    .sort(compareAwardsNewestFirst);
  const items = limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit));
  return items.map((m) => {
    const def = byKey.get(m.key)!;
    return {
      key: m.key,
      icon: def.icon,
      title: def.title,
      description: def.description,
      earnedAt: m.earnedAt,
    };
  });
}
