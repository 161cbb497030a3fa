// Creating a user from a sign-up (POST /signup) or a first e-mail code sign-in (POST /otp), keeping all
// of `data` as user_metadata as GoTrue does.
import { createUser } from '../account/create-user';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';

export type Metadata = Record<string, unknown>;

/** `data` as user_metadata, with full_name trimmed the way createUser stores it. */
export function userMetadata(data: Metadata): Metadata {
  return typeof data.full_name === 'string' ? { ...data, full_name: data.full_name.trim() } : data;
}

/** Creates the user with all of `data` as user_metadata; null when the address was taken meanwhile. */
export async function createNewUser(
  deps: AppDeps,
  email: string,
  password: string | undefined,
  metadata: Metadata,
  confirmed: boolean,
): Promise<AuthUser | null> {
  try {
    const fullName = typeof metadata.full_name === 'string' ? metadata.full_name : undefined;
    const id = await createUser(deps.db, { email, password, fullName, confirmed });
    // createUser keeps only full_name; GoTrue keeps all of `data` as user_metadata.
    return await deps.db
      .updateTable('auth_users')
      .set({ raw_user_meta_data: JSON.stringify(metadata) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // A concurrent sign-up of the same address won the unique index: treat it as existing.
    if ((error as { code?: unknown }).code === '23505') return null;
    throw error;
  }
}
