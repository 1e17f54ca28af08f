/**
 * Makes an account staff in the e2e server's database, as support would:
 * `npx tsx tests/e2e/make-admin.ts <email>` with DATABASE_URL set to the e2e database.
 */
import { initORM } from '../../sync-server/db/orm';
import { UserSchema } from '../../sync-server/modules/users/user.entity';

const email = process.argv[2];
const url = process.env.DATABASE_URL;
if (!email || !url) throw new Error('usage: DATABASE_URL=… tsx tests/e2e/make-admin.ts <email>');
const orm = await initORM(url, { migrate: false });
try {
  const changed = await orm.em.fork().nativeUpdate(UserSchema, { email }, { userType: 'admin' });
  if (changed !== 1) throw new Error(`no account ${email}`);
} finally {
  await orm.close(true);
}
