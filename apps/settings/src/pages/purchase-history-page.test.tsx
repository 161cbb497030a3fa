// The purchase history against the mock API: invoices with amount, date, status and a receipt that
// opens in a new tab; payments with a failed attempt's reason; paging; the empty state; members get a
// note and no request is made.
import { configureApiClient } from '@bullion/api-client';
import { type BillingInvoice } from '@bullion/contract';
import { createMockHandlers, MOCK_API_URL, mockBillingInvoices, mockDb, mockSession, resetMockDb } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { asMember } from '../stories/billing-story-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

const server = setupServer(...createMockHandlers());
const requested: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
});
beforeEach(() => {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  requested.length = 0;
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
});
afterEach(cleanup);
afterAll(() => server.close());

const open = () => renderInShell(<SettingsApp />, { path: '/settings/purchase-history' });

describe('purchase history', () => {
  it('lists invoices with amount, date, status and a printable receipt', async () => {
    open();
    expect(await screen.findByText('LOCAL-0003')).toBeTruthy();
    expect(screen.getAllByText('$29.00').length).toBe(3);
    expect(screen.getByText('11/05/2026')).toBeTruthy();
    const receipt = screen.getByRole('link', { name: 'Receipt for LOCAL-0003' });
    expect(receipt.getAttribute('href')).toBe(mockDb.billing.invoices[0]?.receiptUrl);
    expect(receipt.getAttribute('target')).toBe('_blank');
  });

  it('lists payments with the reason of a failed attempt', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('pages through many invoices', async () => {
    const template = mockBillingInvoices()[0] as BillingInvoice;
    mockDb.billing.invoices = Array.from({ length: 12 }, (_, index) => ({ ...template, id: `51a0c6a4-1f2e-4b3c-8d4e-${String(index).padStart(12, '0')}`, number: `INV-${100 + index}` }));
    open();
    expect(await screen.findByText('INV-100')).toBeTruthy();
    expect(screen.queryByText('INV-110')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('INV-110')).toBeTruthy();
  });

  it('says so when the group never paid', async () => {
    mockDb.billing.invoices = [];
    open();
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  it('a member gets a note and nothing is requested', async () => {
    asMember();
    open();
    expect(await screen.findByText('Only the group’s admins can see invoices, payments and receipts.')).toBeTruthy();
    expect(requested.filter((path) => path.includes('/billing/'))).toEqual([]);
  });
});

