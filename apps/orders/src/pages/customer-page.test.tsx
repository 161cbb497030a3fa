// A customer's page as a user meets it: contact data, both addresses and notes; the lifetime figures;
// the order history, every order a link; the Form 8300 identification seen and edited (validated)
// by an admin only, while a member learns only that it is on file; the customer's flagged orders with
// their filed status, marked filed by an admin; a customer that is not there.
import { MOCK_CUSTOMER_IDS, MOCK_ORDER_IDS, mockDb } from '@bullion/api-mocks';
import { formatUsd } from '@bullion/contract';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { signInAs } from '../testing/sign-in-as';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

configure({ asyncUtilTimeout: 10_000 });

const open = (id: string, services = fakeShellServices()) => renderInShell(<OrdersApp />, { path: `/customers/${id}`, services });
const card = (name: string) => within(screen.getByLabelText(name, { selector: '.ant-card' }));
const jane = () => mockDb.customers.find((customer) => customer.id === MOCK_CUSTOMER_IDS.janeDoe);

beforeAll(() => {
  mockApi.listen({ onUnhandledRequest: 'error' });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
});
afterAll(() => {
  mockApi.close();
  vi.restoreAllMocks();
});

describe('customer page', () => {
  it('shows contact data, addresses, notes, lifetime figures and every order, each a link', async () => {
    open(MOCK_CUSTOMER_IDS.coinShop);
    expect(await screen.findByRole('heading', { name: 'Liberty Coin Shop LLC', hidden: true })).toBeTruthy();
    const contact = card('Contact');
    expect(contact.getByText('buying@libertycoin.example').getAttribute('href')).toBe('mailto:buying@libertycoin.example');
    expect(contact.getByText(/900 Fremont St/)).toBeTruthy();
    expect(contact.getByText(/Receiving dock/)).toBeTruthy();
    expect(contact.getByText('Wholesale account.')).toBeTruthy();
    const orders = mockDb.orders.filter((order) => order.customer.id === MOCK_CUSTOMER_IDS.coinShop);
    const sold = orders.filter((order) => order.side === 'sell' && order.status !== 'quoted');
    const soldTotal = sold.reduce((sum, order) => sum + Number(order.totals.total), 0).toFixed(2);
    expect(screen.getByTestId('lifetime-sold-to').textContent).toContain(formatUsd(soldTotal));
    // The purchase from them is only quoted: nothing bought yet.
    expect(screen.getByTestId('lifetime-bought-from').textContent).toContain('$0.00');
    expect(screen.getByTestId('lifetime-cash-received').textContent).toContain(formatUsd(sold.reduce((sum, order) => sum + Number(order.totals.paid), 0).toFixed(2)));
    const history = within(await screen.findByRole('table', { name: 'Orders', hidden: true }));
    await waitFor(() => expect(history.getAllByRole('row', { hidden: true })).toHaveLength(orders.length + 1));
    const newestFirst = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const first = newestFirst[0];
    expect(history.getByRole('link', { name: first?.number ?? '', hidden: true }).getAttribute('href')).toBe(`/orders/${first?.id}`);
  });

  it('lists cancelled orders in the history too', async () => {
    open(MOCK_CUSTOMER_IDS.janeDoe);
    const history = within(await screen.findByRole('table', { name: 'Orders', hidden: true }));
    expect(await history.findByRole('link', { name: 'SO-000117', hidden: true })).toBeTruthy();
    expect(history.getByText('Cancelled')).toBeTruthy();
  });

  it('shows an admin the identification, and checks an edit before saving it', async () => {
    open(MOCK_CUSTOMER_IDS.janeDoe);
    const identification = within(await screen.findByLabelText('Identification (Form 8300)', { selector: '.ant-card' }));
    expect(identification.getByText('123-45-6789')).toBeTruthy();
    expect(identification.getByText('Driver’s license')).toBeTruthy();
    expect(identification.getByText('D4417829')).toBeTruthy();
    fireEvent.click(identification.getByRole('button', { name: 'Edit identification', hidden: true }));
    const tin = await screen.findByLabelText('TIN');
    fireEvent.change(tin, { target: { value: '12-34' } });
    fireEvent.change(screen.getByLabelText('ID issuer'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('TIN must be 9 digits (SSN, ITIN or EIN); dashes are fine.')).toBeTruthy();
    expect(screen.getByText('Give who issued the ID (state or country).')).toBeTruthy();
    expect(jane()?.identification.tin).toBe('123456789');
    fireEvent.change(tin, { target: { value: '987-65-4321' } });
    fireEvent.change(screen.getByLabelText('ID issuer'), { target: { value: 'Oregon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(jane()?.identification).toMatchObject({ tin: '987654321', idIssuer: 'Oregon' }));
    expect(await identification.findByText('987-65-4321')).toBeTruthy();
  });

  it('tells a member only that identification is on file, and offers no filing', async () => {
    signInAs('member');
    open(MOCK_CUSTOMER_IDS.janeDoe);
    expect(await screen.findByText(/Identification \(Form 8300\): on file\./)).toBeTruthy();
    expect(screen.queryByText('123-45-6789')).toBeNull();
    expect(screen.queryByLabelText('Identification (Form 8300)', { selector: '.ant-card' })).toBeNull();
    const flagged = within(await screen.findByLabelText('Form 8300 review', { selector: '.ant-card' }));
    expect(await flagged.findByText('Not filed')).toBeTruthy();
    expect(flagged.queryByRole('button', { name: /filed/, hidden: true })).toBeNull();
  });

  it('lets an admin mark a flagged order’s Form 8300 filed', async () => {
    const services = fakeShellServices();
    open(MOCK_CUSTOMER_IDS.janeDoe, services);
    const flagged = within(await screen.findByLabelText('Form 8300 review', { selector: '.ant-card' }));
    const paidCash = mockDb.orders.find((order) => order.id === MOCK_ORDER_IDS.paidCash);
    expect(await flagged.findByRole('link', { name: paidCash?.number ?? '', hidden: true })).toBeTruthy();
    fireEvent.click(flagged.getByRole('button', { name: `Mark ${paidCash?.number} filed`, hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Record filing', hidden: true }));
    await waitFor(() => expect(mockDb.orders.find((order) => order.id === MOCK_ORDER_IDS.paidCash)?.form8300.filedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect(await flagged.findByText(/^Filed \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(services.toast.show).toHaveBeenCalledWith('success', `Form 8300 of ${paidCash?.number} recorded as filed`);
  });

  it('says when the customer is not there', async () => {
    open('c1000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Customer not found')).toBeTruthy();
  });
});
