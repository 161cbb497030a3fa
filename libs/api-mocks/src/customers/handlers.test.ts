// @vitest-environment node
// The customers mocks keep the API's word on identification and lifetime figures, and the Form 8300
// filing mock its rules: a page built against them meets no surprise with a member's or an admin's token.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema, orderSchema, type GroupRole } from '@bullion/contract';
import { mockAccessToken } from '../access-token/fixtures';
import { resetMockDb } from '../db';
import { MOCK_API_URL } from '../http';
import { createMockHandlers } from '../index';
import { MOCK_ORDER_IDS } from '../orders/fixtures';
import { MOCK_CUSTOMER_IDS } from './fixtures';

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

async function call(role: GroupRole, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { token: mockAccessToken(undefined, Date.now(), role).token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${MOCK_API_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

describe('customers mocks', () => {
  it('answer the identification to admins only, and that it is on file to everyone', async () => {
    const admin = customerSchema.parse((await call('admin', 'GET', `/customers/${MOCK_CUSTOMER_IDS.janeDoe}`)).data);
    expect(admin.identification).toMatchObject({ idType: 'drivers_license', tin: '123456789' });
    const member = customerSchema.parse((await call('member', 'GET', `/customers/${MOCK_CUSTOMER_IDS.janeDoe}`)).data);
    expect(member).toMatchObject({ identification: null, identificationOnFile: true });
    const refused = await call('member', 'PATCH', `/customers/${MOCK_CUSTOMER_IDS.janeDoe}`, { identification: null });
    expect(refused).toMatchObject({ status: 403, data: { error: { message: 'Only the group’s admins can see or change a customer’s identification (Form 8300).' } } });
  });

  it('count the lifetime figures from the mock orders', async () => {
    const jane = customerSchema.parse((await call('viewer', 'GET', `/customers/${MOCK_CUSTOMER_IDS.janeDoe}`)).data);
    expect(jane.orderCount).toBe(3);
    // Her paid cash sale stands; the cancelled one and the draft do not.
    const paid = orderSchema.parse((await call('viewer', 'GET', `/orders/${MOCK_ORDER_IDS.paidCash}`)).data);
    expect(jane.lifetime).toEqual({ boughtFrom: '0.00', soldTo: paid.totals.total, cashReceived: paid.totals.paid, cashPaidOut: '0.00' });
  });

  it('record a Form 8300 filing for admins on flagged orders only', async () => {
    const filed = await call('admin', 'POST', `/orders/${MOCK_ORDER_IDS.paidCash}/form-8300/filed`, { filedOn: '2026-11-02' });
    expect(orderSchema.parse(filed.data)).toMatchObject({ form8300: { review: true, filedOn: '2026-11-02' }, events: expect.arrayContaining([expect.objectContaining({ kind: 'form8300_filed' })]) });
    expect((await call('member', 'POST', `/orders/${MOCK_ORDER_IDS.paidCash}/form-8300/filed`, { filedOn: '2026-11-02' })).status).toBe(403);
    expect((await call('admin', 'POST', `/orders/${MOCK_ORDER_IDS.draft}/form-8300/filed`, { filedOn: '2026-11-02' })).data).toMatchObject({ error: { code: 'not_flagged' } });
    expect((await call('admin', 'POST', `/orders/${MOCK_ORDER_IDS.paidCash}/form-8300/filed`, { filedOn: '2999-01-01' })).status).toBe(400);
  });
});
