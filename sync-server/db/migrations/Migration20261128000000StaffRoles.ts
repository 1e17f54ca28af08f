import { SchemaMigration } from './schema-migration';

/**
 * Staff roles (issue 17): every change of an account between member and staff, made by the
 * support CLI's `users:role`, with who ran it. Rows go with the account when it is deleted.
 */
export class Migration20261128000000StaffRoles extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('role_changes', (t) => {
        t.increments('id');
        t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.string('from_type', 16).notNullable();
        t.string('to_type', 16).notNullable();
        t.string('changed_by', 255).notNullable();
        t.datetime('changed_at').notNullable();
        t.index(['user_id']);
      }),
    );
  }
}
