import { SchemaMigration } from './schema-migration';

/**
 * The library's course progress (issue 13): one row per lesson finished on a device, an
 * immutable synced fact read by the member's version (pull) and by member (course medals, export).
 */
export class Migration20261204000000LessonProgress extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('lesson_progress', (t) => {
        t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.string('id', 36).notNullable();
        t.string('course_id', 64).notNullable();
        t.string('lesson_id', 64).notNullable();
        t.datetime('completed_at').notNullable();
        t.text('answers').nullable();
        t.integer('version').notNullable();
        t.datetime('stored_at').notNullable();
        t.primary(['user_id', 'id']);
        t.index(['user_id', 'version']);
      }),
    );
  }
}
