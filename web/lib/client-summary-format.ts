import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { ShareScope } from '../../shared/constants';
import type { ClientSummaryDto, MoodTrend } from '../../shared/psychologist-api-types';
import { shareScopeTexts } from '../../shared/texts/sharing.texts';
import { moodLabel } from './mood-chart-data';

/** What a psychologist reads where the client did not grant the scope behind a number. */
export const NOT_SHARED = 'Não compartilhado';

/** A local date ('2026-05-04') or an instant as 'dd/MM/yyyy' in pt-BR (spec §9). */
export const formatDateBR = (value: string): string =>
  format(parseISO(value), 'dd/MM/yyyy', { locale: ptBR });

export const scopeLabels = (scopes: readonly ShareScope[]): string[] =>
  scopes.map((scope) => shareScopeTexts[scope].label);

/** The trend in words; the card adds an arrow so that colour is never the only cue. */
export const moodTrendTexts: Record<MoodTrend, string> = {
  rising: 'Em alta',
  falling: 'Em queda',
  steady: 'Estável',
};

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** 3.4 → '3,4 de 5 (Neutro)'. */
export const formatAverageMood = (mood: number): string =>
  `${oneDecimal.format(mood)} de 5 (${moodLabel(mood)})`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface ClientFact {
  label: string;
  value: string;
  /** Set on the mood trend, so the card can draw its arrow. */
  trend?: MoodTrend;
}

/**
 * The numbers of one client card, in reading order. A null number means its scope was not
 * granted ('Não compartilhado'), except where the scope is there and there is simply nothing
 * yet (no check-in, or too few for a trend).
 */
export function clientFacts(c: ClientSummaryDto): ClientFact[] {
  const checkins = c.scopes.includes('checkins');
  const withCheckins = (text: string | null, empty: string) => (checkins ? (text ?? empty) : NOT_SHARED);
  const relapses =
    c.relapsesLast7Days === null || c.relapsesLast30Days === null
      ? null
      : `${c.relapsesLast7Days} em 7 dias · ${c.relapsesLast30Days} em 30 dias`;
  return [
    {
      label: 'Sequência atual',
      value: c.currentStreak === null ? NOT_SHARED : plural(c.currentStreak, 'dia', 'dias'),
    },
    {
      label: 'Último check-in',
      value: withCheckins(c.lastCheckinDate && formatDateBR(c.lastCheckinDate), 'Nenhum ainda'),
    },
    { label: 'Recaídas', value: withCheckins(relapses, 'Nenhuma') },
    {
      label: 'Tendência do humor',
      value: withCheckins(c.moodTrend && moodTrendTexts[c.moodTrend], 'Poucos registros para avaliar'),
      trend: c.moodTrend ?? undefined,
    },
    {
      label: 'Humor médio (7 dias)',
      value: withCheckins(
        c.averageMoodLast7Days === null ? null : formatAverageMood(c.averageMoodLast7Days),
        'Sem registros na semana',
      ),
    },
  ];
}
