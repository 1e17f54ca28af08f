import { existsSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { runMigrations } from '../../db/migration-lock';
import { databaseKind } from '../../db/orm';
import { CliError, type Command } from '../cli-kit';
import { singleArgument } from './user-lookup';

export const dbMigrate: Command = {
  name: 'db:migrate',
  summary: 'Aplica as migrações pendentes do banco e mostra quais foram aplicadas',
  usage: 'db:migrate [--json]',
  // The CLI normally migrates on opening; this command does it itself to report what ran. What
  // was applied and pending is read under the migration lock, like the run itself.
  skipMigrations: true,
  async run({ orm, json, out }) {
    const result = await runMigrations(orm);
    const before = result.alreadyApplied;
    const ran = result.ran;
    if (json) return out(JSON.stringify(result));
    if (!ran.length) {
      return out(
        `O banco já estava atualizado (${before.length} ${before.length === 1 ? 'migração aplicada' : 'migrações aplicadas'}).`,
      );
    }
    out(`${ran.length} ${ran.length === 1 ? 'migração aplicada agora' : 'migrações aplicadas agora'}:`);
    for (const name of ran) out(`  ${name}`);
    out(`Já estavam aplicadas antes: ${before.length}.`);
  },
};

/** Quotes one word for a POSIX shell. */
const shellQuote = (word: string) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

export const dbBackup: Command = {
  name: 'db:backup',
  summary: 'SQLite: cópia consistente do banco em uso; PostgreSQL: mostra o comando pg_dump a usar',
  usage: 'db:backup <arquivo> [--force] [--json]',
  flags: ['force'],
  async run({ orm, config, args, flags, json, out }) {
    const file = resolve(singleArgument(dbBackup, args, 'o arquivo de destino'));
    if (databaseKind(config.databaseUrl) === 'postgresql') {
      // Not run from here: pg_dump is a separate tool with its own version constraints, and a
      // dump of a large database belongs in the operator's hands (progress, compression, where).
      const url = new URL(config.databaseUrl);
      const passwordOmitted = url.password !== '';
      url.password = '';
      const command = `pg_dump --format=custom --no-owner --file=${shellQuote(file)} --dbname=${shellQuote(url.toString())}`;
      if (json) return out(JSON.stringify({ engine: 'postgresql', command, passwordOmitted }));
      out('PostgreSQL: faça a cópia com o pg_dump (não executado por este comando):');
      out(`  ${command}`);
      if (passwordOmitted)
        out('A senha da DATABASE_URL foi omitida: informe-a em PGPASSWORD ou no ~/.pgpass.');
      out(`Para restaurar: pg_restore --no-owner --dbname=<banco vazio> ${shellQuote(file)}`);
      return;
    }
    const source = config.databaseUrl.slice('sqlite:'.length);
    if (!source || source === ':memory:')
      throw new CliError('O banco SQLite em memória não tem o que copiar.');
    if (existsSync(file)) {
      if (flags.force !== true)
        throw new CliError(`O arquivo ${file} já existe. Use --force para substituí-lo.`);
      rmSync(file);
    }
    // VACUUM INTO writes a consistent, compacted copy from one read transaction: safe while the
    // server is running and writing (WAL mode), unlike copying the file.
    await orm.em.getConnection().execute('VACUUM INTO ?', [file], 'run');
    const bytes = statSync(file).size;
    if (json) return out(JSON.stringify({ engine: 'sqlite', file, bytes }));
    out(`Cópia do banco gravada em ${file} (${formatBytes(bytes)}).`);
  },
};

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
