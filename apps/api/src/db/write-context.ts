// The idempotent request a piece of work runs for, if any (set by http/idempotency.ts). `scoped`
// marks the key applied inside the write's own transaction, so a committed write and its mark are
// one atomic fact: a retry can never repeat a write that happened.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface IdempotentWrite {
  userId: string;
  key: string;
  /** Whether a transaction of this request has committed with the mark. */
  applied: boolean;
}

const storage = new AsyncLocalStorage<IdempotentWrite>();

export function runIdempotentWrite<T>(write: IdempotentWrite, work: () => Promise<T>): Promise<T> {
  return storage.run(write, work);
}

/** The idempotent request the current work runs for; undefined outside one. */
export function currentIdempotentWrite(): IdempotentWrite | undefined {
  return storage.getStore();
}
