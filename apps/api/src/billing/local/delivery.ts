// The local provider's events reach the API as Stripe's do: as signed webhook payloads through the
// same verification and handling (sync.ts), only delivered in-process and at once, so the page the
// browser returns to already shows the change.
import { randomBytes } from 'node:crypto';
import { receiveWebhook, type SyncDeps } from '../sync';
import { LOCAL_SIGNATURE_HEADER, localWebhookKey, signLocalEvent } from './signature';
import type { LocalEvent } from './simulation';

export async function deliverLocalEvents(deps: SyncDeps, events: readonly LocalEvent[]): Promise<void> {
  const { provider, local } = deps.billing;
  if (!provider || !local) throw new Error('the local billing provider is not in use');
  const key = localWebhookKey(local.jwtSecret);
  for (const event of events) {
    const payload = JSON.stringify({ id: `evt_local_${randomBytes(12).toString('hex')}`, ...event });
    const headers = new Headers({ [LOCAL_SIGNATURE_HEADER]: signLocalEvent(key, payload, deps.now()) });
    await receiveWebhook(deps, provider, payload, headers);
  }
}
