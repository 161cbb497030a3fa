// The customers part of the mock API, answering from the in-memory mock state with the API's rules:
// bodies checked with the same schemas, 409 on a stale version, no deleting a customer with orders,
// the identification answered to and taken from admins only (the caller's role is in its token), and
// the lifetime figures of the contract's customerLifetimeTotals over the mock orders.
import { http, HttpResponse } from 'msw';
import { mockCallerRole } from '../access-token/caller';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../http';
import {
  customerInputSchema,
  customerLifetimeTotals,
  customerListQuerySchema,
  customerPageSchema,
  customerPatchSchema,
  customerSchema,
  deletedCustomerSchema,
  EMPTY_IDENTIFICATION,
  hasIdentification,
  IDENTIFICATION_ADMINS_ONLY,
  type Customer,
  type CustomerIdentificationInputParsed,
} from '@bullion/contract';
import { MOCK_CUSTOMER_IDS, type MockCustomerRecord } from './fixtures';

const ordersOf = (id: string) => mockDb.orders.filter((order) => order.customer.id === id);
const orderCount = (id: string) => ordersOf(id).length;

function present(record: MockCustomerRecord, request: Request): Customer {
  const orders = ordersOf(record.id);
  return {
    ...record,
    identification: mockCallerRole(request) === 'admin' ? record.identification : null,
    identificationOnFile: hasIdentification(record.identification),
    orderCount: orders.length,
    lastOrderAt: orders.reduce<string | null>((latest, order) => (latest === null || order.createdAt > latest ? order.createdAt : latest), null),
    lifetime: customerLifetimeTotals(orders.map((order) => ({ side: order.side, status: order.status, total: order.totals.total, payments: order.payments }))),
  };
}

/** The identification as stored: what was sent, with null for what was not. */
const identificationOf = (identification: CustomerIdentificationInputParsed | null) => ({ ...EMPTY_IDENTIFICATION, ...identification });

/** 403 in words when a member who is not an admin sends identification. */
const refusedIdentification = (request: Request, body: { identification?: unknown }) =>
  body.identification !== undefined && mockCallerRole(request) !== 'admin' ? apiError(403, 'forbidden', IDENTIFICATION_ADMINS_ONLY) : null;

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
      return HttpResponse.json({ items: matches.slice(offset, offset + limit).map((customer) => present(customer, request)), total: matches.length, offset, limit });
    }),
    http.post(`${api}/customers`, async ({ request }) => {
      const body = customerInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const refused = refusedIdentification(request, body.data);
      if (refused) return refused;
      const at = now();
      const record: MockCustomerRecord = {
        id: nextMockUuid(),
        groupId: mockDb.groups[0]?.id ?? '',
        name: body.data.name,
        email: body.data.email ?? null,
        phone: body.data.phone ?? null,
        address: body.data.address ?? null,
        shippingAddress: body.data.shippingAddress ?? null,
        notes: body.data.notes ?? null,
        identification: identificationOf(body.data.identification ?? null),
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      mockDb.customers.push(record);
      return HttpResponse.json(present(record, request), { status: 201 });
    }),
    http.get(`${api}/customers/:id`, ({ params, request }) => {
      const { customer } = find(params.id);
      return customer ? HttpResponse.json(present(customer, request)) : notFound('Customer');
    }),
    http.patch(`${api}/customers/:id`, async ({ params, request }) => {
      const { index, customer } = find(params.id);
      if (!customer) return notFound('Customer');
      const body = customerPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const refused = refusedIdentification(request, body.data);
      if (refused) return refused;
      const { version, identification, ...fields } = body.data;
      if (version !== undefined && version !== customer.version) {
        return apiError(409, 'version_conflict', `The customer changed since you read it (version ${version}, now ${customer.version}). Reload it and apply your change again.`, {
          version: customer.version,
        });
      }
      const next: MockCustomerRecord = {
        ...customer,
        ...presentFields(fields),
        ...(identification !== undefined ? { identification: identificationOf(identification) } : {}),
        version: customer.version + 1,
        updatedAt: now(),
      };
      mockDb.customers[index] = next;
      return HttpResponse.json(present(next, request));
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
    {
      method: 'POST',
      path: '/customers',
      body: { name: 'Eleanor Vance', email: 'eleanor@example.com', phone: '+1 503 555 0101', shippingAddress: '4 Hill Rd\nPortland, OR 97201', identification: { occupation: 'Surveyor', tin: '987-65-4321' } },
      schema: customerSchema,
    },
    { method: 'PATCH', path: `/customers/${MOCK_CUSTOMER_IDS.priyaShah}`, body: { phone: '+1 408 555 0122', version: 1 }, schema: customerSchema },
    { method: 'PATCH', path: `/customers/${MOCK_CUSTOMER_IDS.marcoRossi}`, body: { identification: { dateOfBirth: '1970-02-03', idType: 'passport', idNumber: 'YA1234567', idIssuer: 'Italy' } }, schema: customerSchema },
    { method: 'DELETE', path: `/customers/${MOCK_CUSTOMER_IDS.walkIn}`, schema: deletedCustomerSchema },
  ],
};
