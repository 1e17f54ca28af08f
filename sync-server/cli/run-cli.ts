import { loadConfig } from '../config';
import { initORM } from '../db/orm';
import { attachLiveBus } from '../modules/live/announce';
import { PostgresBus } from '../modules/live/live-buses';
import { CliError, type Command, parseArgs } from './cli-kit';
import { commands } from './commands';

export interface CliIo {
  env?: Record<string, string | undefined>;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
}

const COMMON_FLAGS = ['json', 'help'];

function helpText(): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return [
    'Virada — ferramentas de suporte',
    '',
    'Uso: npm run cli -- <comando> [argumentos] [--json]',
    '',
    'Comandos:',
    ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'Use a mesma configuração do servidor (DATABASE_URL, DATA_DIR). --json imprime um único valor JSON.',
  ].join('\n');
}

const commandHelp = (c: Command) => `${c.summary}\n\nUso: npm run cli -- ${c.usage}`;

/**
 * Runs one support command against the database of the server's configuration and answers
 * the exit code: 0 done, 1 refused or not found, 2 wrong usage. Messages are pt-BR on stderr;
 * stdout carries only the result (one JSON value with --json).
 */
export async function runCli(argv: string[], io: CliIo = {}): Promise<number> {
  const stdout = io.stdout ?? ((t) => process.stdout.write(`${t}\n`));
  const stderr = io.stderr ?? ((t) => process.stderr.write(`${t}\n`));
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    stdout(helpText());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    stderr(`Comando desconhecido: ${name}\n\n${helpText()}`);
    return 2;
  }
  const { args, flags } = parseArgs(rest, command.flags ?? []);
  if (flags.help) {
    stdout(commandHelp(command));
    return 0;
  }
  const unknown = Object.keys(flags).filter((f) => !COMMON_FLAGS.includes(f) && !command.flags?.includes(f));
  if (unknown.length) {
    stderr(`Opção desconhecida: --${unknown[0]}\nUso: npm run cli -- ${command.usage}`);
    return 2;
  }
  let orm: Awaited<ReturnType<typeof initORM>> | undefined;
  let bus: PostgresBus | undefined;
  try {
    const config = loadConfig(io.env ?? process.env);
    orm = await initORM(config.databaseUrl, { migrate: !command.skipMigrations });
    // On PostgreSQL what a command changes (sessions ended, medals) is announced to the open
    // tabs through the servers; on SQLite the servers' own session check finds it.
    if (!config.databaseUrl.startsWith('sqlite:')) {
      bus = new PostgresBus(config.databaseUrl, null);
      attachLiveBus(orm, bus);
    }
    await command.run({ orm, config, args, flags, json: flags.json === true, out: stdout });
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      stderr(err.message);
      return err.exitCode;
    }
    stderr(`Erro: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    // Announcements are sent on the next turn of the event loop: let them go before closing.
    await new Promise((resolve) => setImmediate(resolve));
    await bus?.close();
    await orm?.close();
  }
}
