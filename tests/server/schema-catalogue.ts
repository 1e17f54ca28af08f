import { isSqlite } from '../../sync-server/db/sql';
import type { TestServer } from '../helpers/test-server';

/**
 * The schema as the database itself describes it (SQLite's `sqlite_master` and `pragma_*`
 * functions, PostgreSQL's `information_schema` for the current schema): every table, its
 * columns and its foreign keys. Tests that must cover "every table" read it here instead of
 * keeping a list that a new table would silently escape.
 */
export interface CatalogueTable {
  name: string;
  columns: string[];
  /** Columns with a foreign key, and the table each one references. */
  foreignKeys: { column: string; references: string }[];
}

export async function readCatalogue(server: TestServer): Promise<CatalogueTable[]> {
  const em = server.em();
  const rows = <T>(sql: string, params: unknown[] = []) => em.execute<T[]>(sql, params, 'all');
  if (isSqlite(em)) {
    const tables = await rows<{ name: string }>(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    );
    return Promise.all(
      tables.map(async ({ name }) => ({
        name,
        columns: (await rows<{ name: string }>('select name from pragma_table_info(?)', [name])).map(
          (c) => c.name,
        ),
        foreignKeys: (
          await rows<{ from: string; table: string }>(
            'select "from", "table" from pragma_foreign_key_list(?)',
            [name],
          )
        ).map((fk) => ({ column: fk.from, references: fk.table })),
      })),
    );
  }
  const tables = await rows<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await rows<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const foreignKeys = await rows<{ table_name: string; column_name: string; references: string }>(
    `select kcu.table_name, kcu.column_name, ccu.table_name as "references"
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`,
  );
  return tables.map(({ table_name: name }) => ({
    name,
    columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name),
    foreignKeys: foreignKeys
      .filter((fk) => fk.table_name === name)
      .map((fk) => ({ column: fk.column_name, references: fk.references })),
  }));
}

/** Column names that hold a person's account id, with or without a foreign key. */
const PERSON_COLUMN = /^(user|member|client|actor|psychologist|owner|author|sender|recipient|reader)_id$/;

/**
 * Every column that names an account: the users table's own id, each foreign key to `users`,
 * and each column named like one (sessions.user_id and analytics_events.user_id have no foreign
 * key). Any other `*_id` column must be declared in `notPeople` (table.column) so that a new
 * reference to a person cannot go unnoticed: `unclassified` lists the ones that are neither.
 */
export function personColumns(
  catalogue: CatalogueTable[],
  notPeople: readonly string[] = [],
): { columns: { table: string; column: string }[]; unclassified: string[] } {
  const columns: { table: string; column: string }[] = [];
  const unclassified: string[] = [];
  for (const table of catalogue) {
    for (const column of table.columns) {
      const isPerson =
        (table.name === 'users' && column === 'id') ||
        table.foreignKeys.some((fk) => fk.column === column && fk.references === 'users') ||
        PERSON_COLUMN.test(column);
      if (isPerson) columns.push({ table: table.name, column });
      else if (column.endsWith('_id') && !notPeople.includes(`${table.name}.${column}`))
        unclassified.push(`${table.name}.${column}`);
    }
  }
  return { columns, unclassified };
}
