import { describe, expect, it } from 'vitest';
import { booleanParam, oneOf, optionalStrings, stringParam } from '../../../web/lib/search-params';

describe('route search parameters', () => {
  it('keeps strings and drops anything else a typed or old link carries', () => {
    const login = optionalStrings('redirect');
    expect(login({ redirect: '/dashboard', outra: 'x' })).toEqual({ redirect: '/dashboard' });
    expect(login({ redirect: 42 })).toEqual({ redirect: undefined });
    expect(login({})).toEqual({ redirect: undefined });
  });

  it('caps a string, picks from a list, and reads booleans as the router parsed them', () => {
    expect(stringParam({ q: 'a'.repeat(81) }, 'q', 80)).toBeUndefined();
    expect(stringParam({ q: 'ana' }, 'q', 80)).toBe('ana');
    expect(oneOf({ uf: 'PE' }, 'uf', ['PE', 'SP'] as const)).toBe('PE');
    expect(oneOf({ uf: 'XX' }, 'uf', ['PE', 'SP'] as const)).toBeUndefined();
    expect(booleanParam({ online: true }, 'online')).toBe(true);
    expect(booleanParam({ online: 'sim' }, 'online')).toBeUndefined();
  });
});
