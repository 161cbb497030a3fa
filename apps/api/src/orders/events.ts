// The timeline of an order: one append-only entry per change (created, edited, quoted, confirmed,
// payment_added, paid, fulfilled, completed, cancelled, reversed, form8300_flagged) with the actor
// and the time, written in the same transaction as the change.
import type { OrderEventKind, OrderStatus } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';

export interface NewOrderEvent {
  orderId: string;
  kind: OrderEventKind;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  detail?: Record<string, unknown>;
}

export async function appendOrderEvents(tx: Tx, acting: Acting, events: readonly NewOrderEvent[]): Promise<void> {
  if (!events.length) return;
  await tx
    .insertInto('order_events')
    .values(
      events.map((event) => ({
        group_id: acting.groupId,
        order_id: event.orderId,
        kind: event.kind,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        detail: JSON.stringify(event.detail ?? {}),
        actor_user_id: acting.userId,
        at: acting.now,
      })),
    )
    .execute();
}
