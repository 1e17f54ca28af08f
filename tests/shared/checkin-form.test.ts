import { describe, expect, it } from 'vitest';
import { makeCheckinFormSchema, makeRelapseFormSchema } from '../../shared/schemas/checkin-form.schema';
import { validate } from '../../shared/schemas/validate';

/** The spec's §5 messages, written out on purpose (not imported) so a changed text fails. */
const M = {
  relapseAnswer: 'Por favor, informe se houve recaída hoje',
  amountRequired: 'Por favor, informe o valor gasto',
  amountInvalid: 'Digite um valor válido',
  dateRequired: 'Por favor, selecione a data da recaída',
} as const;

const TODAY = '2026-11-22';
const checkin = makeCheckinFormSchema(TODAY);
const relapse = makeRelapseFormSchema(TODAY);

const validCheckin = { hadRelapse: 'yes', amount: '150,50', mood: '3', notes: '', date: TODAY };
const validRelapse = { date: TODAY, amount: '150.00', notes: '' };

type Case = [label: string, patch: Record<string, unknown>, field: string, message: string];

function firstError(schema: Parameters<typeof validate>[0], base: object, patch: Record<string, unknown>) {
  const input: Record<string, unknown> = { ...base, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete input[key];
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.fieldErrors;
}

describe('check-in dialog form', () => {
  const cases: Case[] = [
    ['relapse not answered', { hadRelapse: '' }, 'hadRelapse', M.relapseAnswer],
    ['relapse answer missing', { hadRelapse: undefined }, 'hadRelapse', M.relapseAnswer],
    ['relapse answer unknown', { hadRelapse: 'talvez' }, 'hadRelapse', M.relapseAnswer],
    ['amount empty on a relapse', { amount: '' }, 'amount', M.amountRequired],
    ['amount only spaces', { amount: '   ' }, 'amount', M.amountRequired],
    ['amount missing on a relapse', { amount: undefined }, 'amount', M.amountRequired],
    ['amount not a number', { amount: 'abc' }, 'amount', M.amountInvalid],
    ['amount negative', { amount: '-5' }, 'amount', M.amountInvalid],
    ['amount with 3 decimals', { amount: '10,555' }, 'amount', M.amountInvalid],
    ['amount with two separators', { amount: '1,2,3' }, 'amount', M.amountInvalid],
    ['amount absurdly large', { amount: '99999999999' }, 'amount', M.amountInvalid],
  ];

  it.each(cases)('%s → %s', (_label, patch, field, message) => {
    expect(firstError(checkin, validCheckin, patch)[field]).toBe(message);
  });

  it.each([
    ['150,50', 150.5],
    ['150.50', 150.5],
    ['0', 0],
    ['1.234,56', 1234.56],
    [' R$ 80 ', 80],
  ])('accepts the amount %s as %d reais', (amount, reais) => {
    const result = validate(checkin, { ...validCheckin, amount });
    expect(result).toMatchObject({ ok: true, value: { hadRelapse: true, amountSpent: reais } });
  });

  it('needs no amount without a relapse and stores 0', () => {
    const result = validate(checkin, { ...validCheckin, hadRelapse: 'no', amount: 'lixo' });
    expect(result).toEqual({
      ok: true,
      value: { date: TODAY, hadRelapse: false, amountSpent: 0, mood: 3, notes: null, tags: [] },
    });
  });

  it('carries the trigger tags, normalised', () => {
    expect(
      validate(checkin, { ...validCheckin, tags: ['Chefe  cobrando', 'tedio', 'Futebol'] }),
    ).toMatchObject({
      ok: true,
      value: { tags: ['futebol', 'tedio', 'Chefe cobrando'] },
    });
    expect(validate(checkin, { ...validCheckin, tags: ['x'.repeat(31)] }).ok).toBe(false);
  });

  it('keeps mood 1 to 5 and trims notes (empty → null)', () => {
    for (const mood of ['1', '2', '3', '4', '5'])
      expect(validate(checkin, { ...validCheckin, mood })).toMatchObject({
        ok: true,
        value: { mood: Number(mood) },
      });
    expect(validate(checkin, { ...validCheckin, mood: '6' }).ok).toBe(false);
    expect(validate(checkin, { ...validCheckin, mood: '2.5' }).ok).toBe(false);
    expect(validate(checkin, { ...validCheckin, notes: '  dia difícil  ' })).toMatchObject({
      value: { notes: 'dia difícil' },
    });
    expect(validate(checkin, { ...validCheckin, notes: '   ' })).toMatchObject({ value: { notes: null } });
  });

  it('refuses a day after today or before 2000-01-01', () => {
    expect(validate(checkin, { ...validCheckin, date: '2026-11-23' }).ok).toBe(false);
    expect(validate(checkin, { ...validCheckin, date: '1999-12-31' }).ok).toBe(false);
  });
});

describe('relapse dialog form', () => {
  const cases: Case[] = [
    ['no date', { date: '' }, 'date', M.dateRequired],
    ['date missing', { date: undefined }, 'date', M.dateRequired],
    ['no amount', { amount: '' }, 'amount', M.amountRequired],
    ['amount missing', { amount: undefined }, 'amount', M.amountRequired],
    ['amount not a number', { amount: 'cem' }, 'amount', M.amountInvalid],
    ['amount negative', { amount: '-0,01' }, 'amount', M.amountInvalid],
    ['amount with 3 decimals', { amount: '1.5555' }, 'amount', M.amountInvalid],
  ];

  it.each(cases)('%s → %s', (_label, patch, field, message) => {
    expect(firstError(relapse, validRelapse, patch)[field]).toBe(message);
  });

  it('reports the date and the amount together', () => {
    expect(firstError(relapse, validRelapse, { date: '', amount: '' })).toEqual({
      date: M.dateRequired,
      amount: M.amountRequired,
    });
  });

  it('allows zero and an empty note (null)', () => {
    expect(validate(relapse, { ...validRelapse, amount: '0' })).toEqual({
      ok: true,
      value: { date: TODAY, amount: 0, notes: null, tags: [] },
    });
  });

  it('allows 2000-01-01 and today, not the days outside', () => {
    expect(validate(relapse, { ...validRelapse, date: '2000-01-01' }).ok).toBe(true);
    expect(validate(relapse, { ...validRelapse, date: TODAY }).ok).toBe(true);
    expect(validate(relapse, { ...validRelapse, date: '1999-12-31' }).ok).toBe(false);
    expect(validate(relapse, { ...validRelapse, date: '2026-11-23' }).ok).toBe(false);
  });
});
