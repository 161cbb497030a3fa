// Customers with Form 8300 data: the identification is answered to admins only (members and viewers
// learn only that it is on file) and written by admins only, validated with messages per field;
// lifetime figures and the order history of a customer; the "filed on" status of a flagged order,
// recorded by an admin in the timeline; identification in the admin's account export.
import type { AccountExport, Customer, CustomerPage, Order, OrderPage } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { act, addCustomer, expectStatus, getOrder, newOrder, setUpOrderDesk, storeTestSpot, toFulfilled, type OrderDesk } from './orders-fixtures';

let api: TestApi;
let desk: OrderDesk;

beforeAll(async () => {
  api = await startTestApi();
  desk = await setUpOrderDesk(api, 'Customer Desk');
  await storeTestSpot(api);
});
afterAll(() => api.close());

const IDENTIFICATION = { dateOfBirth: '1961-04-12', occupation: 'Retired engineer', idType: 'drivers_license', idNumber: 'D7734512', idIssuer: 'Nevada', tin: '123-45-6789' };
const manualLine = (unitPrice: string, title = 'Gold bar 1 kg') => ({ title, metal: 'gold', form: 'bar', quantity: 1, unitPrice, overrideReason: 'Agreed price' });

async function adminCustomer(name: string, identification: Record<string, unknown> = IDENTIFICATION): Promise<Customer> {
  const result = await desk.as('POST', '/api/customers', { name, address: '1 Main St\nReno, NV 89501', shippingAddress: 'PO Box 12\nReno, NV 89502', identification }, 'admin');
  expectStatus(result, 201, 'add customer as admin');
  return result.body as Customer;
}

describe('identification', () => {
  it('is answered to admins, TIN as its digits; members and viewers get null and that it is on file', async () => {
    const created = await adminCustomer('Walter Ident');
    expect(created).toMatchObject({
      shippingAddress: 'PO Box 12\nReno, NV 89502',
      identification: { ...IDENTIFICATION, tin: '123456789' },
      identificationOnFile: true,
    });
    for (const role of ['member', 'viewer'] as const) {
      const read = await desk.as('GET', `/api/customers/${created.id}`, undefined, role);
      expect(read.body).toMatchObject({ id: created.id, address: '1 Main St\nReno, NV 89501', shippingAddress: 'PO Box 12\nReno, NV 89502', identification: null, identificationOnFile: true });
      expect(read.text).not.toContain('123456789');
      expect(read.text).not.toContain('D7734512');
      const list = (await desk.as('GET', '/api/customers?q=walter', undefined, role)).body as CustomerPage;
      expect(list.items).toEqual([expect.objectContaining({ id: created.id, identification: null, identificationOnFile: true })]);
    }
    const plain = await addCustomer(desk.as, 'Nora Plain');
    expect(plain).toMatchObject({ identification: null, identificationOnFile: false });
    expect((await desk.as('GET', `/api/customers/${plain.id}`, undefined, 'admin')).body).toMatchObject({
      identification: { dateOfBirth: null, occupation: null, idType: null, idNumber: null, idIssuer: null, tin: null },
      identificationOnFile: false,
    });
  });

  it('is written by admins only: a member is refused in words, and a member’s other edits keep it', async () => {
    const customer = await adminCustomer('Refused Ident');
    for (const [method, path, body] of [
      ['POST', '/api/customers', { name: 'Sneaky', identification: { occupation: 'Spy' } }],
      ['PATCH', `/api/customers/${customer.id}`, { identification: null }],
      ['PATCH', `/api/customers/${customer.id}`, { phone: '+1 775 555 0100', identification: { tin: '987654321' } }],
    ] as const) {
      const result = await desk.as(method, path, body, 'member');
      expect(result, `${method} ${path}`).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'Only the group’s admins can see or change a customer’s identification (Form 8300).' } } });
      expect(result.text).not.toMatch(/orders\.write|group\.update/);
    }
    const edited = await desk.as('PATCH', `/api/customers/${customer.id}`, { phone: '+1 775 555 0100', version: 1 }, 'member');
    expect(edited).toMatchObject({ status: 200, body: { phone: '+1 775 555 0100', version: 2, identification: null, identificationOnFile: true } });
    expect((await desk.as('GET', `/api/customers/${customer.id}`, undefined, 'admin')).body).toMatchObject({ identification: { tin: '123456789', idNumber: 'D7734512' } });
    expect((await desk.as('POST', '/api/customers', { name: 'Viewer Try', identification: { occupation: 'x' } }, 'viewer')).status).toBe(403);
  });

  it('is replaced whole by an admin, and cleared with null', async () => {
    const customer = await adminCustomer('Replace Ident');
    const replaced = await desk.as('PATCH', `/api/customers/${customer.id}`, { identification: { occupation: 'Farmer', tin: '12-3456789' } }, 'admin');
    expect(replaced).toMatchObject({ status: 200, body: { identification: { occupation: 'Farmer', tin: '123456789', dateOfBirth: null, idType: null, idNumber: null, idIssuer: null }, version: 2 } });
    const cleared = await desk.as('PATCH', `/api/customers/${customer.id}`, { identification: null }, 'admin');
    expect(cleared).toMatchObject({ status: 200, body: { identificationOnFile: false, identification: { occupation: null, tin: null } } });
  });

  it('is validated with a message per field', async () => {
    const result = await desk.as(
      'POST',
      '/api/customers',
      { name: 'Bad Ident', identification: { dateOfBirth: '2999-01-01', tin: '1234-5678', idNumber: 'X1', idType: 'library_card' } },
      'admin',
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: 'validation_failed' } });
    const details = (result.body as { error: { details: { path: string; message: string }[] } }).error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'identification.dateOfBirth', message: 'Date of birth cannot be in the future.' },
        { path: 'identification.tin', message: 'TIN must be 9 digits (SSN, ITIN or EIN); dashes are fine.' },
        expect.objectContaining({ path: 'identification.idType' }),
      ]),
    );
    const minor = await desk.as('POST', '/api/customers', { name: 'Young', identification: { dateOfBirth: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10) } }, 'admin');
    expect(minor.body).toMatchObject({ error: { details: [{ path: 'identification.dateOfBirth', message: 'The customer must be at least 18 years old.' }] } });
    const noIssuer = await desk.as('POST', '/api/customers', { name: 'Half ID', identification: { idType: 'passport', idNumber: 'P123' } }, 'admin');
    expect(noIssuer.body).toMatchObject({ error: { details: [{ path: 'identification.idIssuer', message: 'Give who issued the ID (state or country).' }] } });
  });

  it('goes out with the admin’s account export', async () => {
    const customer = await adminCustomer('Export Ident');
    const exported = (await call(api, 'GET', '/api/account/export', { as: desk.team.admin })).body as AccountExport;
    const team = exported.groups.find((group) => group.id === desk.team.teamId);
    expect(team?.tables.customers?.find((row) => row.id === customer.id)).toMatchObject({ tin: '123456789', id_number: 'D7734512', id_type: 'drivers_license', date_of_birth: '1961-04-12' });
    const memberExport = (await call(api, 'GET', '/api/account/export', { as: desk.team.member })).body as AccountExport;
    expect(memberExport.groups.some((group) => group.id === desk.team.teamId)).toBe(false);
  });
});

