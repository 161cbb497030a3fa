// Work that follows a committed change but must neither slow down nor fail the request that made it
// (the e-mails about an order's new status): started at once, its errors logged. Closing the server
// and the tests wait for what is under way with settled().
import { AsyncResource } from 'node:async_hooks';
import type { Logger } from './logger';

export interface BackgroundWork {
  /** Starts `work` without waiting for it; a failure is logged as "<what> failed". */
  run(what: string, work: () => Promise<unknown>, logger?: Logger): void;
  /** Resolves once everything started so far (and anything it started) has finished. */
  settled(): Promise<void>;
}

export function createBackgroundWork(baseLogger: Logger): BackgroundWork {
  const pending = new Set<Promise<void>>();
  // The work runs in the context this was made in (start-up), not the request's: what a request
  // keeps in async-local storage (its idempotency key, which `scoped` marks) stays with the request.
  const outside = new AsyncResource('BackgroundWork');
  return {
    run(what, work, logger = baseLogger) {
      const task: Promise<void> = Promise.resolve()
        .then(() => outside.runInAsyncScope(work))
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, `${what} failed`),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
