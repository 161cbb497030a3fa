// Local mode: a demo account that belongs to a personal group and a team group, created on the
// first start so a newcomer can sign in and click around at once.
import { createUser } from '../account/create-user';
import { createGroupWithOwner } from '../groups/group-writes';
import type { AppDeps } from '../http/context';

export interface DemoAccount {
  email: string;
  password: string;
}

export const DEMO_ACCOUNT: DemoAccount = { email: 'demo@bullion.local', password: 'BullionDemo1' };
export const DEMO_TEAM_NAME = 'Demo Bullion Co.';

export async function seedDemo({ db, logger }: Pick<AppDeps, 'db' | 'logger'>): Promise<DemoAccount> {
  const existing = await db.selectFrom('auth_users').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst();
  if (existing) return DEMO_ACCOUNT;
  const userId = await createUser(db, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, fullName: 'Dana Demo', confirmed: true });
  await db.transaction().execute((tx) => createGroupWithOwner(tx, { ownerId: userId, name: DEMO_TEAM_NAME, type: 'team' }));
  logger.info({ email: DEMO_ACCOUNT.email }, 'demo account created');
  return DEMO_ACCOUNT;
}