describe('lifetime figures and order history', () => {
  it('add up agreed deals per side and the cash that changed hands; the history lists every order, newest first', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Lifetime Larry');
    // We buy 1,000.10 from them, paid 600.10 in cash and 400.00 by check.
    const bought = await newOrder(as, { side: 'buy', customerId: customer.id, lines: [manualLine('1000.10', 'Silver bar lot')] });
    await act(as, bought, 'quote');
    await act(as, bought, 'confirm');
    await act(as, bought, 'payments', { method: 'cash', amount: '600.10' });
    await act(as, bought, 'payments', { method: 'check', amount: '400.00' });
    // We sell 59.22, paid by wire, and on to completion.
    const sold = await act(as, await toFulfilled(as, await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('59.22', 'Silver Eagle')] })), 'complete');
    // A confirmed sale of 300.00, then cancelled: it adds no total.
    const dropped = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('300.00', 'Gold ring')] });
    await act(as, dropped, 'quote');
    await act(as, dropped, 'confirm');
    // A quote promises nothing yet.
    const quoted = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('5000.00', 'Gold bar')] });
    await act(as, quoted, 'quote');
    await act(as, dropped, 'cancel', { reason: 'Changed their mind' });

    const read = (await as('GET', `/api/customers/${customer.id}`, undefined, 'viewer')).body as Customer;
    expect(read).toMatchObject({ orderCount: 4, lifetime: { boughtFrom: '1000.10', soldTo: '59.22', cashReceived: '0.00', cashPaidOut: '600.10' } });
    expect(read.lastOrderAt).toBe(quoted.createdAt);
    const listed = (await as('GET', '/api/customers?q=larry', undefined, 'viewer')).body as CustomerPage;
    expect(listed.items[0]).toMatchObject({ id: customer.id, orderCount: 4, lastOrderAt: quoted.createdAt, lifetime: read.lifetime });

    const history = (await as('GET', `/api/orders?customerId=${customer.id}&status=draft,quoted,confirmed,paid,fulfilled,completed,cancelled,reversed`, undefined, 'viewer')).body as OrderPage;
    expect(history.items.map((order) => order.number)).toEqual([quoted.number, dropped.number, sold.number, bought.number]);
    expect(history.items.map((order) => order.status)).toEqual(['quoted', 'cancelled', 'completed', 'paid']);
    const secondPage = (await as('GET', `/api/orders?customerId=${customer.id}&status=quoted,cancelled,completed,paid&limit=2&offset=2`, undefined, 'viewer')).body as OrderPage;
    expect(secondPage).toMatchObject({ total: 4, offset: 2, limit: 2 });
    expect(secondPage.items.map((order) => order.id)).toEqual([sold.id, bought.id]);
  });

  it('count cash received on a sale as cash received', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Cash Carla');
    const sale = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('2500.00')] });
    await act(as, sale, 'quote');
    await act(as, sale, 'confirm');
    await act(as, sale, 'payments', { method: 'cash', amount: '2500.00' });
    const read = (await as('GET', `/api/customers/${customer.id}`)).body as Customer;
    expect(read.lifetime).toEqual({ boughtFrom: '0.00', soldTo: '2500.00', cashReceived: '2500.00', cashPaidOut: '0.00' });
  });
});

