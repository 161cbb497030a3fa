// Recording the Form 8300 "filed on" status of a flagged order (admins). The order page and the
// customer page show the answer; the lists refresh, since their rows carry the status.
import { mutationOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { apiRequest } from '../http/client';
import { orderKeys } from './keys';
import { orderSchema, type Form8300FiledBody } from '@bullion/contract';

/** POST /orders/{id}/form-8300/filed: 409 not_flagged for an order not flagged; 400 for a day in the future. */
export function markForm8300Filed(id: string, body: Form8300FiledBody) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/form-8300/filed`, { method: 'POST', body, schema: orderSchema });
}

/** Any order's filing: the order is named when the mutation runs (a customer page lists several). */
export function markForm8300FiledMutationOptions() {
  return mutationOptions({
    mutationFn: ({ orderId, ...body }: Form8300FiledBody & { orderId: string }) => markForm8300Filed(orderId, body),
    onSuccess: (order, _body, _context, { client }) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      // The lists and the Form 8300 review list show the status on their rows.
      return invalidateKeys(client, orderKeys.lists(), [...orderKeys.all, 'form-8300']);
    },
  });
}
