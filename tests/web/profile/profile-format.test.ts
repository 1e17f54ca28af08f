import { describe, expect, it } from 'vitest';
import { exportFileName, formatDateTime, scopesText } from '../../../web/features/profile/profile-format';

describe('exportFileName', () => {
  const now = new Date('2026-03-05T02:30:00Z'); // 23:30 on 4 March in São Paulo

  it.each([
    ['attachment; filename="virada-meus-dados-2026-03-05.json"', 'virada-meus-dados-2026-03-05.json'],
    ['attachment; filename=dados.json', 'dados.json'],
    ["attachment; filename*=UTF-8''meus%20dados.json", 'meus dados.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('takes the server’s name from %s', (header, name) => {
    expect(exportFileName(header, now)).toBe(name);
  });

  it('falls back to virada-meus-dados-YYYY-MM-DD.json on the member’s calendar day', () => {
    expect(exportFileName(null, now, 'America/Sao_Paulo')).toBe('virada-meus-dados-2026-03-04.json');
    expect(exportFileName('attachment', now, 'America/Noronha')).toBe('virada-meus-dados-2026-03-05.json');
  });
});

describe('formatDateTime', () => {
  it('shows dd/MM/yyyy HH:mm in the member’s time zone', () => {
    expect(formatDateTime('2026-03-05T02:30:00Z', 'America/Sao_Paulo')).toBe('04/03/2026 23:30');
    expect(formatDateTime('2026-03-05T02:30:00Z', 'America/Manaus')).toBe('04/03/2026 22:30');
    expect(formatDateTime('not a date', 'America/Manaus')).toBe('');
  });
});

describe('scopesText', () => {
  it('lists the pt-BR labels', () => {
    expect(scopesText(['progress', 'checkins'])).toBe('Progresso, Check-ins e recaídas');
  });
});
