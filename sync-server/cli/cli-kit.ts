import type { Config } from '../config';
import type { Orm } from '../db/orm';

/** What a command sees: the database, its arguments and where to write. */
export interface CliContext {
  orm: Orm;
  /** The server's configuration (same environment), e.g. PUBLIC_ORIGIN for links. */
  config: Config;
  /** Positional arguments after the command name. */
  args: string[];
  /** `--flag` → true, `--key value` / `--key=value` → 'value'. */
  flags: Record<string, string | true>;
  /** `--json`: print one JSON value and nothing else on stdout. */
  json: boolean;
  out: (line: string) => void;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** e.g. 'psychologists:approve <email>'. */
  usage: string;
  /** Flags the command accepts besides --json and --help. */
  flags?: string[];
  /** Open the database without bringing its schema up to date first (db:migrate does it itself). */
  skipMigrations?: boolean;
  run(ctx: CliContext): Promise<void>;
}

/** A failure to report on stderr with a non-zero exit (2: wrong usage, 1: refused or not found). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const usageError = (command: Command, message: string) =>
  new CliError(`${message}\nUso: npm run cli -- ${command.usage}`, 2);

/** Splits argv into positionals and flags. Flags with a value use `--key=value` or `--key value`. */
export function parseArgs(argv: string[], valueFlags: readonly string[] = []) {
  const args: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (!token.startsWith('--')) {
      args.push(token);
      continue;
    }
    const [key, inline] = token.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags[key] = inline;
    else if (valueFlags.includes(key) && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      flags[key] = argv[++i]!;
    } else flags[key] = true;
  }
  return { args, flags };
}

/** A plain-text table: a header row, then one row per item, columns padded to fit. */
export function table(headers: string[], rows: (string | number | null)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => (c === null ? '—' : String(c))))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Dates as support staff read them: 22/11/2026 14:05 (the server's zone). */
export const dateTime = (d: Date | null | undefined) =>
  d ? new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(d) : null;
