import { describe, expect, it } from 'vitest';
import {
  attendanceText,
  formatPrice,
  languagesText,
  priceRangeText,
} from '../../../web/features/therapists/therapist-format';

describe('priceRangeText', () => {
  it.each([
    [80, 200, 'R$ 80 a R$ 200 por sessão'],
    [null, null, 'Valor a combinar'],
    [150, 150, 'R$ 150 por sessão'],
    [80, null, 'A partir de R$ 80 por sessão'],
    [null, 200, 'Até R$ 200 por sessão'],
    [0, 1500, 'R$ 0 a R$ 1.500 por sessão'],
    [80.5, 120.75, 'R$ 80,50 a R$ 120,75 por sessão'],
  ])('%s to %s → %s', (from, to, text) => {
    expect(priceRangeText(from, to)).toBe(text);
  });

  it('uses plain spaces, so the text compares equal everywhere', () => {
    expect(formatPrice(80)).toBe('R$ 80');
  });
});

describe('attendanceText', () => {
  const base = { online: false, inPerson: false, city: '', uf: '' };
  it.each([
    [{ ...base, online: true }, 'Online'],
    [{ ...base, online: true, inPerson: true, city: 'Recife', uf: 'PE' }, 'Online e presencial em Recife/PE'],
    [{ ...base, inPerson: true, city: 'Recife', uf: 'PE' }, 'Presencial em Recife/PE'],
    [{ ...base, inPerson: true, uf: 'SP' }, 'Presencial em SP'],
  ])('%o → %s', (therapist, text) => {
    expect(attendanceText(therapist)).toBe(text);
  });
});

describe('languagesText', () => {
  it('joins the pt-BR names the way a sentence does', () => {
    expect(languagesText(['pt'])).toBe('Português');
    expect(languagesText(['pt', 'es', 'libras'])).toBe('Português, Espanhol e Libras');
  });
});
