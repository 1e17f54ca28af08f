import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordCriteria } from '../../shared/password-rules';
import {
  loginSchema,
  quickRegisterSchema,
  registerPayloadSchema,
  registerSchema,
} from '../../shared/schemas/auth.schema';
import { validate } from '../../shared/schemas/validate';

/** The spec's §5 messages, written out here on purpose (not imported) so a changed text fails. */
const M = {
  emailRequired: 'Email é obrigatório',
  emailInvalidFull: 'Por favor, digite um email válido (ex: voce@exemplo.com)',
  emailInvalidLogin: 'Por favor, digite um email válido',
  emailInvalidQuick: 'Email inválido',
  nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  nameTooLongFull: 'Nome deve ter no máximo 50 caracteres',
  nameTooLongQuick: 'Nome muito longo',
  nameLetters: 'Nome deve conter apenas letras e espaços',
  passwordTooShortFull: 'Senha deve ter pelo menos 8 caracteres',
  passwordTooShortQuick: 'Senha deve ter pelo menos 6 caracteres',
  passwordTooLongFull: 'Senha deve ter no máximo 128 caracteres',
  passwordTooLongQuick: 'Senha muito longa',
  passwordDigitSymbol: 'Senha deve conter pelo menos um número e um símbolo',
  passwordRequired: 'Senha é obrigatória',
  termsFull: 'Você deve aceitar os termos para continuar',
  termsQuick: 'Você deve aceitar os termos',
  timezone: 'Fuso horário inválido',
} as const;

const validFull = {
  email: 'ana@exemplo.com',
  name: 'Ana Maria',
  password: 'senha123!',
  acceptedTerms: true,
} as const;

const validLogin = { email: 'ana@exemplo.com', password: 'x' } as const;

type Case = [label: string, patch: Record<string, unknown>, field: string, message: string];

