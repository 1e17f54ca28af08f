import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  parseTherapistSearch,
  therapistsPath,
} from '../../../web/features/therapists/therapist-search';

describe('therapistsPath', () => {
  it.each([
    [{}, '/api/therapists'],
    [{ q: '  ' }, '/api/therapists'],
    [{ q: ' São Paulo ' }, '/api/therapists?q=S%C3%A3o+Paulo'],
    [{ uf: 'PE', online: true }, '/api/therapists?uf=PE&online=true'],
    [{ online: false, approach: 'tcc' }, '/api/therapists?approach=tcc'],
  ] as const)('%o → %s', (filters, path) => {
    expect(therapistsPath(filters)).toBe(path);
  });
});

describe('parseTherapistSearch (the URL of /therapists)', () => {
  it('keeps known filters and drops anything unexpected in an old or typed link', () => {
    expect(parseTherapistSearch({ q: 'ana', uf: 'PE', online: true, approach: 'tcc' })).toEqual({
      q: 'ana',
      uf: 'PE',
      online: true,
      approach: 'tcc',
    });
    expect(parseTherapistSearch({ uf: 'XX', online: 'sim', approach: 'astrologia' })).toEqual({
      q: undefined,
      uf: undefined,
      online: undefined,
      approach: undefined,
    });
  });

  it('knows when a filter is in use', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: ' ' })).toBe(false);
    expect(hasFilters({ online: true })).toBe(true);
  });
});
