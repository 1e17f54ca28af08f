/**
 * The product spec's pt-BR texts (§2, §4, §5, §8) that live in `shared/`, pinned word for word.
 *
 * Every expected string is a quote copied from the spec file (tests/helpers/spec-quotes.ts), never
 * imported from the code, so a changed text fails here. The texts that exist only in components (busy labels, the relapse
 * dialog, the mood labels, the toasts the forms choose) are pinned the same way in
 * tests/web/spec-texts.test.tsx; the medal toasts in tests/web/dashboard/medal-buttons.test.tsx.
 *
 * With VIRADA_SPEC_FILE set to the spec's path, the last test also checks that each quote appears
 * in the spec exactly as written there, between single quotes (so none was paraphrased).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loginSchema, quickRegisterSchema, registerSchema } from '../../shared/schemas/auth.schema';
import { makeCheckinFormSchema, makeRelapseFormSchema } from '../../shared/schemas/checkin-form.schema';
import { validate } from '../../shared/schemas/validate';
import { checkinTexts } from '../../shared/texts/checkin.texts';
import { errorTexts } from '../../shared/texts/error.texts';
import { toastTexts } from '../../shared/texts/toast.texts';
import { SPEC } from '../helpers/spec-quotes';

const fill = (template: string, name: string, value: string | number) =>
  template.replace(`{${name}}`, String(value));

/** The message `schema` gives `field` for `input` (which must fail on that field). */
function messageFor(schema: Parameters<typeof validate>[0], input: Record<string, unknown>, field: string) {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.fieldErrors[field];
}

const fullValid = { email: 'ana@exemplo.com', name: 'Ana Maria', password: 'senha123!', acceptedTerms: true };
const quickValid = { email: 'ana@exemplo.com', name: 'Ana Maria', password: 'senha1', acceptedTerms: true };
const TODAY = '2026-11-22';

