// The auth endpoints' rate-limit checks, turning the counters of rate-limit.ts into GoTrue's 429s.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
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

/** The kinds of e-mail with their own send limit, like GoTrue's `<kind>_sent_at` columns. */
export type EmailSendKind = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'reauthentication' | 'invite';

/**
 * Runs `send` (which mails one kind of e-mail to one user) at most once per AUTH_SMTP_MAX_FREQUENCY
 * seconds for that kind and user, else 429 over_email_send_rate_limit. Each kind has its own counter,
 * so a sign-up does not hold back a password reset, and only mail that goes out counts: requests that
 * send nothing never reach this, and a send that fails is refunded. The counter is claimed before
 * sending, in one upsert, so two concurrent requests cannot both send. A limit that only counts real
 * mail answers 429 only for addresses with an account; GoTrue accepts that (docs/auth.md).
 */
export async function withinEmailSendLimit<T>(
  { db, now, config }: Pick<AppDeps, 'db' | 'now' | 'config'>,
  kind: EmailSendKind,
  userId: string,
  send: () => Promise<T>,
): Promise<T> {
  const windowSeconds = config.AUTH_SMTP_MAX_FREQUENCY;
  if (windowSeconds === 0) return send();
  const key = rateLimitKeys.emailSend(kind, userId);
  const state = await hitRateLimit(db, key, { max: 1, windowSeconds }, now());
  if (state.hits > 1) throw overEmailSendRateLimit(state.retryAfterSeconds);
  try {
    return await send();
  } catch (error) {
    await refundRateLimit(db, key);
    throw error;
  }
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