/** Runs `schema` on `base` with `patch` applied (an `undefined` value removes the field). */
function errorsFor(schema: Parameters<typeof validate>[0], base: object, patch: Record<string, unknown>) {
  const input: Record<string, unknown> = { ...base, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete input[key];
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result;
}

function accepted(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.fieldErrors)}`);
  return result.value as Record<string, unknown>;
}

describe('registerSchema (full form, spec §5 "Full registration")', () => {
  const rejected: Case[] = [
    ['email missing', { email: undefined }, 'email', M.emailRequired],
    ['email empty', { email: '' }, 'email', M.emailRequired],
    ['email only spaces', { email: '   ' }, 'email', M.emailRequired],
    ['email not a string', { email: 42 }, 'email', M.emailRequired],
    ['email without @', { email: 'ana.exemplo.com' }, 'email', M.emailInvalidFull],
    ['email without domain', { email: 'ana@' }, 'email', M.emailInvalidFull],
    ['email with inner space', { email: 'ana maria@exemplo.com' }, 'email', M.emailInvalidFull],
    ['email too long', { email: `${'a'.repeat(250)}@x.com` }, 'email', M.emailInvalidFull],
    ['name missing', { name: undefined }, 'name', M.nameTooShort],
    ['name empty', { name: '' }, 'name', M.nameTooShort],
    ['name of 1 letter', { name: 'A' }, 'name', M.nameTooShort],
    ['name of 1 letter once trimmed', { name: '  A  ' }, 'name', M.nameTooShort],
    ['name of 51 letters', { name: 'a'.repeat(51) }, 'name', M.nameTooLongFull],
    ['name with a digit', { name: 'Ana2' }, 'name', M.nameLetters],
    ['name with a hyphen', { name: 'Ana-Maria' }, 'name', M.nameLetters],
    ['name with an apostrophe', { name: "D'Ávila" }, 'name', M.nameLetters],
    ['name with a dot', { name: 'Sr. José' }, 'name', M.nameLetters],
    ['name with an emoji', { name: 'Ana 😀' }, 'name', M.nameLetters],
    ['password missing', { password: undefined }, 'password', M.passwordTooShortFull],
    ['password empty', { password: '' }, 'password', M.passwordTooShortFull],
    ['password of 7 characters', { password: 'abc12!x' }, 'password', M.passwordTooShortFull],
    ['password of 129 characters', { password: `1!${'a'.repeat(127)}` }, 'password', M.passwordTooLongFull],
    ['password without digit', { password: 'abcdefg!' }, 'password', M.passwordDigitSymbol],
    ['password without symbol', { password: 'abcdefg1' }, 'password', M.passwordDigitSymbol],
    ['password with only letters', { password: 'abcdefgh' }, 'password', M.passwordDigitSymbol],
    ['password whose only "symbol" is a space', { password: 'abc def1' }, 'password', M.passwordDigitSymbol],
    ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', M.termsFull],
    ['terms missing', { acceptedTerms: undefined }, 'acceptedTerms', M.termsFull],
    ['terms as a string', { acceptedTerms: 'true' }, 'acceptedTerms', M.termsFull],
    ['unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'timezone', M.timezone],
    ['time zone not a string', { timezone: 3 }, 'timezone', M.timezone],
    ['time zone null', { timezone: null }, 'timezone', M.timezone],
    ['time zone too long', { timezone: `America/${'x'.repeat(60)}` }, 'timezone', M.timezone],
  ];

  it.each(rejected)('rejects %s', (_label, patch, field, message) => {
    const result = errorsFor(registerSchema, validFull, patch);
    expect(result.fieldErrors).toEqual({ [field]: message });
    expect(result.issues).toEqual([{ field, message }]);
  });

  it.each([
    ['José da Silva'],
    ['Ângela Conceição'],
    ['Zoë Brontë'],
    ['Ñandú Íñiguez'],
    ['Jo'],
    ['a'.repeat(50)],
    ['  Maria   Luísa  '],
  ])('accepts the name %j', (name) => {
    expect(accepted(registerSchema, { ...validFull, name }).name).toBe(name.trim());
  });

  it.each([['abcdef1!'], ['12345678@'], ['Senha Forte 1 #'], ['çãõ€1234'], [`1!${'a'.repeat(126)}`]])(
    'accepts the password %j unchanged',
    (password) => {
      expect(accepted(registerSchema, { ...validFull, password }).password).toBe(password);
    },
  );

  it('trims and lower-cases the email', () => {
    expect(accepted(registerSchema, { ...validFull, email: '  Ana.Maria@Exemplo.COM ' }).email).toBe(
      'ana.maria@exemplo.com',
    );
  });

  it('trims the name but keeps inner spaces and accents', () => {
    expect(accepted(registerSchema, { ...validFull, name: '  José da Silva ' }).name).toBe('José da Silva');
  });

  it('takes the time zone as optional and keeps a valid one', () => {
    expect(accepted(registerSchema, validFull).timezone).toBeUndefined();
    expect(accepted(registerSchema, { ...validFull, timezone: 'America/Manaus' }).timezone).toBe(
      'America/Manaus',
    );
    expect(accepted(registerSchema, { ...validFull, timezone: 'UTC' }).timezone).toBe('UTC');
  });

  it('reports every failing field, each with its first failing rule, in form order', () => {
    const result = validate(registerSchema, {
      email: 'x',
      name: '1',
      password: 'a',
      acceptedTerms: false,
      timezone: 'Nowhere/City',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { field: 'email', message: M.emailInvalidFull },
      { field: 'name', message: M.nameTooShort },
      { field: 'password', message: M.passwordTooShortFull },
      { field: 'acceptedTerms', message: M.termsFull },
      { field: 'timezone', message: M.timezone },
    ]);
  });

  it('rejects an empty object with the "required" texts', () => {
    const result = validate(registerSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      email: M.emailRequired,
      name: M.nameTooShort,
      password: M.passwordTooShortFull,
      acceptedTerms: M.termsFull,
    });
  });
});

describe('quickRegisterSchema (quick form, spec §5 "Quick registration")', () => {
  const rejected: Case[] = [
    ['email missing', { email: undefined }, 'email', M.emailInvalidQuick],
    ['email empty', { email: '' }, 'email', M.emailInvalidQuick],
    ['email only spaces', { email: '  ' }, 'email', M.emailInvalidQuick],
    ['email invalid', { email: 'ana@' }, 'email', M.emailInvalidQuick],
    ['email too long', { email: `${'a'.repeat(250)}@x.com` }, 'email', M.emailInvalidQuick],
    ['name missing', { name: undefined }, 'name', M.nameTooShort],
    ['name of 1 letter', { name: 'A' }, 'name', M.nameTooShort],
    ['name of 1 letter once trimmed', { name: ' A ' }, 'name', M.nameTooShort],
    ['name of 51 characters', { name: 'a'.repeat(51) }, 'name', M.nameTooLongQuick],
    ['password missing', { password: undefined }, 'password', M.passwordTooShortQuick],
    ['password of 5 characters', { password: 'abcde' }, 'password', M.passwordTooShortQuick],
    ['password of 129 characters', { password: 'a'.repeat(129) }, 'password', M.passwordTooLongQuick],
    ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', M.termsQuick],
    ['terms missing', { acceptedTerms: undefined }, 'acceptedTerms', M.termsQuick],
    ['unknown time zone', { timezone: 'Not/AZone' }, 'timezone', M.timezone],
  ];

  it.each(rejected)('rejects %s', (_label, patch, field, message) => {
    const result = errorsFor(quickRegisterSchema, validFull, patch);
    expect(result.fieldErrors).toEqual({ [field]: message });
  });

  it.each([
    ['a password of 6 letters only', { password: 'abcdef' }],
    ['a password of 128 characters', { password: 'a'.repeat(128) }],
    ['a name with digits and symbols (no letters rule)', { name: 'Ana2 & Co.' }],
    ['a name of 50 characters', { name: 'b'.repeat(50) }],
    ['a valid time zone', { timezone: 'America/Sao_Paulo' }],
  ])('accepts %s', (_label, patch) => {
    accepted(quickRegisterSchema, { ...validFull, ...patch });
  });

  it('trims and lower-cases the email and trims the name', () => {
    const value = accepted(quickRegisterSchema, { ...validFull, email: ' ANA@Exemplo.com', name: ' Ana ' });
    expect(value.email).toBe('ana@exemplo.com');
    expect(value.name).toBe('Ana');
  });

  it('is the rule the server applies to POST /api/auth/register', () => {
    expect(registerPayloadSchema).toBe(quickRegisterSchema);
  });
});

describe('loginSchema (spec §5 "Login")', () => {
  const rejected: Case[] = [
    ['email missing', { email: undefined }, 'email', M.emailRequired],
    ['email empty', { email: '' }, 'email', M.emailRequired],
    ['email only spaces', { email: ' ' }, 'email', M.emailRequired],
    ['email invalid', { email: 'ana' }, 'email', M.emailInvalidLogin],
    ['password missing', { password: undefined }, 'password', M.passwordRequired],
    ['password empty', { password: '' }, 'password', M.passwordRequired],
    ['password not a string', { password: 12345678 }, 'password', M.passwordRequired],
    [
      'password longer than any account can have',
      { password: 'a'.repeat(129) },
      'password',
      M.passwordTooLongQuick,
    ],
  ];

  it.each(rejected)('rejects %s', (_label, patch, field, message) => {
    const result = errorsFor(loginSchema, validLogin, patch);
    expect(result.fieldErrors).toEqual({ [field]: message });
  });

  it('trims and lower-cases the email and keeps the password as typed', () => {
    const value = accepted(loginSchema, { email: ' Ana@EXEMPLO.com ', password: ' Senha 1! ' });
    expect(value).toEqual({ email: 'ana@exemplo.com', password: ' Senha 1! ' });
  });

  it('has no length rule below the maximum (old accounts may have short passwords)', () => {
    accepted(loginSchema, { email: 'a@b.co', password: '1' });
  });

  it('reports both fields of an empty form', () => {
    const result = validate(loginSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ email: M.emailRequired, password: M.passwordRequired });
  });
});

describe('full form ⊆ quick form', () => {
  const examples = [
    validFull,
    { ...validFull, name: 'José da Silva', password: 'Çaramba#2024' },
    { ...validFull, email: ' MIXED@Case.Org ', timezone: 'Europe/Lisbon' },
    { ...validFull, name: 'a'.repeat(50), password: `9?${'z'.repeat(126)}` },
    { ...validFull, name: ' Lú ', password: '1234567!' },
  ];

  it.each(examples)('the quick form accepts %j with the same value', (input) => {
    expect(accepted(quickRegisterSchema, input)).toEqual(accepted(registerSchema, input));
  });

  const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
  const word = (min: number, max: number) => fc.string({ unit: lower, minLength: min, maxLength: max });
  /** Mostly well-formed emails, in mixed case and padded, plus arbitrary text. */
  const emailArb = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(word(1, 12), word(1, 10), word(2, 4), fc.boolean(), fc.boolean())
        .map(([local, domain, tld, upper, padded]) => {
          const email = `${local}@${domain}.${tld}`;
          const cased = upper ? email.toUpperCase() : email;
          return padded ? ` ${cased} ` : cased;
        }),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
  const letters = fc.constantFrom(...'aáàâãbcçdeéêfghiíjklmnoóôõpqrstuúüvwxyzAÉÇÕ ');
  const nameArb = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: letters, minLength: 0, maxLength: 55 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 55 }) },
  );
  const passwordArb = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 130 }),
          fc.integer({ min: 0, max: 9 }),
          fc.constantFrom('!', '@', '#', '€', '?'),
        )
        .map(([s, d, sym]) => `${s}${d}${sym}`),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 130, unit: 'grapheme' }) },
  );
  const payloadArb = fc.record(
    {
      email: emailArb,
      name: nameArb,
      password: passwordArb,
      acceptedTerms: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        fc.constant(false),
        fc.constant('true'),
      ),
      timezone: fc.constantFrom('America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'Nowhere/Land', ''),
    },
    { requiredKeys: ['email', 'name', 'password', 'acceptedTerms'] },
  );

  it('every payload the full form accepts, the quick form accepts too (property)', () => {
    let acceptedByFull = 0;
    fc.assert(
      fc.property(payloadArb, (input) => {
        const full = validate(registerSchema, input);
        if (!full.ok) return;
        acceptedByFull++;
        const quick = validate(quickRegisterSchema, input);
        expect(quick.ok).toBe(true);
        if (quick.ok) expect(quick.value).toEqual(full.value);
      }),
      { numRuns: 2000 },
    );
    // The generators must reach the interesting case often enough to mean something.
    expect(acceptedByFull).toBeGreaterThan(100);
  });
});

describe('passwordCriteria (the live checklist of /register)', () => {
  it('lists length, digit and symbol with their labels', () => {
    expect(passwordCriteria.map((c) => [c.key, c.label])).toEqual([
      ['length', 'Pelo menos 8 caracteres'],
      ['digit', 'Pelo menos um número'],
      ['symbol', 'Pelo menos um símbolo (ex: ! @ # $)'],
    ]);
  });

  it.each([
    ['', [false, false, false]],
    ['abcdefg', [false, false, false]],
    ['abcdefgh', [true, false, false]],
    ['1', [false, true, false]],
    ['!', [false, false, true]],
    ['abc def ', [true, false, false]],
    ['abcdef1!', [true, true, true]],
    ['sénha_forte9', [true, true, true]],
  ] as const)('%j meets %j', (password, expected) => {
    expect(passwordCriteria.map((c) => c.test(password))).toEqual(expected);
  });

  it('a password meeting all three criteria (and at most 128 long) passes the full form', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 128 }), (password) => {
        fc.pre(passwordCriteria.every((c) => c.test(password)));
        expect(validate(registerSchema, { ...validFull, password }).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
    for (const password of ['abcdef1!', '12345678-', `${'x'.repeat(126)}7%`]) {
      expect(passwordCriteria.every((c) => c.test(password))).toBe(true);
      expect(validate(registerSchema, { ...validFull, password }).ok).toBe(true);
    }
  });
});
