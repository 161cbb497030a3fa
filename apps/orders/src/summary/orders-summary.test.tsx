// The dashboard's orders card as a user meets it, on the mock API (msw): open quotes with their
// countdown turning into "Expired", the latest orders, links to each order and to all orders, the
// empty state (New order only for a role that may create one) and the error with Retry.
import { MOCK_API_URL, mockDb } from '@bullion/api-mocks';
import { formatUsd } from '@bullion/contract';
import { renderInShell } from '@bullion/shared/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetMockState } from '../testing/mock-state';
import { signInAs } from '../testing/sign-in-as';
import { OrdersSummary, SUMMARY_ROWS } from './orders-summary';

const EMPTY_PAGE = {
  items: [],
  total: 0,
  offset: 0,
  limit: SUMMARY_ROWS,
  totals: Object.fromEntries(['sell', 'buy'].map((side) => [side, { orders: 0, total: '0.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' }])),
};

const list = (name: string) => within(screen.getByRole('list', { name }));

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => mockApi.close());

describe('the orders summary', () => {
  it('lists the open quotes, the one still holding first with its time left, then the expired one, each linked to its order', async () => {
    renderInShell(<OrdersSummary />);
    const quotes = within(await screen.findByRole('list', { name: 'Open quotes' }));
    const live = mockDb.orders.find((order) => order.number === 'SO-000123');
    const expired = mockDb.orders.find((order) => order.number === 'BO-000046');
    expect(quotes.getAllByRole('link').map((link) => link.textContent)).toEqual(['SO-000123', 'BO-000046']);
    expect(quotes.getByRole('link', { name: 'SO-000123' }).getAttribute('href')).toBe(`/orders/${live?.id}`);

    const liveRow = within(quotes.getByRole('link', { name: 'SO-000123' }).closest('li') as HTMLElement);
    expect(liveRow.getByText(/^Expires in (10|9):\d\d$/)).toBeTruthy();
    expect(liveRow.getByText('Sell · Priya Shah')).toBeTruthy();
    expect(liveRow.getByText(formatUsd(live?.totals.total))).toBeTruthy();
    const expiredRow = within(quotes.getByRole('link', { name: 'BO-000046' }).closest('li') as HTMLElement);
    expect(expiredRow.getByText('Expired')).toBeTruthy();
    expect(expiredRow.getByText(`Buy · ${expired?.customer.name}`)).toBeTruthy();
  });

  it('lists the latest orders, newest first, with status and total, and links to all orders', async () => {
    renderInShell(<OrdersSummary />);
    await screen.findByRole('list', { name: 'Latest orders' });
    const standing = mockDb.orders.filter((order) => order.status !== 'cancelled' && order.status !== 'reversed');
    const newest = [...standing].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, SUMMARY_ROWS);
    expect(list('Latest orders').getAllByRole('link').map((link) => link.textContent)).toEqual(newest.map((order) => order.number));
    const draft = within(list('Latest orders').getByRole('link', { name: 'SO-000124' }).closest('li') as HTMLElement);
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all orders' }).getAttribute('href')).toBe('/orders');
  });

  it('counts a quote down every second and calls it expired once its prices no longer hold', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderInShell(<OrdersSummary />);
    const quotes = within(await screen.findByRole('list', { name: 'Open quotes' }));
    const row = within(quotes.getByRole('link', { name: 'SO-000123' }).closest('li') as HTMLElement);
    const before = row.getByText(/^Expires in/).textContent;
    act(() => vi.advanceTimersByTime(2_000));
    expect(row.getByText(/^Expires in/).textContent).not.toBe(before);
    act(() => vi.advanceTimersByTime(11 * 60_000));
    expect(row.getByText('Expired')).toBeTruthy();
    expect(row.queryByText(/^Expires in/)).toBeNull();
  });

  it('offers a member the first order when there is none, and a viewer only says there is none', async () => {
    mockApi.use(http.get(`${MOCK_API_URL}/orders`, () => HttpResponse.json(EMPTY_PAGE)));
    renderInShell(<OrdersSummary />);
    expect(await screen.findByText('No orders yet. Quotes, sales and purchases show here once they are made.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/orders/new');
    cleanup();

    signInAs('viewer');
    renderInShell(<OrdersSummary />);
    expect(await screen.findByText('No orders yet. Quotes, sales and purchases show here once they are made.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
  });

  it('says when the orders could not be loaded, and Retry asks again', async () => {
    let failing = true;
    mockApi.use(
      http.get(`${MOCK_API_URL}/orders`, () => (failing ? HttpResponse.json({ error: { code: 'internal', message: 'The database is down.' } }, { status: 500 }) : undefined)),
    );
    renderInShell(<OrdersSummary />);
    expect(await screen.findByText('The orders could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Latest orders' })).toBeTruthy();
  });
});
