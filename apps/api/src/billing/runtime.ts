// Which billing provider this server uses: Stripe when STRIPE_SECRET_KEY is set, the local
// simulation otherwise, and none in production without Stripe (the simulation would hand out paid
// plans for a test card number).
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createLocalProvider, type LocalProviderOptions } from './local/provider';
import { planLookupKeys, type PlanLookupKeys } from './plans';
import type { BillingProvider } from './provider';
import { createStripeProvider } from './stripe/stripe-provider';

export interface Billing {
  /** Null when billing is not set up (production without STRIPE_SECRET_KEY): reads work, payments are 503. */
  provider: BillingProvider | null;
  /** Set when the provider is the local simulation: its pages and clock need it. */
  local: LocalProviderOptions | null;
  lookupKeys: PlanLookupKeys;
}

export function createBilling(config: Config, db: Db, now: () => Date): Billing {
  const lookupKeys = planLookupKeys(config);
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const provider = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
      now,
    });
    return { provider, local: null, lookupKeys };
  }
  if (config.NODE_ENV === 'production') return { provider: null, local: null, lookupKeys };
  const local: LocalProviderOptions = { db, now, publicApiUrl: config.PUBLIC_API_URL, jwtSecret: config.JWT_SECRET, lookupKeys };
  return { provider: createLocalProvider(local), local, lookupKeys };
}
