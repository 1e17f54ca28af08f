import { describe, expect, it } from 'vitest';
import type { FanOutJobDto } from '../../shared/admin-api-types';
import { summaryText } from '../../shared/texts/fan-out-jobs.texts';

const job = (over: Partial<FanOutJobDto>): FanOutJobDto => ({
  id: 'j1',
  kind: 'push-broadcast',
  status: 'running',
  audience: { segment: 'all' },
  message: { title: 'Oi', body: 'Olá', url: '/dashboard' },
  startedBy: 'Ana',
  total: 120,
  sent: 0,
  removed: 0,
  failed: 0,
  skipped: 0,
  interrupted: 0,
  createdAt: '2026-11-28T20:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

describe('the line under a fan-out job’s progress bar', () => {
  it('counts what was settled and says how, leaving zeros out', () => {
    expect(summaryText(job({ sent: 32, removed: 3 }))).toBe(
      '35 de 120 (29 %): 32 enviadas, 3 inscrições expiradas removidas.',
    );
    expect(summaryText(job({ kind: 'medal-emails', status: 'done', total: 1, sent: 1 }))).toBe(
      '1 de 1 (100 %): 1 e-mail enviado.',
    );
  });

  it('a job still starting says nothing went out yet', () => {
    expect(summaryText(job({ status: 'queued' }))).toBe('0 de 120 (0 %): nada enviado ainda.');
    expect(summaryText(job({ status: 'queued', total: 0 }))).toBe('0 de 0 (0 %): nada enviado ainda.');
  });

  it('a finished job that found nobody says so, not "0 de 0 (100 %): nada enviado ainda"', () => {
    expect(summaryText(job({ status: 'done', total: 0 }))).toBe(
      'Nenhum aparelho inscrito neste público: nada foi enviado.',
    );
    expect(summaryText(job({ kind: 'medal-emails', status: 'done', total: 0, message: null }))).toBe(
      'Nenhum e-mail a enviar neste período.',
    );
  });
});
