// Fixed-window rate limits kept in the rate_limits table, so several API instances share them.
// Every counter is bumped before the work it guards, in one atomic upsert, so concurrent requests
// cannot all pass a stale count: failure counters (sign-in, OTP and TOTP verify) then refund the
// attempts that succeed; sign-ups count every request; e-mail sends count only mails that go out.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export const AUTH_RATE_LIMITS = {
  /** Failed password sign-ins per e-mail and IP; while blocked even the right password is refused. */
  failedSignIn: { max: 5, windowSeconds: 5 * 60 },
  /** Sign-up requests per IP; `max` is configurable (AUTH_SIGNUPS_PER_HOUR_PER_IP, default 10). */
  signUp: { max: 10, windowSeconds: 60 * 60 },
  /** Failed one-time code checks per e-mail: a 6-digit code must not be guessable. */
  failedVerify: { max: 10, windowSeconds: 15 * 60 },
  /** Failed TOTP verifications per factor; while blocked even the right code is refused. */
  failedMfaVerify: { max: 5, windowSeconds: 5 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export const rateLimitKeys = {
  failedSignIn: (email: string, ip: string) => `signin:${email}:${ip}`,
  signUp: (ip: string) => `signup:${ip}`,
  /** One counter per kind of e-mail and user (the window is AUTH_SMTP_MAX_FREQUENCY). */
  emailSend: (kind: string, userId: string) => `email:${kind}:${userId}`,
  failedVerify: (email: string) => `verify:${email}`,
  failedMfaVerify: (factorId: string) => `mfa-verify:${factorId}`,
};

export interface RateLimitState {
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

function stateOf(row: { hits: number; window_started_at: Date | string }, rule: RateLimitRule, now: Date): RateLimitState {
  const endsAt = new Date(row.window_started_at).getTime() + rule.windowSeconds * 1000;
  return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Counts one hit in the key's current window (starting a new window when the old one ended). */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const windowEnded = sql<boolean>`rate_limits.window_started_at <= ${new Date(now.getTime() - rule.windowSeconds * 1000)}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_started_at: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${windowEnded} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<Date>`case when ${windowEnded} then ${now}::timestamptz else rate_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return stateOf(row, rule, now);
}

/** Takes back one hit of the key's current window (an attempt that turned out not to count). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/**
 * The socket's peer address. X-Forwarded-For is deliberately ignored: without a configured trusted
 * proxy any client could set it and dodge every per-IP limit by inventing addresses.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a unit test): no peer address.
    return 'unknown';
  }
}
