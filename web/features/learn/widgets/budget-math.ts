/**
 * The budget calculator's arithmetic (`::budget-calculator`), pure and in integer centavos.
 *
 * Rules, so every result can be checked by hand:
 * - Amounts are read as a person types them in Brazil ('1.234,56') with the app's own reader
 *   (parseAmountBR) and turned into centavos from their decimal digits (reaisToCents): no float
 *   ever carries money past that point. More than 2 decimals is an error, not a rounding.
 * - A monthly interest rate is kept in hundredths of a percent (basis points: '2,5' % → 250).
 * - A month's interest is balance × rate, rounded half up to the whole centavo (0,5 centavo
 *   becomes 1), computed on integers only (see monthlyInterest).
 * - Each month of the plan: interest is added to every open balance, every debt gets its minimum
 *   payment (or what is left of it), and the rest of the month's money goes to the debts in plan
 *   order, the first first. The month's money stays the same: the minimums (each at most its
 *   balance) plus the freed betting money; a paid debt's minimum rolls over to the next one.
 * - A debt without a rate is planned without interest (we cannot know it) and the page says so.
 */
import { centsToReais, parseAmountBR, reaisToCents } from '../../../../shared/domain/money';
import type { Cents } from '../../../../shared/domain/types';
import { MAX_AMOUNT_REAIS } from '../../../../shared/schemas/checkin.schema';

/** The plan looks this far ahead; past it, the page answers kindly instead of with a date. */
export const PLAN_HORIZON_MONTHS = 120;
/** The months the betting money is added up over. */
export const KEPT_MONTHS = [1, 6, 12] as const;
/** The same ceiling as any amount a member types in the app (R$ 10 million). */
const MAX_CENTS = reaisToCents(MAX_AMOUNT_REAIS);
/** A monthly rate above 100 % is almost surely a yearly rate typed in the wrong field. */
const MAX_RATE_BP = 10_000;
const BP_PER_UNIT = 10_000;
/**
 * A balance this large (about R$ 11 trillion) cannot be paid within the horizon by any amounts the
 * fields accept; its interest stops being added there, so integer products stay exact. It keeps
 * its place in the order and takes the payments meant for it: the plan never pretends that money
 * is free for the next debt (which would make a smaller payment look faster than a larger one).
 */
const RUNAWAY_CENTS = 2 ** 50;

export type InputProblem = 'invalid' | 'negative' | 'decimals' | 'too-large';
export type Reading<T> = { ok: true; value: T } | { ok: false; problem: InputProblem };

/**
 * Text → hundredths (centavos of an amount, basis points of a rate). Empty text is `null`. A
 * trailing separator is read as not typed yet ('150,' is 150), so no error flashes mid-typing.
 */
function readHundredths(text: string, max: number): Reading<number | null> {
  const typed = text.trim().replace(/[.,]$/, '');
  if (!typed) return { ok: true, value: null };
  if (/^(R\$\s*)?-/i.test(typed)) return { ok: false, problem: 'negative' };
  const number = parseAmountBR(typed);
  if (Number.isNaN(number)) return { ok: false, problem: 'invalid' };
  if (number > max / 100) return { ok: false, problem: 'too-large' };
  const hundredths = reaisToCents(number);
  if (centsToReais(hundredths) !== number) return { ok: false, problem: 'decimals' };
  return { ok: true, value: hundredths };
}

/** An amount in reais → centavos; an empty field is zero. */
export function readCents(text: string): Reading<Cents> {
  const read = readHundredths(text, MAX_CENTS);
  return read.ok ? { ok: true, value: read.value ?? 0 } : read;
}

/** A monthly interest rate in % → basis points; an empty field is `null` (not known). */
export function readRate(text: string): Reading<number | null> {
  return readHundredths(text, MAX_RATE_BP);
}

export interface Debt {
  /** Tells two debts apart (the calculator's row key). */
  id: string;
  name: string;
  balance: Cents;
  /** Monthly interest in basis points (250 = 2,5 % a month); null when not known. */
  rateBp: number | null;
  minimum: Cents;
}

/**
 * balance × rate, rounded half up to the centavo, exactly: the balance is split into whole units
 * of 10.000 centavos and a remainder, so no product ever passes 2^53.
 */
export function monthlyInterest(balance: Cents, rateBp: number): Cents {
  const whole = Math.floor(balance / BP_PER_UNIT);
  const rest = balance % BP_PER_UNIT;
  return whole * rateBp + Math.floor((rest * rateBp + BP_PER_UNIT / 2) / BP_PER_UNIT);
}

