// Writing the caller's own account: the profile (the auth user's full_name follows its name) and
// signing sessions out. auth_users and auth_sessions are not group-owned (no RLS): every write of
// them here is by the caller's own user id.
import type { MessagePreferences, updateAccountBodySchema } from '@bullion/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';

/** The fields given change; metadata and settings are merged key by key. undefined when there is no profile. */
export function updateProfile(tx: Tx, userId: string, change: z.output<typeof updateAccountBodySchema>, now: Date) {
  return tx
    .updateTable('profiles')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.displayName !== undefined ? { display_name: change.displayName } : {}),
      ...(change.avatarUrl !== undefined ? { avatar_url: change.avatarUrl } : {}),
      ...(change.metadata ? { metadata: sql`metadata || ${JSON.stringify(change.metadata)}::jsonb` } : {}),
      ...(change.settings ? { settings: sql`settings || ${JSON.stringify(change.settings)}::jsonb` } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The auth user's full_name, what supabase-js shows (e.g. in the shell's header). */
export async function setAuthFullName(db: Db, userId: string, fullName: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_users')
    .set({ raw_user_meta_data: sql`raw_user_meta_data || ${JSON.stringify({ full_name: fullName })}::jsonb`, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Ends one of the user's open sessions; answers the ids ended (none when it is not theirs or not open). */
export function revokeSession(db: Db, userId: string, sessionId: string, now: Date) {
  return db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
}

/** Ends every open session of the user but `keepId`; answers the ids ended. */
export function revokeOtherSessions(db: Db, userId: string, keepId: string, now: Date) {
  return db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
}

export async function writeMessagePreferences(db: Db, userId: string, preferences: MessagePreferences, now: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ settings: sql`settings || ${JSON.stringify({ messagePreferences: preferences })}::jsonb`, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
