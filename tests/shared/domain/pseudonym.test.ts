import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePseudonym, isPseudonym, PSEUDONYM_COUNT } from '../../../shared/domain/pseudonym';

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('community pseudonyms', () => {
  it('are a noun, a quality agreeing with it and a three-digit number', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const name = generatePseudonym(seeded(seed));
        expect(name).toMatch(/^\S+ \S+ \d{3}$/);
        expect(isPseudonym(name)).toBe(true);
      }),
    );
  });

  it('agree in gender: "Ipê Sereno", "Araucária Serena", never the other way', () => {
    expect(isPseudonym('Ipê Sereno 214')).toBe(true);
    expect(isPseudonym('Araucária Serena 214')).toBe(true);
    expect(isPseudonym('Ipê Serena 214')).toBe(false);
    expect(isPseudonym('Araucária Sereno 214')).toBe(false);
  });

  it('are never a text a member typed', () => {
    for (const typed of [
      'Maria Silva',
      'joao@exemplo.com',
      'Ipê Sereno',
      'Ipê Sereno 2145',
      'Ipê  Sereno 214',
    ])
      expect(isPseudonym(typed)).toBe(false);
  });

  it('are many, and spread: 2,000 draws give almost as many different names', () => {
    expect(PSEUDONYM_COUNT).toBeGreaterThan(400_000);
    const random = seeded(42);
    const names = new Set(Array.from({ length: 2000 }, () => generatePseudonym(random)));
    expect(names.size).toBeGreaterThan(1990);
  });

  it('use the edges of the random range without failing', () => {
    expect(isPseudonym(generatePseudonym(() => 0))).toBe(true);
    expect(isPseudonym(generatePseudonym(() => 0.999999999))).toBe(true);
  });
});
