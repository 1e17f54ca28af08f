import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from '../../../../shared/constants';
import { CitySearch, cityKey, parseCityQuery } from '../../../../shared/domain/caps/caps-city-search';
import { capsRows } from './caps-fixture';

const search = new CitySearch(capsRows);
const names = (typed: string, limit?: number) => search.search(typed, limit).map((m) => `${m.name} ${m.uf}`);

describe('city search as the person types', () => {
  it.each([
    ['SAO PAULO', 'São Paulo SP'],
    ['são paulo', 'São Paulo SP'],
    ['  São   Paulo ', 'São Paulo SP'],
    ['sao jose dos campos', 'São José dos Campos SP'],
    ['GOIÂNIA', 'Goiânia GO'],
    ['embu guacu', 'Embu-Guaçu SP'],
    ['olho dagua das flores', "Olho d'Água das Flores AL"],
  ])('%j → %s first, whatever the accents and capitals', (typed, first) => {
    expect(names(typed)[0]).toBe(first);
  });

  it.each([
    ['São Paulo SP', 'São Paulo SP'],
    ['campinas - sp', 'Campinas SP'],
    ['Campinas/SP', 'Campinas SP'],
    ['campinas, sp', 'Campinas SP'],
    ['Natal (RN)', 'Natal RN'],
    ['bom jesus pi', 'Bom Jesus PI'],
  ])('the state may follow the name: %j → %s', (typed, first) => {
    expect(names(typed)[0]).toBe(first);
  });

  it('"sao jose" lists the several São José… with their state, the exact name first', () => {
    const list = names('sao jose');
    expect(list[0]).toBe('São José SC');
    expect(list).toHaveLength(8);
    expect(list.every((n) => n.startsWith('São José'))).toBe(true);
    expect(new Set(list.map((n) => n.slice(-2))).size).toBeGreaterThan(2);
  });

  it('ranks the exact name, then names starting with it, then a word starting with it, then inside', () => {
    const list = search.search('grande', 200).map((m) => cityKey(m.name));
    const tierOf = (key: string) =>
      key === 'grande' ? 0 : key.startsWith('grande') ? 1 : ` ${key}`.includes(' grande') ? 2 : 3;
    const tiers = list.map(tierOf);
    expect(tiers).toEqual([...tiers].sort());
    expect(tiers).toContain(1);
    expect(tiers).toContain(2);
  });

  it('puts capitals first among equal matches, then towns with more CAPS', () => {
    // Two capitals start with "rio": both come before every other Rio, the one with more CAPS first.
    expect(names('rio').slice(0, 2)).toEqual(['Rio de Janeiro RJ', 'Rio Branco AC']);
    expect(names('bel').slice(0, 2)).toEqual(['Belo Horizonte MG', 'Belém PA']);
    // Among the prefix matches of "sao jose d", the one with the most CAPS comes first.
    const prefix = search.search('sao jose d', 20);
    const counts = prefix.map((m) => m.caps);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('lists a town with no CAPS too (the person may live there), with its count', () => {
    expect(search.search('Borá')[0]).toMatchObject({ name: 'Borá', uf: 'SP', caps: 0 });
    expect(search.search('sao paulo sp')[0]).toMatchObject({ name: 'São Paulo', uf: 'SP', caps: 79 });
  });

  it('gives nothing before two letters or for text no town has', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('s')).toEqual([]);
    expect(search.search(' - ')).toEqual([]);
    expect(search.search('xyzqw')).toEqual([]);
    // Short text matches at the start of the name or of a word only, never in the middle.
    expect(names('ju', 50).every((n) => / ju/.test(` ${cityKey(n)}`))).toBe(true);
  });
});

describe('reading the state after the name', () => {
  it.each([
    ['São Paulo SP', { name: 'sao paulo', uf: 'SP' }],
    ['campinas - sp', { name: 'campinas', uf: 'SP' }],
    ['sao paulo', { name: 'sao paulo', uf: null }],
    ['sp', { name: 'sp', uf: null }],
  ])('%j', (typed, expected) => {
    expect(parseCityQuery(typed)).toMatchObject(expected);
  });

  it('a name whose last word reads as a state is still found by its whole name', () => {
    // Sento Sé (BA) ends in "se", Sergipe's letters: the only such name in the data.
    const states = new Set<string>(BRAZIL_STATES.map((s) => s.toLowerCase()));
    const clashing = capsRows.filter((m) => {
      const words = cityKey(m.name).split(' ');
      return words.length > 1 && states.has(words.at(-1)!);
    });
    expect(clashing.map((m) => `${m.name} ${m.uf}`)).toEqual(['Sento Sé BA']);
    expect(names('sento se')[0]).toBe('Sento Sé BA');
    expect(names('Sento Sé - BA')).toEqual(['Sento Sé BA']);
  });
});
