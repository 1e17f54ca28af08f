/**
 * What an account's deletion does to the forum beyond the foreign-key cascade (which removes the
 * profile, their threads with everything in them, their posts, reports and "apoios", and clears
 * their id from the moderators' log): the apoios they gave stop counting on other members'
 * posts, and the log keeps that a staff member acted, not their e-mail.
 */
export async function forgetCommunityMember(
  run: (sql: string, params: unknown[]) => Promise<unknown>,
  userId: string,
): Promise<void> {
  await run(
    'update forum_posts set apoio_count = apoio_count - 1 where id in (select post_id from forum_apoios where user_id = ?)',
    [userId],
  );
  await run("update moderation_actions set actor_label = 'equipe (conta excluída)' where actor_id = ?", [
    userId,
  ]);
}
