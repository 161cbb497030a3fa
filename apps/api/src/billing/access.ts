// Who may do what with billing, and the checks every billing write shares: admins (billing.manage)
// manage billing and every member reads the subscription; a provider must be configured; return
// addresses must be the app's own (no open redirect through the provider's pages).
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { grants } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import type { BillingProvider } from './provider';

/** Billing writes and the purchase history: admins only, with a message that says so. */
export function requireBillingManager(what: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!grants(c.var.group.permissions, 'billing.manage')) {
      throw forbidden(`Only the group's admins manage billing: as ${c.var.group.role} you cannot ${what}. Ask an admin of the group.`);
    }
    await next();
  });
}

export const BILLING_UNAVAILABLE = 'Billing is not set up on this server: it needs STRIPE_SECRET_KEY (see docs/billing.md).';

/** A failure at the provider is a 502 with a message for people, logged with the details. */
export async function atProvider<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    c.var.logger.error({ err: error }, 'billing provider call failed');
    throw new ApiError(502, 'billing_provider_error', 'The billing provider did not answer as expected. Try again in a moment.');
  }
}

export function requireProvider(c: Context<AppEnv>): BillingProvider {
  const { provider } = c.var.deps.billing;
  if (!provider) throw new ApiError(503, 'billing_unavailable', BILLING_UNAVAILABLE);
  return provider;
}

/**
 * The provider's idempotency key for one operation of this request: a retry of the request with the
 * same Idempotency-Key makes the provider answer the object it created the first time.
 */
export function providerIdempotencyKey(c: Context<AppEnv>, operation: string): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (!key) return undefined;
  return createHash('sha256').update(`${c.var.user.id}\n${key}\n${operation}`).digest('hex');
}

/** The provider sends the browser back here: only to the app's own origins (SITE_URL, CORS_ORIGINS). */
export function appReturnUrl(config: Pick<Config, 'corsOrigins'>, field: string, url: string): string {
  if (!config.corsOrigins.includes(new URL(url).origin)) {
    throw badRequest(`${field} must be an address of the app (${config.corsOrigins.join(', ')}).`);
  }
  return url;
}
