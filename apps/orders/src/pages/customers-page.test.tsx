// The customers list as a user meets it: every customer by name with contact, orders and lifetime
// figures, each leading to its page; the search in the URL; a member adds a customer and lands on
// their page; a viewer sees "New customer" disabled, with the reason.
import { MOCK_CUSTOMER_IDS, mockDb } from '@bullion/api-mocks';
import { formatUsd, PERMISSION_REFUSALS } from '@bullion/contract';
import { CurrentLocation, renderInShell } from '@bullion/shared/testing';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { signInAs } from '../testing/sign-in-as';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

configure({ asyncUtilTimeout: 10_000 });

const openAt = (path: string) =>
  renderInShell(
    <>
      <OrdersApp />
      <CurrentLocation />
    </>,
    { path },
  );
const address = () => screen.getByTestId('location').textContent ?? '';
const names = async () => {
  await screen.findByTestId('customers-count');
  return [...document.querySelectorAll('[data-customer-id] a')].map((link) => link.textContent);
};

beforeAll(() => {
  mockApi.listen({ onUnhandledRequest: 'error' });
  // The virtualised list renders the rows that fit its scroll box; jsdom has no layout, so give it one.
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

describe('customers list', () => {
  it('lists every customer by name with contact, order count and what was bought and sold, each linking to its page', async () => {
    openAt('/customers');
    const sorted = [...mockDb.customers].sort((a, b) => a.name.localeCompare(b.name)).map((customer) => customer.name);
    expect(await names()).toEqual(sorted);
    expect(screen.getByTestId('customers-count').textContent).toBe(`${sorted.length} customers`);
    const row = document.querySelector(`[data-customer-id="${MOCK_CUSTOMER_IDS.janeDoe}"]`) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Jane Doe', hidden: true }).getAttribute('href')).toBe(`/customers/${MOCK_CUSTOMER_IDS.janeDoe}`);
    // Wide or folded in two lines, the row says the same.
    expect(row.textContent).toContain('jane.doe@example.com · +1 415 555 0134');
    expect(row.textContent).toMatch(/\b3( orders)?\b/);
    const paidCash = mockDb.orders.find((order) => order.customer.id === MOCK_CUSTOMER_IDS.janeDoe && order.status === 'paid');
    expect(row.textContent).toContain(formatUsd(paidCash?.totals.total));
  });

  it('searches by name, e-mail or phone, and keeps the search in the address', async () => {
    openAt('/customers');
    await names();
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'libertycoin' } });
    await waitFor(() => expect(address()).toContain('q=libertycoin'));
    await waitFor(async () => expect(await names()).toEqual(['Liberty Coin Shop LLC']));
    cleanup();
    openAt('/customers?q=nobody-at-all');
    expect(await screen.findByText('No customers found for "nobody-at-all"')).toBeTruthy();
  });

  it('lets a member add a customer, who then has a page', async () => {
    signInAs('member');
    const { services } = openAt('/customers');
    fireEvent.click(await screen.findByRole('button', { name: 'New customer', hidden: true }));
    fireEvent.change(await screen.findByLabelText('Customer name'), { target: { value: 'Eleanor Vance' } });
    fireEvent.change(screen.getByLabelText('Customer shipping address'), { target: { value: '4 Hill Rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer', hidden: true }));
    await waitFor(() => expect(address()).toMatch(/^\/customers\/[0-9a-f-]{36}$/));
    expect(mockDb.customers.find((customer) => customer.name === 'Eleanor Vance')?.shippingAddress).toBe('4 Hill Rd');
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Customer "Eleanor Vance" created');
    expect(await screen.findByRole('heading', { name: 'Eleanor Vance', hidden: true })).toBeTruthy();
  });

  it('offers a viewer no way to add a customer: New customer disabled, with the reason in words', async () => {
    signInAs('viewer');
    openAt('/customers');
    await names();
    const add = screen.getByRole('button', { name: 'New customer', hidden: true });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PERMISSION_REFUSALS['orders.write']);
  });
});
