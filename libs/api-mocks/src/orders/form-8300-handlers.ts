// The Form 8300 "filed on" status in the mock API, with the API's rules (@bullion/contract's
// form-8300-filing.ts): admins only (the caller's role is in its token), flagged orders only, a day
// neither in the future nor before the order; the timeline records it, the same day again changes nothing.
import { http, HttpResponse } from 'msw';
import { mockCallerRole } from '../access-token/caller';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { FORM_8300_FILING_ADMINS_ONLY, form8300FiledBodySchema, form8300FilingRefusal, orderSchema, type Order } from '@bullion/contract';
import { MOCK_ORDER_ACTOR, MOCK_ORDER_IDS, type MockOrderRecord } from './fixtures';

/** The order as the API answers it: without the pricing snapshots. */
function present(record: MockOrderRecord): Order {
  const order: Partial<MockOrderRecord> = { ...record };
  delete order.lineSnapshots;
  return order as Order;
}

export const form8300Mocks: MockSlice = {
  handlers: (api) => [
    http.post(`${api}/orders/:id/form-8300/filed`, async ({ params, request }) => {
      if (mockCallerRole(request) !== 'admin') return apiError(403, 'forbidden', FORM_8300_FILING_ADMINS_ONLY);
      const index = mockDb.orders.findIndex((order) => order.id === params.id);
      const order = mockDb.orders[index];
      if (!order) return notFound('Order');
      const body = form8300FiledBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { filedOn, version } = body.data;
      if (version !== undefined && version !== order.version) {
        return apiError(409, 'version_conflict', `The order changed since you read it (version ${version}, now ${order.version}). Reload it and try again.`, { version: order.version });
      }
      const refused = form8300FilingRefusal(order, filedOn, Date.now());
      if (refused?.code === 'not_flagged') return apiError(409, refused.code, refused.message);
      if (refused) return apiError(400, 'validation_failed', refused.message, [{ path: 'filedOn', message: refused.message }]);
      if (order.form8300.filedOn === filedOn) return HttpResponse.json(present(order));
      const at = now();
      const previous = order.form8300.filedOn;
      const next: MockOrderRecord = {
        ...order,
        form8300: { ...order.form8300, filedOn },
        version: order.version + 1,
        updatedAt: at,
        updatedBy: MOCK_ORDER_ACTOR,
        events: [
          ...order.events,
          { id: nextMockUuid(), kind: 'form8300_filed', fromStatus: order.status, toStatus: order.status, at, actor: MOCK_ORDER_ACTOR, detail: { filedOn, ...(previous ? { previousFiledOn: previous } : {}) } },
        ],
      };
      mockDb.orders[index] = next;
      return HttpResponse.json(present(next));
    }),
  ],
  calls: [{ method: 'POST', path: `/orders/${MOCK_ORDER_IDS.paidCash}/form-8300/filed`, body: { filedOn: '2026-11-02' }, schema: orderSchema }],
};
