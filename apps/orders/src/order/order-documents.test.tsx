// The order page's documents: the invoice of a confirmed order and the receipt of a paid one saved
// under the API's file name; a draft has none, and says why; e-mailing the receipt tells where it
// went, or why not (a customer without an e-mail address); viewers read but do not e-mail; the Form
// 8300 worksheet of a flagged order is for admins; the printable receipt carries the business identity.
import { MOCK_ORDER_IDS, mockDb } from '@bullion/api-mocks';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { RECEIPT_PRINT_CLASS } from './receipt';
import { mockApi, resetMockState } from '../testing/mock-state';
import { signInAs } from '../testing/sign-in-as';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

// antd pages re-render slowly in jsdom on a busy machine; role queries skip the (slow) visibility check.
configure({ asyncUtilTimeout: 10_000 });
const findButton = (name: string | RegExp) => screen.findByRole('button', { name, hidden: true });
const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name, hidden: true });

/** The files the page saved: the name of each link it clicked to download a blob. */
let saved: string[] = [];

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockState();
  saved = [];
  // jsdom has no object URLs; the page's download is a click on a link to one.
  URL.createObjectURL = vi.fn(() => 'blob:mock');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => mockApi.close());

const open = (id: string, services = fakeShellServices()) => {
  renderInShell(<OrdersApp />, { path: `/orders/${id}`, services });
  return { services };
};
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('order documents', () => {
  it('downloads the invoice of a confirmed order under its number', async () => {
    open(MOCK_ORDER_IDS.confirmed);
    fireEvent.click(await findButton('Download invoice'));
    await waitFor(() => expect(saved).toEqual(['SO-000122-invoice.pdf']));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('downloads the receipt of a paid order, for viewers too, who cannot e-mail it', async () => {
    signInAs('viewer');
    open(MOCK_ORDER_IDS.paidCash);
    const email = await findButton('E-mail receipt');
    expect(disabled(email)).toBe(true);
    fireEvent.click(await findButton('Download receipt'));
    await waitFor(() => expect(saved).toEqual(['SO-000121-receipt.pdf']));
  });

  it('offers no document for a draft', async () => {
    open(MOCK_ORDER_IDS.draft);
    expect(disabled(await findButton('Download receipt'))).toBe(true);
    expect(disabled(await findButton('E-mail receipt'))).toBe(true);
  });

  it('e-mails the receipt to the customer and says where it went', async () => {
    const { services } = open(MOCK_ORDER_IDS.paidCash);
    fireEvent.click(await findButton('E-mail receipt'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'The receipt of SO-000121 was e-mailed to jane.doe@example.com'));
  });

  it('says why a receipt cannot be e-mailed to a customer without an e-mail address', async () => {
    const { services } = open(MOCK_ORDER_IDS.completedPurchase);
    const customer = mockDb.customers.find((candidate) => candidate.id === mockDb.orders.find((order) => order.id === MOCK_ORDER_IDS.completedPurchase)?.customer.id);
    expect(customer?.email).toBeNull();
    fireEvent.click(await findButton('E-mail receipt'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('error', expect.stringContaining('has no e-mail address on record')));
  });

  it('heads the printable receipt with the business identity', async () => {
    const group = mockDb.groups[0];
    if (group) group.business = { legalName: 'Sterling & Sons Bullion LLC', address: '12 Assay Lane\nDenver, CO 80202', phone: '+1 303 555 0199', email: null, taxId: '12-3456789', logoPath: null };
    open(MOCK_ORDER_IDS.paidCash);
    await findButton('Download receipt');
    const receipt = document.body.querySelector(`:scope > .${RECEIPT_PRINT_CLASS}`) as HTMLElement;
    await waitFor(() => expect(within(receipt).getByText('Sterling & Sons Bullion LLC')).toBeTruthy());
    for (const line of ['12 Assay Lane', 'Denver, CO 80202', '+1 303 555 0199', 'Tax ID 12-3456789']) expect(within(receipt).getByText(line)).toBeTruthy();
  });

  it('gives admins the Form 8300 worksheet of a flagged order, and no other role', async () => {
    open(MOCK_ORDER_IDS.paidCash);
    fireEvent.click(await findButton('Form 8300 worksheet'));
    await waitFor(() => expect(saved).toEqual(['SO-000121-form-8300-worksheet.pdf']));
    cleanup();

    signInAs('member');
    open(MOCK_ORDER_IDS.paidCash);
    await findButton('Download receipt');
    expect(queryButton('Form 8300 worksheet')).toBeNull();
  });
});
