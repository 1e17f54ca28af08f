/** Text the databases can store (issue 17): the guards of shared/schemas/text.ts and where they apply. */
import { describe, expect, it } from 'vitest';
import { periodSchema } from '../../shared/schemas/admin.schema';
import { analyticsBatchEventSchema } from '../../shared/schemas/analytics.schema';
import { assessmentSchema, assessmentTexts } from '../../shared/schemas/assessment.schema';
import { quickRegisterSchema, registerSchema } from '../../shared/schemas/auth.schema';
import { checkinSchema } from '../../shared/schemas/checkin.schema';
import { makeCheckinFormSchema } from '../../shared/schemas/checkin-form.schema';
import { profileUpdateSchema } from '../../shared/schemas/profile.schema';
import { therapistProfileSchema } from '../../shared/schemas/psychologist.schema';
import {
  hasVisibleText,
  isRealInstant,
  isStorableMultilineText,
  isStorableText,
} from '../../shared/schemas/text';
import { validate } from '../../shared/schemas/validate';
import { checkinTexts } from '../../shared/texts/checkin.texts';
import { validationTexts as t } from '../../shared/texts/validation.texts';

const CONTROL = t.textHasControlCharacters;
/** String#isWellFormed (ES2024, in Node 20; the project's lib stops at ES2022). */
const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

describe('isStorableText / isStorableMultilineText', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', 'a\u0007b'],
    ['escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['C1 (NEL)', '\u0085'],
    ['C1 (CSI)', '\u009b'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
    ['two high surrogates', '\ud83d\ud83d'],
    ['a carriage return', 'a\rb'],
  ])('refuses %s in any text', (_what, text) => {
    expect(isStorableText(text)).toBe(false);
    expect(isStorableMultilineText(text)).toBe(false);
  });

  it('takes accents, emoji (surrogate pairs) and other scripts', () => {
    for (const text of ['João Ñandú', 'força 💪🏽', 'Ελένη', '李小龙', 'مريم', '']) {
      expect(isStorableText(text)).toBe(true);
      expect(isStorableMultilineText(text)).toBe(true);
    }
  });

  it('a line break or a tab only in a multi-line text', () => {
    for (const text of ['linha 1\nlinha 2', 'a\tb']) {
      expect(isStorableText(text)).toBe(false);
      expect(isStorableMultilineText(text)).toBe(true);
    }
  });

  it('agrees with String#isWellFormed on surrogates', () => {
    const samples = ['\ud800', '\udfff', '\ud800\udc00', 'x\udbff\udfffy', '\udc00\ud800', 'ok'];
    for (const s of samples) expect(isStorableMultilineText(s)).toBe(isWellFormed(s));
  });
});

