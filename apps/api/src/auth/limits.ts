// The auth endpoints' rate-limit checks, turning the counters of rate-limit.ts into GoTrue's 429s.
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { AUTH_RATE_LIMITS, clearRateLimit, clientIp, hitRateLimit, rateLimitKeys, refundRateLimit } from './rate-limit';
import { overEmailSendRateLimit, overRequestRateLimit } from './supabase-errors';

type AuthContext = Context<AppEnv>;

/** Sign-ups per IP. */
export async function limitSignUps(c: AuthContext): Promise<void> {
  const { db, now, config } = c.var.deps;
  const rule = { ...AUTH_RATE_LIMITS.signUp, max: config.AUTH_SIGNUPS_PER_HOUR_PER_IP };
  const state = await hitRateLimit(db, rateLimitKeys.signUp(clientIp(c)), rule, now());
  if (state.hits > rule.max) throw overRequestRateLimit(state.retryAfterSeconds);
}

/**
 * Confirmation/recovery e-mails per address. Counted whether or not the address has an account, so
 * the limit itself reveals nothing about which addresses exist.
 */
export async function limitEmailSends(c: AuthContext, email: string): Promise<void> {
  const { db, now } = c.var.deps;
  const rule = AUTH_RATE_LIMITS.emailSend;
  const state = await hitRateLimit(db, rateLimitKeys.emailSend(email), rule, now());
  if (state.hits > rule.max) throw overEmailSendRateLimit(state.retryAfterSeconds);
}

/**
 * A failure limit enforced atomically: every attempt is counted (one upsert, so it holds across
 * concurrent requests and API instances) before the secret is checked, and refused once the count
 * passes the limit. A burst of parallel guesses therefore checks at most `max` of them. Only
 * failures should be left standing: a successful attempt is refunded or clears the key.
 */
function failureLimit(c: AuthContext, key: string, rule: { max: number; windowSeconds: number }) {
  const { db, now } = c.var.deps;
  return {
    /** Counts this attempt; 429 when it goes past the limit. */
    async attempt() {
      const state = await hitRateLimit(db, key, rule, now());
      if (state.hits > rule.max) throw overRequestRateLimit(state.retryAfterSeconds);
    },
    /** The attempt succeeded: it does not count. */
    async refund() {
      await refundRateLimit(db, key);
    },
    /** The attempt succeeded and proves the caller: earlier failures are forgiven too. */
    async forgive() {
      await clearRateLimit(db, key);
    },
  };
}

export const signInFailures = (c: AuthContext, email: string) =>
  failureLimit(c, rateLimitKeys.failedSignIn(email, clientIp(c)), AUTH_RATE_LIMITS.failedSignIn);

export const verifyFailures = (c: AuthContext, email: string) =>
  failureLimit(c, rateLimitKeys.failedVerify(email), AUTH_RATE_LIMITS.failedVerify);

/** Per factor, not per IP: a 6-digit code must not be guessable from many addresses either. */
export const mfaVerifyFailures = (c: AuthContext, factorId: string) =>
  failureLimit(c, rateLimitKeys.failedMfaVerify(factorId), AUTH_RATE_LIMITS.failedMfaVerify);
