import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_TAG_MAX_LENGTH,
  customTags,
  isCatalogueTag,
  MAX_CUSTOM_TAGS,
  normalizeTag,
  normalizeTags,
  sameTags,
  TRIGGER_TAGS,
  tagLabel,
  uniqueTags,
} from '../../../shared/domain/triggers';

describe('the trigger catalogue', () => {
  it('has unique lower-case ASCII keys and short pt-BR labels', () => {
    const keys = TRIGGER_TAGS.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { key, label } of TRIGGER_TAGS) {
      expect(key).toMatch(/^[a-z]+$/);
      expect(label.length).toBeGreaterThan(0);
      expect(label.length).toBeLessThanOrEqual(CUSTOM_TAG_MAX_LENGTH);
    }
    // The examples are all there.
    expect(keys).toEqual(
      expect.arrayContaining(['futebol', 'pagamento', 'propaganda', 'bonus', 'tedio', 'solidao']),
    );
    expect(keys).toEqual(expect.arrayContaining(['estresse', 'alcool', 'briga', 'madrugada']));
  });

  it('labels catalogue keys and shows the member’s own words as typed', () => {
    expect(tagLabel('tedio')).toBe('Tédio');
    expect(tagLabel('Conversa com o chefe')).toBe('Conversa com o chefe');
  });
});

describe('normalizeTag', () => {
  it.each([
    ['  Tédio ', 'tedio'],
    ['TEDIO', 'tedio'],
    ['madrugada sem sono', 'madrugada'],
    ['Dia de   pagamento', 'pagamento'],
    ['  conversa   com\to chefe ', 'conversa com o chefe'],
    ['Chefe', 'Chefe'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeTag(input)).toBe(expected);
  });

  it('turns blank input into null', () => {
    expect(normalizeTag('')).toBeNull();
    expect(normalizeTag(' \t ')).toBeNull();
  });
});

describe('uniqueTags and normalizeTags', () => {
  it('keeps each tag once, catalogue order first, then the member’s own in their order', () => {
    expect(uniqueTags(['Chuva', 'tedio', 'futebol', 'chuva', 'Bar', 'tedio'])).toEqual([
      'futebol',
      'tedio',
      'Chuva',
      'Bar',
    ]);
  });

  it('normalises each tag before', () => {
    expect(normalizeTags(['Tédio', ' tedio', 'Bar  do Zé', 'bar do zé', ' '])).toEqual([
      'tedio',
      'Bar do Zé',
    ]);
  });

  const tagArb = fc.oneof(
    fc.constantFrom(...TRIGGER_TAGS.map((t) => t.key), ...TRIGGER_TAGS.map((t) => t.label.toUpperCase())),
    fc.string({ maxLength: 12 }),
  );

  it('is idempotent, keeps catalogue keys first and never repeats a tag (property)', () => {
    fc.assert(
      fc.property(fc.array(tagArb, { maxLength: 25 }), (tags) => {
        const once = normalizeTags(tags);
        expect(normalizeTags(once)).toEqual(once);
        const firstOwn = once.findIndex((t) => !isCatalogueTag(t));
        if (firstOwn >= 0) expect(once.slice(firstOwn).every((t) => !isCatalogueTag(t))).toBe(true);
        expect(new Set(once.map((t) => t.toLowerCase())).size).toBe(once.length);
      }),
    );
  });

  it('gives the same set whatever the order of the input (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(tagArb, { maxLength: 12, selector: (t) => t.normalize('NFD').toLowerCase().trim() }),
        (tags) => {
          const reversed = normalizeTags([...tags].reverse());
          expect(sameTags(normalizeTags(tags), reversed)).toBe(true);
        },
      ),
    );
  });
});

describe('customTags and sameTags', () => {
  it('picks the member’s own tags', () => {
    expect(customTags(['tedio', 'Bar', 'alcool', 'Chuva'])).toEqual(['Bar', 'Chuva']);
    expect(MAX_CUSTOM_TAGS).toBe(5);
  });

  it('compares normalised lists in any order', () => {
    expect(sameTags(['tedio', 'Bar'], ['Bar', 'tedio'])).toBe(true);
    expect(sameTags(['tedio'], ['tedio', 'Bar'])).toBe(false);
    expect(sameTags(['tedio', 'Bar'], ['tedio', 'bar'])).toBe(false);
    expect(sameTags([], [])).toBe(true);
  });
});
