// The billing clock: every minute, trials that are due end, and the local provider's time passes
// (renewals, cancellations at period end). Stripe needs no clock here: it sends webhooks.
import type { SyncDeps } from './sync';
import { deliverLocalEvents } from './local/delivery';
import { advanceLocalClock } from './local/simulation';
import { endDueTrials } from './trials';

export const BILLING_CLOCK_INTERVAL_MS = 60_000;

export interface BillingClock {
  /** Runs one pass now (tests call it after moving the clock). */
  tick(): Promise<void>;
  stop(): void;
}

export function startBillingClock(deps: SyncDeps, intervalMs = BILLING_CLOCK_INTERVAL_MS): BillingClock {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= (async () => {
      try {
        const ended = await endDueTrials(deps.db, deps.now());
        if (ended.length) deps.logger.info({ groups: ended }, 'billing: trials ended');
        if (deps.billing.local) await deliverLocalEvents(deps, await advanceLocalClock(deps.billing.local));
      } catch (error) {
        deps.logger.warn({ err: error }, 'billing clock failed; trying again at the next tick');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
