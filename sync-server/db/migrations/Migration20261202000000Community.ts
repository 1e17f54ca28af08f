import { SchemaMigration } from './schema-migration';

/**
 * The community's forum (issue 12): pseudonymous profiles, threads, posts, "apoio" reactions,
 * reports and the moderators' log. The chat's rooms are threads without an author (category
 * 'chat', created on first use) and their messages are posts, so safety rules, reports and
 * moderation are one for both. Everything a member wrote goes with their account (cascade). Threads are listed by
 * category and latest activity; a thread's posts are read in the order they were written.
 */
export class Migration20261202000000Community extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('community_profiles', (t) => {
          t.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
          t.string('pseudonym', 60).notNullable().unique();
          t.datetime('pseudonym_changed_at').nullable();
          t.boolean('show_badge').notNullable().defaultTo(false);
          t.datetime('suspended_until').nullable();
          t.datetime('created_at').notNullable();
        })
        .createTable('forum_threads', (t) => {
          t.string('id', 36).primary();
          t.string('category', 40).notNullable();
          t.string('title', 200).notNullable();
          // Null for the chat's rooms (category 'chat'): their messages are this table's posts.
          t.string('author_id', 36).nullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('status', 16).notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('last_activity_at').notNullable();
          t.integer('reply_count').notNullable().defaultTo(0);
          t.index(['category', 'status', 'last_activity_at', 'id']);
          t.index(['status', 'last_activity_at', 'id']);
          t.index(['author_id']);
        })
        .createTable('forum_posts', (t) => {
          t.string('id', 36).primary();
          t.string('thread_id', 36)
            .notNullable()
            .references('id')
            .inTable('forum_threads')
            .onDelete('CASCADE');
          t.string('author_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.string('status', 16).notNullable();
          t.text('text').nullable();
          t.text('hidden_text').nullable();
          t.string('held_rule', 32).nullable();
          t.boolean('crisis').notNullable().defaultTo(false);
          t.datetime('created_at').notNullable();
          t.datetime('edited_at').nullable();
          t.datetime('removed_at').nullable();
          t.string('removed_by', 16).nullable();
          t.integer('apoio_count').notNullable().defaultTo(0);
          // When a moderator looked at it (approved, hid, restored or dismissed its reports).
          t.datetime('reviewed_at').nullable();
          t.index(['thread_id', 'created_at', 'id']);
          t.index(['status', 'reviewed_at']);
          t.index(['author_id', 'created_at']);
        })
        .createTable('forum_apoios', (t) => {
          t.string('post_id', 36).notNullable().references('id').inTable('forum_posts').onDelete('CASCADE');
          t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.datetime('created_at').notNullable();
          t.primary(['post_id', 'user_id']);
          t.index(['user_id']);
        })
        .createTable('forum_reports', (t) => {
          t.string('id', 36).primary();
          t.string('post_id', 36).notNullable().references('id').inTable('forum_posts').onDelete('CASCADE');
          t.string('reporter_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
          t.text('reason').notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('resolved_at').nullable();
          t.index(['resolved_at', 'created_at']);
          t.unique(['post_id', 'reporter_id']);
        })
        .createTable('moderation_actions', (t) => {
          t.string('id', 36).primary();
          // Who acted: a staff account (null once it is deleted), and how (admin page or CLI).
          t.string('actor_id', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
          t.string('actor_label', 120).notNullable();
          t.string('action', 16).notNullable();
          t.string('post_id', 36).nullable();
          // The member a suspension is for (null once their account is deleted).
          t.string('member_id', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
          t.integer('days').nullable();
          t.datetime('created_at').notNullable();
          t.index(['created_at']);
        }),
    );
  }
}