describe('names', () => {
  const invisibleOnly = [
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['zero-width joiners and BOMs', '\u200d\u200c\ufeff\u2060'],
    ['soft hyphens', '\u00ad\u00ad'],
    ['bidi marks', '\u200e\u200f\u061c'],
    ['combining marks alone', '\u0301\u0301\u0301'],
    ['Hangul fillers', '\u3164\u3164'],
    ['one letter and invisibles', 'A\u200b\u200b'],
  ] as const;

  it.each(invisibleOnly)('refuses a name of %s with the "too short" text', (_what, name) => {
    for (const schema of [quickRegisterSchema, registerSchema]) {
      const result = validate(schema, {
        email: 'ana@exemplo.com',
        name,
        password: 'senha123!',
        acceptedTerms: true,
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.fieldErrors.name).toBe(t.nameTooShort);
    }
    const profile = validate(profileUpdateSchema, { name, timezone: 'America/Sao_Paulo' });
    expect(!profile.ok && profile.fieldErrors.name).toBe(t.nameTooShort);
  });

  it('refuses bidi overrides and isolates anywhere in a name (spoofing)', () => {
    for (const name of ['Ana\u202eairaM', '\u2067Ana Maria\u2069', 'Ana\u202a Maria']) {
      const result = validate(quickRegisterSchema, {
        email: 'ana@exemplo.com',
        name,
        password: 'senha123!',
        acceptedTerms: true,
      });
      expect(!result.ok && result.fieldErrors.name).toBe(CONTROL);
    }
  });

  it('takes real names, decomposed accents and scripts that need joiners', () => {
    for (const name of ['Ana Maria', 'Jo\u0301se\u0301', 'कि', 'مريم', 'Ana\u200dMaria', 'Zoë']) {
      const result = validate(quickRegisterSchema, {
        email: 'ana@exemplo.com',
        name,
        password: 'senha123!',
        acceptedTerms: true,
      });
      expect(result.ok, name).toBe(true);
    }
    expect(hasVisibleText('  \u200b ', 1)).toBe(false);
  });

  it("a psychologist's display name follows the same rules", () => {
    const profile = {
      displayName: '\u200b\u200b\u200b',
      bio: '',
      approaches: ['tcc'],
      online: true,
      inPerson: false,
      city: '',
      uf: '',
      languages: ['pt'],
      priceFrom: null,
      priceTo: null,
      contactPreference: 'email',
    };
    const result = validate(therapistProfileSchema, profile);
    expect(!result.ok && result.fieldErrors.displayName).toBe(t.displayNameTooShort);
  });
});

describe('dates and instants', () => {
  it.each(['2021-02-31', '2023-02-29', '2021-04-31', '2021-13-01'])('%s is no calendar day', (date) => {
    const checkin = validate(checkinSchema, {
      id: crypto.randomUUID(),
      date,
      hadRelapse: false,
      amountSpent: 0,
      mood: 3,
    });
    expect(!checkin.ok && checkin.fieldErrors.date).toBe(checkinTexts.dateOutOfRange);
    const form = validate(makeCheckinFormSchema('2026-12-31'), {
      hadRelapse: 'no',
      date,
      mood: '3',
      notes: '',
    });
    expect(!form.ok && form.fieldErrors.date).toBe(checkinTexts.dateOutOfRange);
    const period = validate(periodSchema({ required: true }), { from: date, to: '2026-01-01' });
    expect(!period.ok && period.fieldErrors.from).toBe(t.periodDateInvalid);
  });

  it('2024-02-29 is one', () => {
    const checkin = validate(checkinSchema, {
      id: crypto.randomUUID(),
      date: '2024-02-29',
      hadRelapse: false,
      amountSpent: 0,
      mood: 3,
    });
    expect(checkin.ok).toBe(true);
  });

  it.each([
    '2021-02-31T10:00:00Z',
    '2023-02-29T00:00:00.000Z',
    '2021-01-01T00:00:00+03',
    '2021-01-01T00:00:00 +03:00',
  ])('%s is no real instant', (instant) => {
    expect(isRealInstant(instant)).toBe(false);
    const checkin = validate(checkinSchema, {
      id: crypto.randomUUID(),
      date: '2024-02-29',
      hadRelapse: false,
      amountSpent: 0,
      mood: 3,
      recordedAt: instant,
    });
    expect(!checkin.ok && checkin.fieldErrors.recordedAt).toBe(t.invalidData);
    const event = validate(analyticsBatchEventSchema, {
      id: crypto.randomUUID(),
      name: 'login',
      occurredAt: instant,
    });
    expect(!event.ok && event.fieldErrors.occurredAt).toBe(t.invalidData);
  });

  it('takes what devices send', () => {
    for (const instant of [
      '2024-02-29T23:59:59.999Z',
      '2021-01-01T00:00:00+0300',
      '2021-01-01T00:00:00-03:00',
    ]) {
      expect(isRealInstant(instant), instant).toBe(true);
    }
  });
});

describe('check-in notes', () => {
  const base = {
    id: '6f1c1a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
    date: '2024-02-29',
    hadRelapse: false,
    amountSpent: 0,
    mood: 3,
  };

  it('keep line breaks and tabs', () => {
    const result = validate(checkinSchema, { ...base, notes: 'dia difícil\n\tmas passou' });
    expect(result.ok && result.value.notes).toBe('dia difícil\n\tmas passou');
  });

  it.each([
    ['NUL', 'nota\u0000'],
    ['BEL', 'nota\u0007'],
    ['a lone surrogate', 'nota\ud800'],
  ])('refuse %s with the pt-BR text', (_what, notes) => {
    const result = validate(checkinSchema, { ...base, notes });
    expect(!result.ok && result.fieldErrors.notes).toBe(CONTROL);
  });
});

describe('POST /api/assessment answers pt-BR for every field', () => {
  const body = { daysPerWeek: 2, weeklySpending: 50 };

  it.each([
    [{ id: 'not-a-uuid' }, 'id', t.invalidData],
    [{ id: 42 }, 'id', t.invalidData],
    [{ pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 9] }, 'pgsi.8', assessmentTexts.pgsiInvalid],
    [{ pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 'x'] }, 'pgsi.8', assessmentTexts.pgsiInvalid],
    [{ pgsi: [0, 1, 2, 3, 0, 1, 2, 3, 1.5] }, 'pgsi.8', assessmentTexts.pgsiInvalid],
  ])('%j → %s: %s', (extra, field, message) => {
    const result = validate(assessmentSchema, { ...body, ...extra });
    expect(!result.ok && result.fieldErrors[field]).toBe(message);
  });
});