describe('Form 8300 filed status', () => {
  async function flaggedSale(name: string): Promise<Order> {
    const customer = await addCustomer(desk.as, name);
    const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('10000.00')] });
    await act(desk.as, order, 'quote');
    await act(desk.as, order, 'confirm');
    const paid = await act(desk.as, order, 'payments', { method: 'cash', amount: '10000.00' });
    expect(paid.form8300).toMatchObject({ review: true, filedOn: null });
    return paid;
  }
  const today = () => new Date().toISOString().slice(0, 10);

  it('is recorded by an admin on a flagged order, in its timeline, and shows in lists', async () => {
    const order = await flaggedSale('Filed Fiona');
    const filed = await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: today(), version: order.version }, 'admin');
    expect(filed).toMatchObject({ status: 200, body: { status: 'paid', form8300: { review: true, filedOn: today() }, version: order.version + 1 } });
    const events = (filed.body as Order).events;
    expect(events.at(-1)).toMatchObject({ kind: 'form8300_filed', fromStatus: 'paid', toStatus: 'paid', detail: { filedOn: today() }, actor: { id: desk.team.admin.userId } });
    // The same day again changes nothing; a corrected day is recorded with the one it replaces.
    const again = (await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: today() }, 'admin')).body as Order;
    expect(again.events).toHaveLength(events.length);
    // Three days on (the API's clock), the filing is corrected to the day after tomorrow.
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    api.deps.now = () => new Date(Date.now() + 3 * 86_400_000);
    try {
      const corrected = (await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: later }, 'admin')).body as Order;
      expect(corrected.events.at(-1)).toMatchObject({ kind: 'form8300_filed', detail: { filedOn: later, previousFiledOn: today() } });
    } finally {
      api.deps.now = () => new Date();
    }
    const flagged = (await desk.as('GET', `/api/orders?flagged=true&customerId=${order.customer.id}`, undefined, 'viewer')).body as OrderPage;
    expect(flagged.items[0]?.form8300.filedOn).toBe(later);
    expect((await getOrder(desk.as, order.id)).form8300.filedOn).toBe(later);
  });

  it('is refused to members and viewers in words, for an order not flagged, and for a day in the future', async () => {
    const order = await flaggedSale('Refused Filing');
    for (const role of ['member', 'viewer'] as const) {
      const result = await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: today() }, role);
      expect(result).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'Only the group’s admins can record that a Form 8300 was filed.' } } });
    }
    const future = await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: '2999-01-01' }, 'admin');
    expect(future).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: [{ path: 'filedOn', message: 'The filing date cannot be in the future.' }] } } });
    expect((await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: '02/11/2026' }, 'admin')).status).toBe(400);
    const customer = await addCustomer(desk.as, 'Not Flagged');
    const plain = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('50.00')] });
    expect(await desk.as('POST', `/api/orders/${plain.id}/form-8300/filed`, { filedOn: today() }, 'admin')).toMatchObject({ status: 409, body: { error: { code: 'not_flagged' } } });
    expect((await desk.as('POST', `/api/orders/${order.id}/form-8300/filed`, { filedOn: today(), version: 1 }, 'admin')).body).toMatchObject({ error: { code: 'version_conflict' } });
    expect((await getOrder(desk.as, order.id)).form8300.filedOn).toBeNull();
  });
});
