// Creating users: the auth record with its first identity, the profile, a personal group with the
// user as admin and a free subscription. Used by sign-up, e-mail code sign-in, the local Google
// stand-in and the demo seed.
import { insertGoogleIdentity, upsertEmailIdentity } from '../auth/identities';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { createGroupWithOwner } from '../groups/group-writes';

export interface NewUser {
  email: string;
  password?: string;
  fullName?: string;
  confirmed: boolean;
  provider?: 'email' | 'google';
}

export function personalGroupName(fullName: string, email: string): string {
  const first = fullName.trim().split(/\s+/)[0] || email.split('@')[0] || 'My';
  return `${first}'s desk`;
}

/** Creates the user with profile and personal group in one transaction; returns the user id. */
export async function createUser(db: Db, user: NewUser): Promise<string> {
  const encrypted = user.password ? await hashPassword(user.password) : null;
  const email = user.email.trim().toLowerCase();
  const fullName = user.fullName?.trim() ?? '';
  return db.transaction().execute(async (tx) => {
    const created = await tx
      .insertInto('auth_users')
      .values({
        email,
        encrypted_password: encrypted,
        email_confirmed_at: user.confirmed ? new Date() : null,
        raw_user_meta_data: JSON.stringify(fullName ? { full_name: fullName } : {}),
        raw_app_meta_data: JSON.stringify({ provider: user.provider ?? 'email', providers: [user.provider ?? 'email'] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As in GoTrue, a user has the identity they signed up with: Google users only the Google one.
    if (user.provider === 'google') await insertGoogleIdentity(tx, created.id, { email, fullName: fullName || undefined });
    else await upsertEmailIdentity(tx, { id: created.id, email }, user.confirmed);
    await tx
      .insertInto('profiles')
      .values({
        id: created.id,
        email,
        name: fullName,
        display_name: fullName || email.split('@')[0] || email,
        metadata: JSON.stringify({}),
        settings: JSON.stringify({}),
      })
      .execute();
    await createGroupWithOwner(tx, { ownerId: created.id, name: personalGroupName(fullName, email), type: 'personal' });
    return created.id;
  });
}
