import { describe, expect, it } from 'vitest';
import type { ClientSummaryDto } from '../../../shared/psychologist-api-types';
import {
  clientFacts,
  formatAverageMood,
  formatDateBR,
  NOT_SHARED,
  scopeLabels,
} from '../../../web/lib/client-summary-format';

const base: ClientSummaryDto = {
  clientId: 'c1',
  name: 'Rafael',
  scopes: ['progress', 'checkins'],
  grantedAt: '2026-05-01T12:00:00.000Z',
  clientToday: '2026-05-20',
  currentStreak: 1,
  bestStreak: 9,
  moneySaved: 120,
  lastCheckinDate: '2026-05-04',
  relapsesLast7Days: 2,
  relapsesLast30Days: 3,
  moodTrend: 'falling',
  averageMoodLast7Days: 2.5,
  attention: [],
};

const factValue = (c: ClientSummaryDto, label: string) =>
  clientFacts(c).find((f) => f.label === label)?.value;

describe('client card facts', () => {
  it('reads every number of a client who shares progress and check-ins', () => {
    expect(clientFacts(base)).toEqual([
      { label: 'Sequência atual', value: '1 dia' },
      { label: 'Último check-in', value: '04/05/2026' },
      { label: 'Recaídas', value: '2 em 7 dias · 3 em 30 dias' },
      { label: 'Tendência do humor', value: 'Em queda', trend: 'falling' },
      { label: 'Humor médio (7 dias)', value: '2,5 de 5 (Neutro)' },
    ]);
  });

  it("says 'Não compartilhado' for what the client did not grant", () => {
    const progressOnly: ClientSummaryDto = {
      ...base,
      scopes: ['progress'],
      lastCheckinDate: null,
      relapsesLast7Days: null,
      relapsesLast30Days: null,
      moodTrend: null,
      averageMoodLast7Days: null,
    };
    expect(factValue(progressOnly, 'Sequência atual')).toBe('1 dia');
    for (const label of ['Último check-in', 'Recaídas', 'Tendência do humor', 'Humor médio (7 dias)'])
      expect(factValue(progressOnly, label)).toBe(NOT_SHARED);
    expect(factValue({ ...base, scopes: ['checkins'], currentStreak: null }, 'Sequência atual')).toBe(
      NOT_SHARED,
    );
  });

  it('tells "nothing yet" apart from "not shared" when the check-ins scope is there', () => {
    const fresh: ClientSummaryDto = {
      ...base,
      lastCheckinDate: null,
      moodTrend: null,
      averageMoodLast7Days: null,
    };
    expect(factValue(fresh, 'Último check-in')).toBe('Nenhum ainda');
    expect(factValue(fresh, 'Tendência do humor')).toBe('Poucos registros para avaliar');
    expect(factValue(fresh, 'Humor médio (7 dias)')).toBe('Sem registros na semana');
    expect(clientFacts(fresh).find((f) => f.label === 'Tendência do humor')?.trend).toBeUndefined();
  });

  it.each([
    ['rising', 'Em alta'],
    ['steady', 'Estável'],
  ] as const)('trend %s → %s', (trend, text) => {
    expect(factValue({ ...base, moodTrend: trend }, 'Tendência do humor')).toBe(text);
  });
});

describe('formatting', () => {
  it('formats local dates and instants as dd/MM/yyyy', () => {
    expect(formatDateBR('2026-01-09')).toBe('09/01/2026');
    expect(formatDateBR('2026-12-31T15:00:00.000Z')).toBe('31/12/2026');
  });

  it.each([
    [1, '1,0 de 5 (Muito Ruim)'],
    [3.44, '3,4 de 5 (Neutro)'],
    [4.6, '4,6 de 5 (Muito Bom)'],
  ])('average mood %d → %s', (mood, text) => {
    expect(formatAverageMood(mood)).toBe(text);
  });

  it('labels scopes in pt-BR', () => {
    expect(scopeLabels(['progress', 'checkins', 'notes'])).toEqual([
      'Progresso',
      'Check-ins e recaídas',
      'Anotações',
    ]);
  });
});
