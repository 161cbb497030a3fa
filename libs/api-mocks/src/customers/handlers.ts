// The customers part of the mock API, answering from the in-memory mock state with the API's rules:
// bodies checked with the same schemas, 409 on a stale version, and no deleting a customer with orders.
import { http, HttpResponse } from 'msw';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../http';
import { customerInputSchema, customerListQuerySchema, customerPageSchema, customerPatchSchema, customerSchema, deletedCustomerSchema, type Customer } from '@bullion/contract';
import { MOCK_CUSTOMER_IDS, type MockCustomerRecord } from './fixtures';

const orderCount = (id: string) => mockDb.orders.filter((order) => order.customer.id === id).length;
const present = (record: MockCustomerRecord): Customer => ({ ...record, orderCount: orderCount(record.id) });

function find(id: unknown) {
  const index = mockDb.customers.findIndex((customer) => customer.id === id);
  return { index, customer: mockDb.customers[index] };
}

export const customerMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/customers`, ({ request }) => {
      const query = customerListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { q, offset, limit } = query.data;
      const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matches = mockDb.customers
        .filter((customer) => words.every((word) => [customer.name, customer.email, customer.phone].join(' ').toLowerCase().includes(word)))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return HttpResponse.json({ items: matches.slice(offset, offset + limit).map(present), total: matches.length, offset, limit });
    }),
    http.post(`${api}/customers`, async ({ request }) => {
      const body = customerInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const at = now();
      const record: MockCustomerRecord = {
        id: nextMockUuid(),
        groupId: mockDb.groups[0]?.id ?? '',
        name: body.data.name,
        email: body.data.email ?? null,
        phone: body.data.phone ?? null,
        address: body.data.address ?? null,
        notes: body.data.notes ?? null,
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      mockDb.customers.push(record);
      return HttpResponse.json(present(record), { status: 201 });
    }),
    http.get(`${api}/customers/:id`, ({ params }) => {
      const { customer } = find(params.id);
      return customer ? HttpResponse.json(present(customer)) : notFound('Customer');
    }),
    http.patch(`${api}/customers/:id`, async ({ params, request }) => {
      const { index, customer } = find(params.id);
      if (!customer) return notFound('Customer');
      const body = customerPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, ...fields } = body.data;
      if (version !== undefined && version !== customer.version) {
        return apiError(409, 'version_conflict', `The customer changed since you read it (version ${version}, now ${customer.version}). Reload it and apply your change again.`, {
          version: customer.version,
        });
      }
      const next: MockCustomerRecord = { ...customer, ...presentFields(fields), version: customer.version + 1, updatedAt: now() };
      mockDb.customers[index] = next;
      return HttpResponse.json(present(next));
    }),
    http.delete(`${api}/customers/:id`, ({ params }) => {
      const { customer } = find(params.id);
      if (!customer) return notFound('Customer');
      const orders = orderCount(customer.id);
      if (orders > 0) return apiError(409, 'customer_has_orders', `${customer.name} has ${orders} order${orders === 1 ? '' : 's'} and cannot be deleted.`, { orders });
      mockDb.customers = mockDb.customers.filter((other) => other.id !== customer.id);
      return HttpResponse.json({ id: customer.id });
    }),
  ],
  calls: [
    { method: 'GET', path: '/customers', schema: customerPageSchema },
    { method: 'GET', path: '/customers?q=jane&limit=10&offset=0', schema: customerPageSchema },
    { method: 'GET', path: `/customers/${MOCK_CUSTOMER_IDS.janeDoe}`, schema: customerSchema },
    { method: 'POST', path: '/customers', body: { name: 'Eleanor Vance', email: 'eleanor@example.com', phone: '+1 503 555 0101' }, schema: customerSchema },
    { method: 'PATCH', path: `/customers/${MOCK_CUSTOMER_IDS.priyaShah}`, body: { phone: '+1 408 555 0122', version: 1 }, schema: customerSchema },
    { method: 'DELETE', path: `/customers/${MOCK_CUSTOMER_IDS.walkIn}`, schema: deletedCustomerSchema },
  ],
};
