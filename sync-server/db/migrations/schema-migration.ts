import type { Knex } from '@mikro-orm/knex';
import { Migration } from '@mikro-orm/migrations';

/**
 * A migration written once with Knex's schema builder, so the same code emits the right DDL
 * for SQLite and PostgreSQL. Each generated statement is added on its own because SQLite's
 * driver runs one statement per call.
 */
export abstract class SchemaMigration extends Migration {
  protected schema(build: (schema: Knex.SchemaBuilder) => Knex.SchemaBuilder): void {
    for (const statement of build(this.getKnex().schema).toSQL()) {
      this.addSql(statement.sql);
    }
  }
}
