// PKCE for the Google sign-in (supabase-js with flowType 'pkce'): the redirect carries a one-time
// auth code, exchanged with the code verifier at POST /token?grant_type=pkce. The code is stored as
// a hash bound to the challenge and its method, so no extra table or column is needed.
import { createHash } from 'node:crypto';
import type { AppDeps } from '../http/context';
import { hashToken, randomToken } from './tokens';

export type ChallengeMethod = 's256' | 'plain';
const AUTH_CODE_TTL_SECONDS = 5 * 60;

// The method is part of the hash, so a verifier sent as "plain" can never satisfy an s256 challenge.
const boundHash = (authCode: string, method: ChallengeMethod, challenge: string) => hashToken(`pkce:${authCode}:${method}:${challenge}`);

export function parseChallengeMethod(method: string | null | undefined): ChallengeMethod | null {
  const normalized = (method ?? '').toLowerCase();
  return normalized === 's256' || normalized === 'plain' ? normalized : null;
}

export async function issueAuthCode(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  { userId, challenge, method }: { userId: string; challenge: string; method: ChallengeMethod },
): Promise<string> {
  const authCode = randomToken(24);
  await db
    .insertInto('auth_one_time_tokens')
    .values({
      user_id: userId,
      kind: 'oauth',
      token_hash: boundHash(authCode, method, challenge),
      expires_at: new Date(now().getTime() + AUTH_CODE_TTL_SECONDS * 1000),
    })
    .execute();
  return authCode;
}

/** The user id of a current auth code whose challenge the verifier satisfies; null otherwise. */
export async function exchangeAuthCode(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  { authCode, verifier }: { authCode: string; verifier: string },
): Promise<string | null> {
  const s256 = createHash('sha256').update(verifier).digest('base64url');
  const at = now();
  const row = await db
    .updateTable('auth_one_time_tokens')
    .set({ consumed_at: at })
    .where('kind', '=', 'oauth')
    .where('token_hash', 'in', [boundHash(authCode, 's256', s256), boundHash(authCode, 'plain', verifier)])
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