/**
 * The plan's order: the most expensive interest first. A debt whose rate is not known comes after
 * every known positive rate but before a 0 % one (it almost surely costs something; a 0 % debt
 * never does). Equal or unknown rates: the smallest balance first; then the order typed.
 */
export function orderDebts<T extends Debt>(debts: readonly T[]): T[] {
  const rank = (d: Debt) => (d.rateBp === null ? 0.5 : d.rateBp === 0 ? 0 : 1 + d.rateBp);
  return debts
    .map((debt, index) => ({ debt, index }))
    .sort((a, b) => rank(b.debt) - rank(a.debt) || a.debt.balance - b.debt.balance || a.index - b.index)
    .map(({ debt }) => debt);
}

/** The month's minimum payments: each never more than what is owed. */
const minimumsOf = (debts: readonly Debt[]): Cents =>
  debts.reduce((sum, d) => sum + Math.min(d.minimum, d.balance), 0);

export interface PlannedDebt {
  debt: Debt;
  /** The month (1 = the first) in which the debt is paid off; null past the horizon. */
  paidInMonth: number | null;
  /** Interest added until it is paid, or over the whole horizon. */
  interest: Cents;
}

export interface DebtPlan {
  /** The debts with something owed, in the order the plan pays them. */
  debts: PlannedDebt[];
  /** What goes to the debts each month: the minimums plus the extra money. */
  monthlyPayment: Cents;
  /** The month the last debt is paid; null when some debt outlasts the horizon. */
  monthsToFinish: number | null;
}

/** Month by month: interest, then the minimums, then the rest to the first debt still open. */
export function planDebts(debts: readonly Debt[], extra: Cents, horizon = PLAN_HORIZON_MONTHS): DebtPlan {
  const ordered = orderDebts(debts.filter((d) => d.balance > 0));
  const state = ordered.map((debt) => ({
    debt,
    balance: debt.balance,
    interest: 0,
    paidIn: null as number | null,
  }));
  const monthlyPayment = minimumsOf(ordered) + extra;
  const open = () => state.filter((s) => s.paidIn === null);

  for (let month = 1; month <= horizon && open().length > 0; month++) {
    for (const s of open()) {
      if (s.balance > RUNAWAY_CENTS) continue;
      const interest = s.debt.rateBp === null ? 0 : monthlyInterest(s.balance, s.debt.rateBp);
      s.balance += interest;
      s.interest += interest;
    }
    let money = monthlyPayment;
    const live = open();
    for (const s of live) {
      const pay = Math.min(s.balance, s.debt.minimum, money);
      s.balance -= pay;
      money -= pay;
    }
    for (const s of live) {
      const pay = Math.min(s.balance, money);
      s.balance -= pay;
      money -= pay;
    }
    for (const s of live) if (s.balance === 0) s.paidIn = month;
  }

  const planned = state.map((s) => ({ debt: s.debt, paidInMonth: s.paidIn, interest: s.interest }));
  const finished = planned.every((p) => p.paidInMonth !== null);
  return {
    debts: planned,
    monthlyPayment,
    monthsToFinish: finished ? Math.max(0, ...planned.map((p) => p.paidInMonth ?? 0)) : null,
  };
}

export interface BudgetInput {
  income: Cents;
  fixedCosts: Cents;
  /** What betting cost per month. */
  betting: Cents;
  debts: readonly Debt[];
}

export interface Budget {
  /** The minimum payments of the debts with something owed (never more than the balance). */
  minimums: Cents;
  /** Income − fixed costs − minimums; negative when the month does not close. */
  leftover: Cents;
  /**
   * The betting money the plan counts on: all of it when the month's leftover holds it, else the
   * leftover (money that is not there cannot pay a debt), zero when nothing is left.
   */
  freed: Cents;
  /** The betting money kept instead, after 1, 6 and 12 months: plain sums, no yield. */
  kept: { months: (typeof KEPT_MONTHS)[number]; total: Cents }[];
  plan: DebtPlan;
  /** The same debts with no extra money: what stopping betting changes. */
  planWithoutFreed: DebtPlan;
}

export function computeBudget(input: BudgetInput): Budget {
  const owed = input.debts.filter((d) => d.balance > 0);
  const minimums = minimumsOf(owed);
  const leftover = input.income - input.fixedCosts - minimums;
  const freed = Math.min(input.betting, Math.max(0, leftover));
  return {
    minimums,
    leftover,
    freed,
    kept: KEPT_MONTHS.map((months) => ({ months, total: input.betting * months })),
    plan: planDebts(owed, freed),
    planWithoutFreed: planDebts(owed, 0),
  };
}
