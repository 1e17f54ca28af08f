import { formatBRL } from '../domain/money';

/**
 * The analysis panel's sentences (issue 10, /dashboard-cockpit). Each one states what the
 * member's own records show, in plain words, and never judges: a pattern is something to look at
 * with care, not a fault. The rules in shared/domain/insights*.ts decide when the data is enough
 * for a sentence; these only word it.
 */

/** 0 = Sunday, as the weekday counts are ordered. */
export const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;
/** "nas sextas-feiras", with the article each day takes. */
const WEEKDAY_PLURAL = [
  'nos domingos',
  'nas segundas-feiras',
  'nas terças-feiras',
  'nas quartas-feiras',
  'nas quintas-feiras',
  'nas sextas-feiras',
  'nos sábados',
] as const;
/** "nas sextas", the short form used before a part of the day ("nas sextas à noite"). */
const WEEKDAY_PLURAL_SHORT = [
  'nos domingos',
  'nas segundas',
  'nas terças',
  'nas quartas',
  'nas quintas',
  'nas sextas',
  'nos sábados',
] as const;

/** Parts of the day, in order: 0–5h, 6–11h, 12–17h, 18–23h. */
export const DAY_PERIODS = [
  { label: 'Madrugada', phrase: 'de madrugada', hours: 'da meia-noite às 6h' },
  { label: 'Manhã', phrase: 'de manhã', hours: 'das 6h ao meio-dia' },
  { label: 'Tarde', phrase: 'à tarde', hours: 'do meio-dia às 18h' },
  { label: 'Noite', phrase: 'à noite', hours: 'das 18h à meia-noite' },
] as const;

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const moodNumber = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;
const quoted = (label: string) => `“${label}”`;

export const insightTexts = {
  formatMood: (mood: number) => moodNumber.format(mood),
  formatShare: (share: number) => percent.format(share),
  formatDay: dayText,
  /** "março de 2026" for 'yyyy-MM'. */
  monthLabel: (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`,

  weekdayPeriod: (weekday: number, period: number) =>
    `Suas recaídas se concentram ${WEEKDAY_PLURAL_SHORT[weekday]} ${DAY_PERIODS[period]!.phrase}.`,
  weekday: (weekday: number) => `Suas recaídas se concentram ${WEEKDAY_PLURAL[weekday]}.`,
  weekend: 'Suas recaídas se concentram nos fins de semana.',
  period: (period: number) =>
    `Pelo horário em que foram registradas, suas recaídas acontecem mais ${DAY_PERIODS[period]!.phrase} (${DAY_PERIODS[period]!.hours}).`,

  triggerDays: (
    label: string,
    withRelapse: number,
    withDays: number,
    otherRelapse: number,
    otherDays: number,
  ) =>
    `Nos dias com ${quoted(label)} você registrou mais recaídas: em ${withRelapse} de ${days(withDays)}, contra ${otherRelapse} de ${days(otherDays)} sem esse gatilho.`,
  triggerOnRelapse: (label: string, count: number, tagged: number) =>
    `${quoted(label)} esteve presente em ${count} das ${tagged} recaídas em que você anotou gatilhos.`,
  triggerDayBefore: (label: string, count: number) =>
    `Na véspera de ${count} das suas recaídas, você tinha anotado ${quoted(label)}.`,

  moodBefore: (before: number, other: number) =>
    `Nos 3 dias antes de uma recaída, seu humor costuma estar mais baixo: média ${moodNumber.format(before)}, contra ${moodNumber.format(other)} nos outros dias. Quando notar o humor caindo, pode ser uma boa hora para pedir apoio.`,

  moneyBelow: (since: string, spentCents: number, baselineCents: number) =>
    spentCents === 0
      ? `Desde ${since}, você não registrou gastos com apostas. No ritmo de antes, seriam cerca de ${formatBRL(baselineCents)}.`
      : `Desde ${since}, você registrou ${formatBRL(spentCents)} em apostas, contra cerca de ${formatBRL(baselineCents)} no ritmo de antes.`,
  moneyAbove: (since: string, spentCents: number, baselineCents: number) =>
    `Desde ${since}, os gastos registrados (${formatBRL(spentCents)}) ficaram acima do ritmo de antes (cerca de ${formatBRL(baselineCents)}). Isso pede cuidado, não culpa: você não precisa passar por isso sozinho.`,

  pgsiLower: (first: number, latest: number) =>
    `Seu resultado no PGSI passou de ${first} para ${latest} pontos desde a primeira avaliação.`,
  pgsiHigher: (first: number, latest: number) =>
    `Seu resultado no PGSI passou de ${first} para ${latest} pontos. Conversar sobre isso com um psicólogo pode ajudar.`,
  pgsiSame: (score: number) =>
    `Seu resultado no PGSI se manteve em ${score} ${score === 1 ? 'ponto' : 'pontos'}.`,

  streakNoRelapse: (n: number) =>
    `Desde o início da sua jornada, você não registrou recaídas: são ${days(n)}.`,
  streakCurrentBest: (n: number) => `Esta é a sua sequência mais longa até agora: ${days(n)}.`,
  streakBest: (n: number, from: string, to: string) =>
    `Sua sequência mais longa foi de ${days(n)}, de ${dayText(from)} a ${dayText(to)}.`,
} as const;
