// One-time codes sent by e-mail (auth_one_time_tokens): sign-up confirmation, password recovery,
// e-mail code / magic link sign-in, both sides of an e-mail change, reauthentication. Each issue
// makes one row that can be used once, within an hour, either by its 6-digit code (typed by the user,
// bound to the account) or by its link token `<row id>.<code>` (unguessable thanks to the random row
// id, so the link needs no e-mail address). Issuing a new code retires the older ones of that kind.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AuthOneTimeTokensTable } from '../db/schema';
import type { AppDeps } from '../http/context';

/** The e-mailed kinds (oauth codes are pkce.ts's). */
export type OtpKind = Exclude<AuthOneTimeTokensTable['kind'], 'oauth'>;
export const OTP_TTL_SECONDS = 60 * 60;

const LINK_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{6})$/i;

/** Keyed hash: six digits are cheap to enumerate, so a leaked table must not give codes away. */
function codeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface IssuedOtp {
  code: string;
  linkToken: string;
}

export async function issueOtp(
  { db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>,
  { userId, kind, redirectTo }: { userId: string; kind: OtpKind; redirectTo: string },
): Promise<IssuedOtp> {
  const issuedAt = now();
  // Retired codes are marked consumed: "consumed_at" means no longer usable, for whatever reason.
  await retireOtps({ db, now: () => issuedAt }, userId, [kind]);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const row = await db
    .insertInto('auth_one_time_tokens')
    .values({
      user_id: userId,
      kind,
      token_hash: codeHash(config.JWT_SECRET, userId, code),
      redirect_to: redirectTo,
      expires_at: new Date(issuedAt.getTime() + OTP_TTL_SECONDS * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { code, linkToken: `${row.id}.${code}` };
}

export interface ConsumedOtp {
  userId: string;
  kind: OtpKind;
  redirectTo: string | null;
}

/** Uses the user's code if it is current; null when wrong, used, retired or expired. */
export async function consumeOtpCode(
  { db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>,
  { userId, kinds, code }: { userId: string; kinds: readonly OtpKind[]; code: string },
): Promise<ConsumedOtp | null> {
  const at = now();
  // One statement, so two concurrent requests cannot both use the same code.
  const row = await db
    .updateTable('auth_one_time_tokens')
    .set({ consumed_at: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('auth_one_time_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', 'in', [...kinds])
        .where('token_hash', '=', codeHash(config.JWT_SECRET, userId, code))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .limit(1),
    )
    .where('consumed_at', 'is', null)
    .returning(['user_id', 'kind', 'redirect_to'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, kind: row.kind as OtpKind, redirectTo: row.redirect_to } : null;
}

/** Uses a link token (`<row id>.<code>`) if it is current; null otherwise. */
export async function consumeOtpLink(
  { db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>,
  { linkToken, kinds }: { linkToken: string; kinds: readonly OtpKind[] },
): Promise<ConsumedOtp | null> {
  const match = LINK_TOKEN.exec(linkToken.trim());
  if (!match?.[1] || !match[2]) return null;
  const at = now();
  const row = await db
    .selectFrom('auth_one_time_tokens')
    .select(['id', 'user_id', 'token_hash'])
    .where('id', '=', match[1].toLowerCase())
    .where('kind', 'in', [...kinds])
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (!row || !sameHash(row.token_hash, codeHash(config.JWT_SECRET, row.user_id, match[2]))) return null;
  const used = await db
    .updateTable('auth_one_time_tokens')
    .set({ consumed_at: at })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .returning(['user_id', 'kind', 'redirect_to'])
    .executeTakeFirst();
  return used ? { userId: used.user_id, kind: used.kind as OtpKind, redirectTo: used.redirect_to } : null;
}

/** Retires the user's usable codes of these kinds (all e-mailed kinds when none are given). */
export async function retireOtps(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  kinds: readonly OtpKind[] = ['signup', 'recovery', 'magiclink', 'invite', 'email_change_new', 'email_change_current', 'reauthentication'],
): Promise<void> {
  await db
    .updateTable('auth_one_time_tokens')
    .set({ consumed_at: now() })
    .where('user_id', '=', userId)
    .where('kind', 'in', [...kinds])
    .where('consumed_at', 'is', null)
    .execute();
}
