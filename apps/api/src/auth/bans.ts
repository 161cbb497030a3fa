// Banned users (auth_users.banned_until, set by the admin API's `ban_duration`, which GoTrue reads as
// "none" to lift a ban or a Go duration such as "24h", "1h30m", "876000h" counted from now).
import { z } from '@hono/zod-openapi';
import type { AuthUser } from '../db/schema';

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, 'μs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^([+-]?)((?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/;
const PART = /(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g;
/** Go durations are int64 nanoseconds: about 292 years. */
const MAX_MS = 9_223_372_036_854;

/** Milliseconds of a Go duration string (time.ParseDuration's syntax), or null when it is not one. */
export function parseGoDuration(text: string): number | null {
  if (/^[+-]?0$/.test(text)) return 0;
  const match = DURATION.exec(text);
  if (!match?.[2]) return null;
  let total = 0;
  for (const [, amount, unit] of match[2].matchAll(PART)) total += Number(amount) * (UNIT_MS[unit ?? ''] ?? Number.NaN);
  if (!Number.isFinite(total) || total > MAX_MS) return null;
  return match[1] === '-' ? -total : total;
}

/** `ban_duration` as the number of milliseconds to ban for; 0 (from "none", "0" or a negative duration) lifts the ban. */
export const banDurationSchema = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const ms = text === 'none' ? 0 : parseGoDuration(text);
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: `invalid format for ban duration: "${text}" is neither "none" nor a duration such as "24h" or "1h30m"` });
      return z.NEVER;
    }
    return Math.max(ms, 0);
  })
  .openapi({ type: 'string', example: '24h', description: '"none" lifts a ban; a Go duration ("24h", "1h30m") bans from now for that long.' });

/** The `banned_until` a ban of `ms` milliseconds from `now` sets. */
export function bannedUntil(ms: number, now: Date): Date | null {
  return ms > 0 ? new Date(now.getTime() + ms) : null;
}

export function isBanned(user: Pick<AuthUser, 'banned_until'>, now: Date): boolean {
  return !!user.banned_until && new Date(user.banned_until).getTime() > now.getTime();
}
