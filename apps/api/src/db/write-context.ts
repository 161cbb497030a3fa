// The idempotent request a piece of work runs for, if any (set by http/idempotency.ts). `scoped`
// marks the key applied inside the write's own transaction, so a committed write and its mark are
// one atomic fact: a retry can never repeat a write that happened.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './database';

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

/** Inside a transaction of an idempotent request: records that its write is being committed. */
export async function markIdempotentWrite(tx: Tx): Promise<IdempotentWrite | null> {
  const write = storage.getStore();
  if (!write) return null;
  await tx
    .updateTable('idempotency_keys')
    .set({ state: 'applied' })
    .where('user_id', '=', write.userId)
    .where('key', '=', write.key)
    .where('state', '=', 'started')
    .execute();
  return write;
}
