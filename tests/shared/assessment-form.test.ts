import { describe, expect, it } from 'vitest';
import { assessmentFormSchema } from '../../shared/schemas/assessment-form.schema';
import { goalFormSchema } from '../../shared/schemas/goal-form.schema';
import { validate } from '../../shared/schemas/validate';

/** The messages, written out on purpose (not imported) so a changed text fails here. */
const M = {
  days: 'Informe quantos dias por semana você aposta, de 0 a 7',
  spendRequired: 'Informe quanto você gasta por semana com apostas',
  amountInvalid: 'Digite um valor válido',
  goalType: 'Escolha a sua meta: parar totalmente ou reduzir aos poucos',
  targetDays: 'Informe em quantos dias por semana, no máximo, você quer apostar (0 a 7)',
  targetSpend: 'Informe o limite de gasto por semana',
} as const;

function accepted(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.fieldErrors)}`);
  return result.value;
}

function errors(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.fieldErrors;
}

describe('assessmentFormSchema: money typed in pt-BR becomes reais', () => {
  it.each([
    ['0', 0],
    ['150', 150],
    ['150,5', 150.5],
    ['150,50', 150.5],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['1.500', 1500],
    ['12.345.678,9', null],
    ['150.50', 150.5],
    ['0,99', 0.99],
    ['  300  ', 300],
    ['R$ 300,00', 300],
    ['R$1.000', 1000],
    ['10.000.000,00', 10_000_000],
  ])('%j → %j', (typed, reais) => {
    const input = { daysPerWeek: '3', weeklySpending: typed };
    if (reais === null)
      expect(errors(assessmentFormSchema, input)).toEqual({ weeklySpending: M.amountInvalid });
    else expect(accepted(assessmentFormSchema, input)).toEqual({ daysPerWeek: 3, weeklySpending: reais });
  });
});

describe('assessmentFormSchema: every message', () => {
  it.each([
    ['no day chosen', { daysPerWeek: '' }, { daysPerWeek: M.days }],
    ['8 days', { daysPerWeek: '8' }, { daysPerWeek: M.days }],
    ['half a day', { daysPerWeek: '2.5' }, { daysPerWeek: M.days }],
    ['-1 days', { daysPerWeek: '-1' }, { daysPerWeek: M.days }],
    ['days missing', { daysPerWeek: undefined }, { daysPerWeek: M.days }],
    ['blank spend', { weeklySpending: '' }, { weeklySpending: M.spendRequired }],
    ['spaces only', { weeklySpending: '   ' }, { weeklySpending: M.spendRequired }],
    ['spend missing', { weeklySpending: undefined }, { weeklySpending: M.spendRequired }],
    ['letters', { weeklySpending: 'cem reais' }, { weeklySpending: M.amountInvalid }],
    ['negative', { weeklySpending: '-50' }, { weeklySpending: M.amountInvalid }],
    ['two commas', { weeklySpending: '1,2,3' }, { weeklySpending: M.amountInvalid }],
    ['fractions of a centavo', { weeklySpending: '1,555' }, { weeklySpending: M.amountInvalid }],
    ['over R$ 10 million', { weeklySpending: '10.000.000,01' }, { weeklySpending: M.amountInvalid }],
    [
      'both blank',
      { daysPerWeek: '', weeklySpending: '' },
      { daysPerWeek: M.days, weeklySpending: M.spendRequired },
    ],
  ])('%s', (_label, patch, expected) => {
    const input: Record<string, unknown> = { daysPerWeek: '4', weeklySpending: '300', ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete input[key];
    expect(errors(assessmentFormSchema, input)).toEqual(expected);
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7'])('accepts %s days', (days) => {
    expect(accepted(assessmentFormSchema, { daysPerWeek: days, weeklySpending: '0' })).toEqual({
      daysPerWeek: Number(days),
      weeklySpending: 0,
    });
  });
});

describe('goalFormSchema', () => {
  const reduction = { type: 'reduction', targetDaysPerWeek: '2', targetWeeklySpending: '100,50' };

  it('turns a reduction into numbers', () => {
    expect(accepted(goalFormSchema, reduction)).toEqual({
      type: 'reduction',
      targetDaysPerWeek: 2,
      targetWeeklySpending: 100.5,
    });
  });

  it('ignores whatever is left in the target fields when the goal is to stop', () => {
    const input = { type: 'cessation', targetDaysPerWeek: '9', targetWeeklySpending: 'abc' };
    expect(accepted(goalFormSchema, input)).toEqual({ type: 'cessation' });
  });

  it.each([
    ['no type chosen', { type: '' }, { type: M.goalType }],
    ['unknown type', { type: 'pause' }, { type: M.goalType }],
    ['type missing', { type: undefined }, { type: M.goalType }],
    ['no target days', { targetDaysPerWeek: '' }, { targetDaysPerWeek: M.targetDays }],
    ['8 target days', { targetDaysPerWeek: '8' }, { targetDaysPerWeek: M.targetDays }],
    ['blank budget', { targetWeeklySpending: ' ' }, { targetWeeklySpending: M.targetSpend }],
    ['letters in budget', { targetWeeklySpending: 'cem' }, { targetWeeklySpending: M.amountInvalid }],
    ['budget below a centavo', { targetWeeklySpending: '0,001' }, { targetWeeklySpending: M.amountInvalid }],
    [
      'both targets blank',
      { targetDaysPerWeek: '', targetWeeklySpending: '' },
      { targetDaysPerWeek: M.targetDays, targetWeeklySpending: M.targetSpend },
    ],
  ])('%s', (_label, patch, expected) => {
    const input: Record<string, unknown> = { ...reduction, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete input[key];
    expect(errors(goalFormSchema, input)).toEqual(expected);
  });
});
