import { SchemaMigration } from './schema-migration';

/**
 * Trigger tags on check-ins (issue 10): a JSON array of strings (catalogue keys and the member's
 * own words, normalised by the shared schema), as text on both engines; every check-in stored
 * before has none.
 */
export class Migration20261130000000CheckinTags extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('checkins', (t) => {
        t.text('tags').notNullable().defaultTo('[]');
      }),
    );
  }
}