describe('§5 "Full registration": the messages the form shows', () => {
  it.each([
    ['email empty', { email: '' }, 'email', SPEC.emailRequired],
    ['name of one letter', { name: 'A' }, 'name', SPEC.nameTooShort],
    ['name of 51 letters', { name: 'A'.repeat(51) }, 'name', SPEC.nameTooLong],
    ['name with a digit', { name: 'Ana 2' }, 'name', SPEC.nameLettersOnly],
    ['password of 7', { password: 'abc12!x' }, 'password', SPEC.passwordTooShort],
    ['password of 129', { password: `1!${'a'.repeat(127)}` }, 'password', SPEC.passwordTooLong],
    ['password without a symbol', { password: 'senha1234' }, 'password', SPEC.passwordDigitAndSymbol],
    ['password without a digit', { password: 'senhasenha!' }, 'password', SPEC.passwordDigitAndSymbol],
    ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', SPEC.termsRequired],
  ])('%s: %j', (_case, patch, field, message) => {
    expect(messageFor(registerSchema, { ...fullValid, ...patch }, field)).toBe(message);
  });

  it('an invalid email gets the spec’s sentence with an example address in place of {email}', () => {
    const message = messageFor(registerSchema, { ...fullValid, email: 'ana@' }, 'email')!;
    const [before, after] = SPEC.emailInvalidWithExample.split('{email}') as [string, string];
    expect(message.startsWith(before)).toBe(true);
    expect(message.endsWith(after)).toBe(true);
    expect(message.slice(before.length, message.length - after.length)).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});

describe('§5 "Login"', () => {
  it.each([
    ['email empty', { email: '' }, 'email', SPEC.emailRequired],
    ['email invalid', { email: 'ana@' }, 'email', SPEC.loginEmailInvalid],
    ['password empty', { password: '' }, 'password', SPEC.passwordRequired],
  ])('%s: %j', (_case, patch, field, message) => {
    expect(messageFor(loginSchema, { email: 'ana@exemplo.com', password: 'x', ...patch }, field)).toBe(
      message,
    );
  });
});

describe('§5 "Quick registration"', () => {
  it.each([
    ['email invalid', { email: 'ana@' }, 'email', SPEC.quickEmailInvalid],
    ['name of one letter', { name: 'A' }, 'name', SPEC.nameTooShort],
    ['name of 51 letters', { name: 'A'.repeat(51) }, 'name', SPEC.quickNameTooLong],
    ['password of 5', { password: 'abc12' }, 'password', SPEC.quickPasswordTooShort],
    ['password of 129', { password: 'a'.repeat(129) }, 'password', SPEC.quickPasswordTooLong],
    ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', SPEC.quickTermsRequired],
  ])('%s: %j', (_case, patch, field, message) => {
    expect(messageFor(quickRegisterSchema, { ...quickValid, ...patch }, field)).toBe(message);
  });

  it('numbers and symbols are only recommended', () => {
    expect(validate(quickRegisterSchema, { ...quickValid, password: 'abcdef' }).ok).toBe(true);
  });
});

describe('§5 "Check-in" and "Relapse dialog"', () => {
  const checkin = makeCheckinFormSchema(TODAY);
  const relapse = makeRelapseFormSchema(TODAY);
  const validCheckin = { hadRelapse: 'yes', amount: '10', mood: '3', notes: '', date: TODAY, tags: [] };
  const validRelapse = { date: TODAY, amount: '10', notes: '', tags: [] };

  it.each([
    ['relapse not answered', { hadRelapse: '' }, 'hadRelapse', SPEC.relapseAnswerRequired],
    ['amount empty on a relapse', { amount: '' }, 'amount', SPEC.amountRequired],
    ['amount not a number', { amount: 'abc' }, 'amount', SPEC.amountInvalid],
    ['amount below zero', { amount: '-1' }, 'amount', SPEC.amountInvalid],
  ])('check-in, %s: %j', (_case, patch, field, message) => {
    expect(messageFor(checkin, { ...validCheckin, ...patch }, field)).toBe(message);
  });

  it.each([
    ['no date', { date: '' }, 'date', SPEC.relapseDateRequired],
    ['amount empty', { amount: '' }, 'amount', SPEC.amountRequired],
    ['amount not a number', { amount: 'abc' }, 'amount', SPEC.amountInvalid],
    ['amount below zero', { amount: '-1' }, 'amount', SPEC.amountInvalid],
  ])('relapse, %s: %j', (_case, patch, field, message) => {
    expect(messageFor(relapse, { ...validRelapse, ...patch }, field)).toBe(message);
  });

  it('zero is an amount', () => {
    expect(validate(relapse, { ...validRelapse, amount: '0' }).ok).toBe(true);
    expect(validate(checkin, { ...validCheckin, amount: '0' }).ok).toBe(true);
  });
});

describe('§8 the error catalogue (toast titles and texts kept in shared/texts)', () => {
  it('a failure the form cannot read, and one without a message', () => {
    expect(toastTexts.connectionError).toBe(SPEC.connectionError);
    expect(toastTexts.errorWithStatus(503)).toBe(fill(SPEC.errorWithStatus, 'status', 503));
  });

  it('registration', () => {
    expect(toastTexts.registerEmailTakenTitle).toBe(SPEC.emailTakenTitle);
    expect(toastTexts.registerEmailTakenDescription).toBe(SPEC.emailTakenText);
    expect(toastTexts.registerInvalidDataTitle).toBe(SPEC.invalidDataTitle);
    expect(toastTexts.registerInvalidDataDescription).toBe(SPEC.invalidDataText);
    expect(toastTexts.connectionErrorDescription).toBe(SPEC.connectionErrorText);
    expect(toastTexts.registerErrorTitle).toBe(SPEC.registerErrorTitle);
    expect(toastTexts.registerErrorDefault).toBe(SPEC.registerErrorDefault);
    expect(toastTexts.registerIncompleteTitle).toBe(SPEC.incompleteTitle);
    expect(toastTexts.registerIncompleteDescription).toBe(SPEC.incompleteText);
    expect(toastTexts.submitErrorTitle).toBe(SPEC.submitErrorTitle);
    expect(toastTexts.quickRegisterErrorTitle).toBe(SPEC.quickRegisterErrorTitle);
  });

  it('the server’s messages carry what the registration form looks for', () => {
    expect(errorTexts['email-taken']).toContain(SPEC.emailTakenMatch);
    expect(errorTexts['validation-failed']).toContain(SPEC.invalidDataTitle);
    expect(errorTexts['invalid-credentials']).toBe(SPEC.loginErrorDefault);
  });

  it('login', () => {
    expect(toastTexts.loginErrorTitle).toBe(SPEC.loginErrorTitle);
    expect(toastTexts.loginErrorDefault).toBe(SPEC.loginErrorDefault);
  });

  it('check-in and relapse', () => {
    expect(checkinTexts.checkinErrorTitle).toBe(SPEC.checkinErrorTitle);
    expect(checkinTexts.checkinErrorDefault).toBe(SPEC.checkinErrorDefault);
    expect(checkinTexts.relapseErrorTitle).toBe(SPEC.relapseErrorTitle);
    expect(checkinTexts.relapseErrorDefault).toBe(SPEC.relapseErrorDefault);
    expect(checkinTexts.relapseSuccessTitle).toBe(SPEC.relapseSuccessTitle);
    expect(checkinTexts.relapseSuccessDescription).toBe(SPEC.relapseSuccessText);
    expect(checkinTexts.relapseAnswerRequired).toBe(SPEC.relapseAnswerRequired);
    expect(checkinTexts.amountRequired).toBe(SPEC.amountRequired);
    expect(checkinTexts.amountInvalid).toBe(SPEC.amountInvalid);
    expect(checkinTexts.relapseDateRequired).toBe(SPEC.relapseDateRequired);
  });

  it('medals', () => {
    expect(checkinTexts.medalsRecoverErrorTitle).toBe(SPEC.medalsRecoverErrorTitle);
    expect(checkinTexts.medalsRecoverErrorDescription).toBe(SPEC.medalsRecoverErrorText);
    expect(checkinTexts.medalsRecoveredTitle).toBe(SPEC.medalsRecoveredTitle);
    expect(checkinTexts.medalsRecoveredDescription('3 medalhas')).toBe(
      fill(SPEC.medalsRecoveredText, 'message', '3 medalhas'),
    );
    expect(checkinTexts.windMedalErrorTitle).toBe(SPEC.windMedalErrorTitle);
    expect(checkinTexts.windMedalErrorDescription).toBe(SPEC.windMedalErrorText);
    expect(checkinTexts.windMedalTitle).toBe(SPEC.windMedalTitle);
    expect(checkinTexts.windMedalDescription).toBe(SPEC.windMedalText);
  });

  it('no dashboard data', () => {
    expect(checkinTexts.noDashboardData).toBe(SPEC.noDashboardData);
  });
});

const specFile = process.env.VIRADA_SPEC_FILE;

describe('the quotes above', () => {
  it.skipIf(!specFile || !existsSync(specFile))('are in the spec exactly as written here', () => {
    const spec = readFileSync(specFile!, 'utf8');
    // Each one quoted in the spec between single quotes, as the spec quotes its pt-BR texts.
    const missing = Object.values(SPEC).filter((text) => !spec.includes(`'${text}'`));
    expect(missing).toEqual([]);
  });
});
