/**
 * The few expressions `demo:seed-scale` writes differently for each engine, so the statements in
 * members.ts read the same on both. Instants are computed as epoch milliseconds (SQLite stores
 * them so; PostgreSQL turns them into timestamptz), local dates as 'YYYY-MM-DD' text.
 */
export interface SeedDialect {
  readonly sqlite: boolean;
  /** A FROM item of the integers from..to as column `n` (bigint on PostgreSQL). */
  numbers(alias: string, from: number, to: number): string;
  /**
   * A join clause adding rows k = 1..count for each row before it (count at most max), member
   * after member, so rows arrive in key order (PostgreSQL: a lateral series; a plain join there
   * made the day the outer loop and scattered every index insert).
   */
  each(alias: string, count: string, max: number): string;
  /** A timestamp column value from an expression in epoch milliseconds. */
  instant(ms: string): string;
  /** A timestamp column read back as epoch milliseconds. */
  millisOf(column: string): string;
  /** A non-negative integer as lower-case hex, zero-padded to `width`. */
  hex(value: string, width: number): string;
  /** The local date `daysBack` days before `today`, as 'YYYY-MM-DD'. */
  daysBefore(today: string, daysBack: string): string;
  /** The larger of two numbers. */
  greatest(a: string, b: string): string;
  /** Minutes after midnight as 'HH:mm'. */
  clock(minutes: string): string;
  /** A JSON value (text parameter or literal) for a jsonb column. */
  json(text: string): string;
  readonly true: string;
}

/** SQLite has no generate_series: a temporary table of integers, filled once by a recursive CTE. */
export const SQLITE_NUMBERS_TABLE = 'temp.scale_numbers';

export const postgresDialect: SeedDialect = {
  sqlite: false,
  numbers: (alias, from, to) => `generate_series(${from}::bigint, ${to}::bigint) as ${alias}(n)`,
  each: (alias, count, max) =>
    `cross join lateral generate_series(1::bigint, least(${max}, ${count})::bigint) as ${alias}(n)`,
  instant: (ms) => `to_timestamp((${ms}) / 1000.0)`,
  millisOf: (column) => `(extract(epoch from ${column}) * 1000)::bigint`,
  hex: (value, width) => `lpad(to_hex(${value}), ${width}, '0')`,
  daysBefore: (today, daysBack) => `to_char(date '${today}' - (${daysBack})::int, 'YYYY-MM-DD')`,
  greatest: (a, b) => `greatest(${a}, ${b})`,
  clock: (m) => `lpad(((${m}) / 60)::text, 2, '0') || ':' || lpad(((${m}) % 60)::text, 2, '0')`,
  json: (text) => `cast(${text} as jsonb)`,
  true: 'true',
};

export const sqliteDialect: SeedDialect = {
  sqlite: true,
  numbers: (alias, from, to) =>
    `(select n from ${SQLITE_NUMBERS_TABLE} where n between ${from} and ${to}) as ${alias}`,
  each: (alias, count, max) => `join ${sqliteDialect.numbers(alias, 1, max)} on ${alias}.n <= ${count}`,
  instant: (ms) => `(${ms})`,
  millisOf: (column) => column,
  hex: (value, width) => `printf('%0${width}x', ${value})`,
  daysBefore: (today, daysBack) => `date('${today}', '-' || (${daysBack}) || ' days')`,
  greatest: (a, b) => `max(${a}, ${b})`,
  clock: (m) => `printf('%02d:%02d', (${m}) / 60, (${m}) % 60)`,
  json: (text) => text,
  true: '1',
};

/** A text literal for SQL (single quotes doubled); only for the seed's own constant texts. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `case (<expr>) % k when 0 then 'a' when 1 then 'b' … end` over a list of constant texts. */
export const pick = (expr: string, texts: readonly string[]) =>
  `case (${expr}) % ${texts.length} ${texts.map((t, i) => `when ${i} then ${literal(t)}`).join(' ')} end`;
