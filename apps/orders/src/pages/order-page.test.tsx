// The order page as a user meets it: the header, lines, totals and timeline; a quote's countdown that
// turns into "Quote expired – re-quote"; the actions each status offers to each role; recording a
// payment (checked before it is sent); cancel and complete after a confirmation; the Form 8300
// notice; the printable receipt; not found.
import { MOCK_ORDER_IDS, mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { checkPayment } from '../order/payment-modal';
import { RECEIPT_PRINT_CLASS } from '../order/receipt';
import { mockApi, resetMockState } from '../testing/mock-state';
import { signInAs } from '../testing/sign-in-as';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

// antd pages re-render slowly in jsdom on a busy machine; role queries skip the (slow) visibility check.
configure({ asyncUtilTimeout: 10_000 });
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const findButton = (name: string | RegExp) => screen.findByRole('button', { name, hidden: true });
const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name, hidden: true });

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => mockApi.close());

const open = (id: string, services = fakeShellServices()) => renderInShell(<OrdersApp />, { path: `/orders/${id}`, services });
const order = (id: string) => {
  const found = mockDb.orders.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
/** The labels of the "Next steps" buttons. */
async function nextSteps(): Promise<string[]> {
  await screen.findByText('Timeline');
  const card = screen.queryByText('Next steps')?.closest('.ant-card');
  return card ? [...card.querySelectorAll('button')].map((element) => element.textContent ?? '') : [];
}

describe('order page', () => {
  it('shows the number, side, customer, status, lines, totals, payments and the timeline with who and when', async () => {
    // The page itself (the printable receipt is rendered outside it, under <body>).
    const page = within(open(MOCK_ORDER_IDS.confirmed).container);
    expect(await page.findByText('SO-000122')).toBeTruthy();
    expect(page.getByText('Sell')).toBeTruthy();
    expect(page.getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Marco Rossi', hidden: true })[0]?.getAttribute('href')).toBe(`/customers/${order(MOCK_ORDER_IDS.confirmed).customer.id}`);
    const { totals } = order(MOCK_ORDER_IDS.confirmed);
    expect(page.getByText('Austrian Gold Philharmonic 1 oz')).toBeTruthy();
    expect(page.getByText('Deposit, wire ref. 1102-ROSSI')).toBeTruthy();
    expect(page.getAllByText(`$${Number(totals.balanceDue).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).length).toBeGreaterThan(0);
    const timeline = within(screen.getByRole('region', { name: 'Status timeline', hidden: true }));
    expect(timeline.getByText('Created')).toBeTruthy();
    expect(timeline.getByText('Payment recorded')).toBeTruthy();
    expect(timeline.getByText('$2,000.00 · Wire')).toBeTruthy();
    expect(timeline.getAllByText(/· Ada Lovelace$/).length).toBe(order(MOCK_ORDER_IDS.confirmed).events.length);
  });

  it('counts a quote down, then says it expired and offers to quote again instead of confirming', async () => {
    const quoted = order(MOCK_ORDER_IDS.quoted);
    if (!quoted.quote) throw new Error('no quote');
    quoted.quote.expiresAt = new Date(Date.now() + 2500).toISOString();
    const { services } = open(MOCK_ORDER_IDS.quoted);
    expect(await screen.findByTestId('quote-countdown')).toBeTruthy();
    expect(screen.getByTestId('quote-countdown').textContent).toMatch(/^0:0[1-3]$/);
    expect(await nextSteps()).toEqual(['Confirm', 'Cancel order']);

    expect(await screen.findByText('Quote expired – re-quote')).toBeTruthy();
    await waitFor(() => expect(queryButton('Confirm')).toBeNull());
    expect(await nextSteps()).toEqual(['Re-quote', 'Cancel order']);

    fireEvent.click(within(screen.getByRole('status', { hidden: true })).getByText('Re-quote'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000123 quoted', expect.anything()));
    expect(await screen.findByTestId('quote-countdown')).toBeTruthy();
    expect(Date.parse(order(MOCK_ORDER_IDS.quoted).quote?.expiresAt ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('re-quotes an expired purchase whose line now buys above melt only with a reason, asked for that line', async () => {
    const expired = order(MOCK_ORDER_IDS.expiredQuote);
    const first = expired.lineSnapshots[0];
    if (!first) throw new Error('no line');
    // Bought at $1,000.00 a piece: above the melt of a silver coin at any spot.
    Object.assign(first, { manualUnitPrice: '1000.00', overrideReason: 'Rare date', meltReason: null });
    const services = fakeShellServices();
    services.dialog.prompt = vi.fn(async () => 'Key date, graded');
    open(MOCK_ORDER_IDS.expiredQuote, services);
    await nextSteps();
    fireEvent.click(within(screen.getByText('Next steps').closest('.ant-card') as HTMLElement).getByRole('button', { name: 'Re-quote', hidden: true }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', `Order ${expired.number} quoted`, expect.anything()));
    expect(services.dialog.prompt).toHaveBeenCalledTimes(1);
    expect(services.dialog.prompt).toHaveBeenCalledWith(
      expect.objectContaining({ title: `Buy ${expired.lines[0]?.title} above melt?`, text: expect.stringMatching(/^Line 1 buys above melt \(\$1,000\.00 a piece against a melt value of \$[\d,.]+\) at the latest spot\./), submitLabel: 'Quote at this price' }),
    );
    expect(order(MOCK_ORDER_IDS.expiredQuote)).toMatchObject({ status: 'quoted', lines: [expect.objectContaining({ unitPrice: '1000.00', meltReason: 'Key date, graded' }), ...expired.lines.slice(1).map(() => expect.anything())] });
    // The refusal was handled by asking, not shown as an error.
    expect(services.toast.show).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('offers the actions its status allows to a member', async () => {
    signInAs('member');
    const cases: [string, string[]][] = [
      [MOCK_ORDER_IDS.draft, ['Edit', 'Quote', 'Cancel order']],
      [MOCK_ORDER_IDS.expiredQuote, ['Re-quote', 'Cancel order']],
      // Part paid: cancelled only once an admin has refunded what was paid.
      [MOCK_ORDER_IDS.confirmed, ['Record payment']],
      [MOCK_ORDER_IDS.paidCash, ['Mark handed over']],
      [MOCK_ORDER_IDS.fulfilledCash, ['Complete']],
      [MOCK_ORDER_IDS.completedSale, []],
      [MOCK_ORDER_IDS.cancelled, []],
    ];
    for (const [id, expected] of cases) {
      open(id);
      expect(await nextSteps(), id).toEqual(expected);
      cleanup();
    }
  });

  it('edits a draft with the order form: the unsaved bar saves it at the version it was read', async () => {
    const services = fakeShellServices();
    const draft = order(MOCK_ORDER_IDS.draft);
    const { container } = renderInShell(<OrdersApp />, { path: `/orders/${MOCK_ORDER_IDS.draft}?edit=true`, services });
    const page = within(container);
    expect(await page.findByText('Edit SO-000124')).toBeTruthy();
    const eagle = (await page.findByText('American Gold Eagle 1 oz', { selector: 'span' })).closest('tr') as HTMLElement;
    expect((within(eagle).getByLabelText('Quantity of American Gold Eagle 1 oz') as HTMLInputElement).value).toBe('2');
    expect(page.getByText('Canadian Silver Maple Leaf 1 oz', { selector: 'span' })).toBeTruthy();
    expect(page.queryByText('You have unsaved changes')).toBeNull();

    fireEvent.change(within(eagle).getByLabelText('Quantity of American Gold Eagle 1 oz'), { target: { value: '3' } });
    const bar = within(await screen.findByRole('region', { name: 'Unsaved changes', hidden: true }));
    expect(bar.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(bar.getByText('Save'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000124 saved'));
    expect(services.navigation.navigate).toHaveBeenCalledWith(`/orders/${MOCK_ORDER_IDS.draft}`, { replace: true });
    const saved = order(MOCK_ORDER_IDS.draft);
    expect(saved.version).toBe(draft.version + 1);
    expect(saved.lines.map((line) => [line.title, line.quantity])).toEqual([
      ['American Gold Eagle 1 oz', 3],
      ['Canadian Silver Maple Leaf 1 oz', 20],
    ]);
    expect(saved.status).toBe('draft');
  });

  it('lets only an admin reverse a completed order, with a reason', async () => {
    const services = fakeShellServices();
    services.dialog.prompt = vi.fn(async () => 'Entered against the wrong customer.');
    open(MOCK_ORDER_IDS.completedPurchase, services);
    expect(await nextSteps()).toEqual(['Refund…', 'Reverse']);
    fireEvent.click(button('Reverse'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order BO-000045 reversed', undefined));
    expect(services.dialog.prompt).toHaveBeenCalledWith(expect.objectContaining({ title: 'Reverse order BO-000045?', label: 'Reason', submitLabel: 'Reverse' }));
    expect(order(MOCK_ORDER_IDS.completedPurchase).status).toBe('reversed');
  });

  it('refunds a paid order in part, then in full, then cancels it; each in the timeline', async () => {
    const services = fakeShellServices();
    services.dialog.prompt = vi.fn(async () => 'Customer returned everything.');
    const paid = order(MOCK_ORDER_IDS.paidCash);
    const { container } = open(MOCK_ORDER_IDS.paidCash, services);
    const page = within(container);
    expect(await nextSteps()).toEqual(['Mark handed over', 'Refund…']);

    fireEvent.click(button('Refund…'));
    let dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect((dialog.getByLabelText('Refund amount') as HTMLInputElement).value).toBe(paid.totals.paid);
    fireEvent.change(dialog.getByLabelText('Refund amount'), { target: { value: String(Number(paid.totals.paid) + 1) } });
    fireEvent.click(dialog.getByText('Refund').closest('button') as HTMLElement);
    expect(await dialog.findByText('Choose how the money goes back.')).toBeTruthy();
    expect(dialog.getByText(/^At most \$.* can be refunded: that is what was received from the customer and not yet refunded\.$/)).toBeTruthy();

    fireEvent.click(dialog.getByText('Cash'));
    fireEvent.change(dialog.getByLabelText('Refund amount'), { target: { value: '100' } });
    fireEvent.change(dialog.getByLabelText('Refund reference'), { target: { value: 'Cash back 1' } });
    fireEvent.change(dialog.getByLabelText('Refund reason'), { target: { value: 'One coin returned' } });
    fireEvent.click(dialog.getByText('Refund').closest('button') as HTMLElement);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000121 refunded', { description: '$100.00 refunded.' }));
    expect(order(MOCK_ORDER_IDS.paidCash).totals).toMatchObject({ paid: paid.totals.paid, refunded: '100.00' });
    expect(await page.findByText('Cash back 1')).toBeTruthy();
    expect(page.getByText('−$100.00')).toBeTruthy();
    const timeline = within(screen.getByRole('region', { name: 'Status timeline', hidden: true }));
    expect(timeline.getByText('$100.00 · Cash · Cash back 1 · One coin returned')).toBeTruthy();
    // Money is still held: no cancel yet.
    expect(await nextSteps()).toEqual(['Mark handed over', 'Refund…']);

    fireEvent.click(button('Refund…'));
    dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect((dialog.getByLabelText('Refund amount') as HTMLInputElement).value).toBe((Number(paid.totals.paid) - 100).toFixed(2));
    fireEvent.click(dialog.getByText('Wire'));
    fireEvent.click(dialog.getByText('Refund').closest('button') as HTMLElement);
    await waitFor(() => expect(order(MOCK_ORDER_IDS.paidCash).totals.refunded).toBe(paid.totals.paid));
    await waitFor(async () => expect(await nextSteps()).toEqual(['Mark handed over', 'Cancel order']));

    fireEvent.click(button('Cancel order'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000121 cancelled', undefined));
    expect(order(MOCK_ORDER_IDS.paidCash).status).toBe('cancelled');
    expect(order(MOCK_ORDER_IDS.paidCash).events.map((event) => event.kind).slice(-3)).toEqual(['refunded', 'refunded', 'cancelled']);
  });

  it('voids a payment recorded in error, with a reason: struck through, and the order owes again', async () => {
    const services = fakeShellServices();
    services.dialog.prompt = vi.fn(async () => 'Entered twice.');
    const before = order(MOCK_ORDER_IDS.confirmed);
    const payment = before.payments[0];
    if (!payment) throw new Error('no payment');
    const { container } = open(MOCK_ORDER_IDS.confirmed, services);
    fireEvent.click(await findButton(`Void the payment of $${Number(payment.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', expect.stringMatching(/^The payment of \$.* is voided$/)));
    expect(services.dialog.prompt).toHaveBeenCalledWith(expect.objectContaining({ label: 'Reason', submitLabel: 'Void payment' }));
    const after = order(MOCK_ORDER_IDS.confirmed);
    expect(after.payments[0]?.voided).toMatchObject({ reason: 'Entered twice.' });
    expect(Number(after.totals.paid)).toBeCloseTo(Number(before.totals.paid) - Number(payment.amount), 2);
    expect(await within(container).findByText('Voided')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Status timeline', hidden: true })).getByText(/Entered twice\.$/)).toBeTruthy();
  });

  it('tells a member why a paid order offers no refund or cancel', async () => {
    signInAs('member');
    open(MOCK_ORDER_IDS.confirmed);
    expect(await nextSteps()).toEqual(['Record payment']);
    expect(screen.getByText('Only an admin of the group can refund an order: money going back is an admin’s decision. Once it is all refunded, the order can be cancelled.')).toBeTruthy();
    expect(queryButton(/^Void/)).toBeNull();
  });

  it('a viewer reads the order and can take no action', async () => {
    signInAs('viewer');
    open(MOCK_ORDER_IDS.confirmed);
    expect(await screen.findByText(PERMISSION_REFUSALS['orders.write'])).toBeTruthy();
    expect(await nextSteps()).toEqual([]);
    expect(queryButton('Record payment')).toBeNull();
    // Printing is reading.
    expect(button('Print receipt')).toBeTruthy();
  });

  it('cancels only with a reason, which the timeline keeps', async () => {
    const services = fakeShellServices();
    services.dialog.prompt = vi.fn(async () => null);
    open(MOCK_ORDER_IDS.draft, services);
    fireEvent.click(await findButton('Cancel order'));
    await waitFor(() => expect(services.dialog.prompt).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cancel order SO-000124?', label: 'Reason', submitLabel: 'Cancel order', cancelLabel: 'Keep order' })));
    expect(order(MOCK_ORDER_IDS.draft).status).toBe('draft');
    services.dialog.prompt = vi.fn(async () => 'The customer changed their mind.');
    fireEvent.click(button('Cancel order'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000124 cancelled', undefined));
    expect(order(MOCK_ORDER_IDS.draft).status).toBe('cancelled');
    expect(await nextSteps()).toEqual([]);
    expect(await screen.findByText(/The customer changed their mind\./)).toBeTruthy();
  });

  it('records a partial payment, checked before it is sent', async () => {
    const { services, container } = open(MOCK_ORDER_IDS.confirmed);
    const before = order(MOCK_ORDER_IDS.confirmed);
    fireEvent.click(await findButton('Record payment'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect((dialog.getByLabelText('Amount') as HTMLInputElement).value).toBe(before.totals.balanceDue);

    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '999999' } });
    fireEvent.click(dialog.getByText('Record payment').closest('button') as HTMLElement);
    expect(await dialog.findByText('Choose how it was paid.')).toBeTruthy();
    expect(dialog.getByText(/^At most the balance due/)).toBeTruthy();

    fireEvent.click(dialog.getByText('Card'));
    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(dialog.getByText('Record payment').closest('button') as HTMLElement);
    expect(await dialog.findByText('Amount must be more than 0.')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.change(dialog.getByLabelText('Reference'), { target: { value: 'Visa 4242' } });
    fireEvent.click(dialog.getByText('Record payment').closest('button') as HTMLElement);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Payment recorded'));
    const after = order(MOCK_ORDER_IDS.confirmed);
    expect(after.payments.at(-1)).toMatchObject({ method: 'card', amount: '500.00', reference: 'Visa 4242' });
    expect(after.status).toBe('confirmed');
    expect(Number(after.totals.balanceDue)).toBeCloseTo(Number(before.totals.balanceDue) - 500, 2);
    expect(await within(container).findByText('Visa 4242')).toBeTruthy();
  });

  it('completes a purchase after the confirmation: the items go into the drawer', async () => {
    const purchase = order(MOCK_ORDER_IDS.completedPurchase);
    // The same purchase, fulfilled but not completed yet.
    Object.assign(purchase, { status: 'fulfilled', lines: purchase.lines.map((line) => ({ ...line, fulfilment: null })) });
    const drawer = () => mockDb.inventory.filter((item) => item.status === 'drawer').length;
    const held = drawer();
    const services = fakeShellServices();
    open(MOCK_ORDER_IDS.completedPurchase, services);
    fireEvent.click(await findButton('Complete'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order BO-000045 completed', undefined));
    expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ text: 'The items bought go into the drawer, with the price paid as their cost.' }));
    expect(drawer()).toBe(held + 1);
    expect(await screen.findByText('The item received')).toBeTruthy();
  });

  it('says when an order is flagged for Form 8300 review', async () => {
    const page = within(open(MOCK_ORDER_IDS.paidCash).container);
    const notice = (await page.findAllByText('Form 8300 review')).map((element) => element.closest('.ant-alert')).find(Boolean) as HTMLElement;
    expect(within(notice).getByText(/^Cash received in this order: \$/)).toBeTruthy();
    expect(page.getByText('Flagged for Form 8300 review')).toBeTruthy();
  });

  it('lets an admin record the Form 8300 filing from the notice, which then says when, and the timeline too', async () => {
    const page = within(open(MOCK_ORDER_IDS.paidCash).container);
    fireEvent.click(await findButton('Mark filed…'));
    fireEvent.click(await findButton('Record filing'));
    expect(await page.findByText(/^Form 8300 filed on \d{2}\/\d{2}\/\d{4}\.$/)).toBeTruthy();
    expect(page.getByText('Form 8300 filed')).toBeTruthy();
    expect(order(MOCK_ORDER_IDS.paidCash).form8300.filedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    cleanup();
    signInAs('member');
    open(MOCK_ORDER_IDS.paidCash);
    expect(await screen.findByText(/^Form 8300 filed on /)).toBeTruthy();
    expect(queryButton('Change filing date…')).toBeNull();
  });

  it('prints a receipt with the group name, the lines, the totals and the payments', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open(MOCK_ORDER_IDS.confirmed);
    fireEvent.click(await findButton('Print receipt'));
    expect(print).toHaveBeenCalledTimes(1);
    const receipt = document.body.querySelector(`:scope > .${RECEIPT_PRINT_CLASS}`) as HTMLElement;
    expect(receipt).toBeTruthy();
    await waitFor(() => expect(within(receipt).getByText('Sterling & Sons')).toBeTruthy());
    expect(within(receipt).getByText('Invoice')).toBeTruthy();
    expect(within(receipt).getByText('Austrian Gold Philharmonic 1 oz')).toBeTruthy();
    expect(within(receipt).getByText('Balance due')).toBeTruthy();
    expect(within(receipt).getByText('Deposit, wire ref. 1102-ROSSI')).toBeTruthy();
    expect(document.head.textContent + [...document.querySelectorAll('style')].map((style) => style.textContent).join('')).toContain(`body > *:not(.${RECEIPT_PRINT_CLASS}) { display: none !important; }`);
  });

  it('says when the order does not exist', async () => {
    open('e1000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });
});

describe('payment checks', () => {
  const now = dayjs('2026-11-02T15:00:00');
  const base = { method: 'cash' as const, amount: '100', day: now, reference: '' };

  it('takes a partial payment up to the balance, dated today by the time it is recorded', () => {
    expect(checkPayment(base, { balanceDue: '250.00', version: 4, now })).toEqual({
      body: { method: 'cash', amount: '100', receivedAt: now.toISOString(), reference: '', version: 4 },
    });
    expect(checkPayment({ ...base, amount: '$1,250.50' }, { balanceDue: '1250.50', version: 1, now })).toMatchObject({ body: { amount: '1250.50' } });
  });

  it('refuses more than the balance, no method, a future day and amounts that are not money', () => {
    expect(checkPayment({ ...base, amount: '250.01' }, { balanceDue: '250.00', version: 1, now })).toEqual({ errors: { amount: 'At most the balance due, $250.00.' } });
    expect(checkPayment({ ...base, method: null }, { balanceDue: '250.00', version: 1, now })).toEqual({ errors: { method: 'Choose how it was paid.' } });
    expect(checkPayment({ ...base, day: now.add(1, 'day') }, { balanceDue: '250.00', version: 1, now })).toEqual({ errors: { receivedAt: 'The day cannot be in the future.' } });
    expect('errors' in checkPayment({ ...base, amount: '12.345' }, { balanceDue: '250.00', version: 1, now })).toBe(true);
  });

  it('dates an earlier day at its noon', () => {
    const result = checkPayment({ ...base, day: now.subtract(2, 'day') }, { balanceDue: '250.00', version: 1, now });
    expect('body' in result && dayjs(result.body.receivedAt).format('YYYY-MM-DD HH:mm')).toBe('2026-10-31 12:00');
  });
});

