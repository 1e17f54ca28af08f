/**
 * The Problem Gambling Severity Index (PGSI, Ferris & Wynne 2001): nine questions about the last
 * 12 months, each answered 0–3; the sum (0–27) places the person in one of four bands. A screening
 * aid, never a diagnosis: the messages say so and point to help without alarm or blame.
 */

export const PGSI_TIME_FRAME = 'Nos últimos 12 meses';

/** The nine items, in the instrument's order (pt-BR, asked after PGSI_TIME_FRAME). */
export const PGSI_QUESTIONS: readonly string[] = Object.freeze([
  'Você apostou mais do que realmente podia perder?',
  'Você precisou apostar valores cada vez maiores para sentir a mesma empolgação?',
  'Você voltou a apostar em outro dia para tentar recuperar o dinheiro que perdeu?',
  'Você pegou dinheiro emprestado ou vendeu algo para conseguir dinheiro para apostar?',
  'Você sentiu que poderia ter um problema com apostas?',
  'As apostas causaram a você algum problema de saúde, incluindo estresse ou ansiedade?',
  'Outras pessoas criticaram suas apostas ou disseram que você tinha um problema com jogo, mesmo que você não concordasse?',
  'As suas apostas causaram algum problema financeiro para você ou para sua família?',
  'Você se sentiu culpado pela forma como aposta ou pelo que acontece quando aposta?',
]);

export const PGSI_ITEM_COUNT = 9;
export const PGSI_MAX_SCORE = 27;

export type PgsiAnswer = 0 | 1 | 2 | 3;

export const PGSI_ANSWER_OPTIONS: readonly { value: PgsiAnswer; label: string }[] = Object.freeze([
  { value: 0, label: 'Nunca' },
  { value: 1, label: 'Às vezes' },
  { value: 2, label: 'Na maioria das vezes' },
  { value: 3, label: 'Quase sempre' },
]);

/** Alias of PGSI_ANSWER_OPTIONS. */
export const PGSI_OPTIONS = PGSI_ANSWER_OPTIONS;

export type PgsiBandKey = 'none' | 'low' | 'moderate' | 'problem';

export interface PgsiBand {
  key: PgsiBandKey;
  label: string;
  message: string;
  /** True when we should gently encourage professional help (moderate and problem). */
  seekHelp: boolean;
}

/** True for exactly nine whole answers, each 0–3. */
export function isValidPgsiAnswers(answers: unknown): answers is PgsiAnswer[] {
  return (
    Array.isArray(answers) &&
    answers.length === PGSI_ITEM_COUNT &&
    answers.every((a) => Number.isInteger(a) && a >= 0 && a <= 3)
  );
}

/** The PGSI score, 0–27. Throws RangeError unless there are nine answers 0–3 (a partial screen has no score). */
export function pgsiScore(answers: readonly number[]): number {
  if (!isValidPgsiAnswers(answers)) throw new RangeError('PGSI needs nine answers from 0 to 3');
  let sum = 0;
  for (const a of answers) sum += a;
  return sum;
}

/** The score, or null when the answers are missing or incomplete (an assessment without the screen). */
export function pgsiScoreOrNull(answers: readonly number[] | null | undefined): number | null {
  return isValidPgsiAnswers(answers) ? pgsiScore(answers) : null;
}

const BANDS: Record<PgsiBandKey, PgsiBand> = {
  none: {
    key: 'none',
    label: 'Sem problema',
    message:
      'Suas respostas não indicam problemas com apostas nos últimos 12 meses. Continue cuidando de você: o Virada está aqui se precisar.',
    seekHelp: false,
  },
  low: {
    key: 'low',
    label: 'Risco baixo',
    message:
      'Suas respostas indicam um risco baixo. Vale ficar atento aos sinais e aos momentos em que a vontade de apostar aparece; os check-ins diários ajudam nisso.',
    seekHelp: false,
  },
  moderate: {
    key: 'moderate',
    label: 'Risco moderado',
    message:
      'Suas respostas indicam um risco moderado: as apostas já podem estar trazendo algumas consequências. Conversar com um psicólogo pode ajudar bastante, e você não precisa passar por isso sozinho.',
    seekHelp: true,
  },
  problem: {
    key: 'problem',
    label: 'Jogo problemático',
    message:
      'Suas respostas indicam que as apostas estão trazendo prejuízos importantes para você. Isso não define quem você é, e tem tratamento: procurar um psicólogo ou um CAPS é um passo de cuidado. Se estiver em sofrimento agora, ligue 188 (CVV), 24 horas, gratuito.',
    seekHelp: true,
  },
};

/** The band for a score: 0 none, 1–2 low, 3–7 moderate, 8+ problem (the PGSI cut-offs). */
export function pgsiBand(score: number): PgsiBand {
  if (!Number.isFinite(score) || score <= 0) return BANDS.none;
  if (score < 3) return BANDS.low;
  if (score < 8) return BANDS.moderate;
  return BANDS.problem;
}
