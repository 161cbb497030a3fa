// Runs supabase-js auth calls so that a refusal becomes an AuthFailure with a message for people.
import type { AuthError } from '@supabase/supabase-js';
import { AuthFailure, describeAuthError } from './auth-errors';

/** Runs a supabase-js auth call; a refusal (returned or thrown) becomes an AuthFailure with a message for people. */
export async function runAuthCall<T extends { error: AuthError | null }>(call: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    throw new AuthFailure(describeAuthError(error));
  }
  if (result.error) throw new AuthFailure(describeAuthError(result.error));
  return result;
}
