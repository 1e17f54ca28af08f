import { describe, expect, it } from 'vitest';
import { checkinSchema } from '../../shared/schemas/checkin.schema';
import { tagsSchema } from '../../shared/schemas/tags.schema';
import { validate } from '../../shared/schemas/validate';
import { triggerTexts } from '../../shared/texts/trigger.texts';

const own = (n: number) => Array.from({ length: n }, (_, i) => `Meu gatilho ${i + 1}`);

describe('tagsSchema (trigger tags on the wire)', () => {
  it.each([
    ['a tag that is not a string', ['tedio', 7], triggerTexts.tagInvalid],
    ['a list that is not an array', 'tedio', triggerTexts.tagsInvalid],
    ['an empty tag', ['  '], triggerTexts.tagInvalid],
    ['31 characters', ['x'.repeat(31)], triggerTexts.tagTooLong],
    ['6 of the member’s own', own(6), triggerTexts.tooManyTags],
    [
      'more tags than the catalogue and 5 own',
      Array.from({ length: 40 }, () => 'tedio'),
      triggerTexts.tooManyTags,
    ],
  ])('refuses %s with a pt-BR message', (_name, input, message) => {
    const result = validate(tagsSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toBe(message);
  });

  it.each([
    ['NUL', 'bar\u0000'],
    ['a bell', 'bar\u0007'],
    ['a lone surrogate', 'bar\ud800'],
    ['a line break', 'bar\nzé'],
  ])('refuses %s in a tag', (_name, tag) => {
    expect(validate(tagsSchema, [tag]).ok).toBe(false);
  });

  it('takes 30 characters, 5 own tags with every catalogue tag, and normalises', () => {
    expect(validate(tagsSchema, ['x'.repeat(30)]).ok).toBe(true);
    const result = validate(tagsSchema, [...own(5), 'tedio', 'futebol']);
    expect(result).toEqual({ ok: true, value: ['futebol', 'tedio', ...own(5)] });
  });

  it('counts distinct tags: a repeat or a catalogue label typed by hand is not one more', () => {
    const result = validate(tagsSchema, [...own(5), 'meu gatilho 1', 'Tédio']);
    expect(result).toEqual({ ok: true, value: ['tedio', ...own(5)] });
  });
});

describe('check-ins with tags', () => {
  const base = {
    id: '0190a0e8-0000-7000-8000-000000000001',
    date: '2026-11-20',
    hadRelapse: false,
    amountSpent: 0,
    mood: 3,
  };

  it('without tags (an older client) is accepted; the server stores that as none', () => {
    const result = validate(checkinSchema, base);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.tags).toBeUndefined();
    expect(validate(checkinSchema, { ...base, tags: [] })).toMatchObject({ ok: true, value: { tags: [] } });
  });

  it('keeps the normalised tags', () => {
    expect(validate(checkinSchema, { ...base, tags: ['Bar do Zé', 'ALCOOL'] })).toMatchObject({
      ok: true,
      value: { tags: ['alcool', 'Bar do Zé'] },
    });
  });

  it('refuses bad tags with the field named', () => {
    const result = validate(checkinSchema, { ...base, tags: [null] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toBe(triggerTexts.tagInvalid);
  });
});
