// The billing page against the mock API: upgrading sends the browser to the checkout's address, a
// trial starts and leads to the invite dialog, the return from the checkout refreshes the token,
// unassigned subscriptions attach after a confirmation, and members only read.
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockBillingSubscription, mockDb, mockPlan, mockSession, resetMockDb } from '@bullion/api-mocks';
import { formatDate } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { asMember, SUBSCRIPTION_STATES } from '../stories/billing-story-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

const server = setupServer(...createMockHandlers());
let tokenRequests = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  tokenRequests = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/auth/token')) tokenRequests += 1;
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

const onFree = () => {
  mockDb.billing.subscription = mockBillingSubscription(SUBSCRIPTION_STATES.free);
};

describe('billing and plans', () => {
  it('shows the paid plan, its renewal, and the plans with their prices', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByText('Teams renews on 12/05/2026.')).toBeTruthy();
    expect(screen.getByText('$12.00 / month')).toBeTruthy();
    expect(screen.getByText('Current plan')).toBeTruthy();
    // The local billing simulation's portal does not switch plans: the page says how to move instead.
    expect(screen.getByText('To move to Pro, cancel Teams in the billing portal; once it has ended, choose Pro here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pro/ })).toBeNull();
  });

  it('upgrades through the checkout and comes back to the page', async () => {
    onFree();
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    // The mock checkout completes at once and answers the success address of this app.
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans?checkout=success'));
    expect(mockDb.billing.subscription.plan.id).toBe('pro');
  });

  it('after the checkout: thanks, drops the query, and asks for a token with the new plan', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans?checkout=success' });
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Thank you! Your new plan is active', expect.anything()));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans', { replace: true });
    await waitFor(() => expect(tokenRequests).toBe(1));
  });

  it('back from a checkout that kept the trial, says nothing was charged yet', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans?checkout=success&charge=trial-end' });
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith('success', 'Thank you! Your plan continues after the trial', { description: 'Nothing was charged today. The page shows when the first charge is.' }),
    );
  });

  it('says so when the checkout was canceled', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans?checkout=canceled' });
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('info', 'Checkout canceled', expect.anything()));
  });

  it('starts a team’s trial, refreshes the token and goes to invite people', async () => {
    onFree();
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start a free Pro trial' }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/people?invite=true'));
    expect(tokenRequests).toBe(1);
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Your Pro trial has started', expect.anything());
  });

  it('during a trial offers to keep the plan, first charged at the trial’s end, and says so before the checkout', async () => {
    mockDb.billing.subscription = mockBillingSubscription(SUBSCRIPTION_STATES.trialing);
    const trialEnd = formatDate(mockDb.billing.subscription.trialEndsAt);
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByText('Trial · 5 days left')).toBeTruthy();
    expect(screen.getByText(`No charge today. First charge: $12.00 on ${trialEnd}, then every month.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Pro after the trial' }));
    await waitFor(() =>
      expect(services.dialog.confirm).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Keep Pro after the trial?', text: expect.stringContaining(`You keep the 5 days left of the trial: nothing is charged today, your card is charged $12.00 on ${trialEnd}`) }),
      ),
    );
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans?checkout=success&charge=trial-end'));
    // The kept plan trials until the trial's end, with its first charge then.
    expect(mockDb.billing.subscription).toMatchObject({ status: 'trialing', provider: 'local', trialEndsAt: SUBSCRIPTION_STATES.trialing.trialEndsAt });
  });

  it('buys nothing when the admin does not confirm', async () => {
    mockDb.billing.subscription = mockBillingSubscription(SUBSCRIPTION_STATES.trialing);
    const services = fakeShellServices();
    services.dialog.confirm = vi.fn(async () => false);
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans', services });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep Pro after the trial' }));
    await waitFor(() => expect(services.dialog.confirm).toHaveBeenCalled());
    expect(services.navigation.navigate).not.toHaveBeenCalled();
    expect(mockDb.billing.subscription.provider).toBeNull();
  });

  it('on a Teams trial offers to keep Teams and no Pro checkout', async () => {
    mockDb.billing.subscription = mockBillingSubscription({ ...SUBSCRIPTION_STATES.trialing, plan: mockPlan('teams') });
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByRole('button', { name: 'Keep Teams after the trial' })).toBeTruthy();
    expect(screen.getByText(/First charge: \$29\.00 on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pro/ })).toBeNull();
    expect(screen.getByText('Your Teams trial includes everything in Pro. To pay for Pro instead, choose it once the trial has ended.')).toBeTruthy();
  });

  it('on a Pro trial of a team offers Teams with the trial’s days kept', async () => {
    mockDb.billing.subscription = mockBillingSubscription(SUBSCRIPTION_STATES.trialing);
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByRole('button', { name: 'Upgrade to Teams' })).toBeTruthy();
    expect(screen.getByText(/First charge: \$29\.00 on/)).toBeTruthy();
  });

  it('with under two days of the trial left, says the plan is charged today', async () => {
    mockDb.billing.subscription = mockBillingSubscription({ ...SUBSCRIPTION_STATES.trialing, trialEndsAt: new Date(Date.now() + 36 * 3_600_000).toISOString(), trialDaysLeft: 2 });
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByRole('button', { name: 'Keep Pro after the trial' })).toBeTruthy();
    expect(screen.getByText('$12.00 today, then every month.')).toBeTruthy();
  });

  it('once the plan is kept, says when the first charge is and how much, and offers no second checkout', async () => {
    const trialEndsAt = SUBSCRIPTION_STATES.trialing.trialEndsAt;
    mockDb.billing.subscription = mockBillingSubscription({ ...SUBSCRIPTION_STATES.trialing, paidPlan: mockPlan('pro'), provider: 'stripe', providerSubscriptionId: 'sub_kept', currentPeriodStart: new Date().toISOString(), currentPeriodEnd: trialEndsAt });
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByText(`You keep Pro after the trial. The first charge of $12.00 is on ${formatDate(trialEndsAt)}, then every month.`)).toBeTruthy();
    expect(screen.getByText('First charge on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade|Keep/ })).toBeNull();
    expect(screen.getByText(`Nothing has been charged yet: the change applies to the first charge on ${formatDate(trialEndsAt)} ($29.00), with no proration.`)).toBeTruthy();
  });

  it('states the proration before a paid plan is switched in the portal', async () => {
    mockDb.billing.subscription = mockBillingSubscription({ plan: mockPlan('pro'), paidPlan: mockPlan('pro'), provider: 'stripe' });
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    const prorated = await screen.findByText(/^Prorated: you are charged the difference between \$12\.00 and \$29\.00 for the rest of the period now/);
    expect(prorated).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Teams in the portal' }));
    await waitFor(() => expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Switch to Teams?', text: expect.stringContaining('Prorated') })));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans?portal=return'));
  });

  it('a personal group’s trial stays on this page with a toast about what Pro gives, not People', async () => {
    onFree();
    mockDb.groups = mockDb.groups.map((group) => ({ ...group, type: 'personal' }));
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByText('Teams is for team groups: create a team first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a free Pro trial' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith('success', 'Your Pro trial has started', { description: expect.stringContaining('Your own domain, subdomain and branding') }),
    );
    expect(services.navigation.navigate).not.toHaveBeenCalledWith('/settings/people?invite=true');
  });

  it('opens the portal to manage or cancel', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage or cancel' }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans?portal=return'));
  });

  it('attaches an unassigned subscription after the confirmation', async () => {
    onFree();
    const services = fakeShellServices();
    services.dialog.confirm = vi.fn(async () => true);
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans', services });
    fireEvent.click(await screen.findByRole('button', { name: 'Attach Pro subscription' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Pro is now this group’s plan'));
    expect(mockDb.billing.unassigned).toEqual([]);
    expect(mockDb.billing.subscription.plan.id).toBe('pro');
  });

  it('a member reads the plan without any action', async () => {
    asMember();
    server.use(http.get(`${MOCK_API_URL}/billing/subscription`, () => HttpResponse.json(mockBillingSubscription({ ...SUBSCRIPTION_STATES.free, canManage: false }))));
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByText(/Only the group’s admins can change the plan or billing/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
    expect(screen.queryByText('Subscriptions without a group')).toBeNull();
  });

  it('says past due in plain words with the way out', async () => {
    mockDb.billing.subscription = mockBillingSubscription({ status: 'past_due', plan: mockPlan('teams') });
    renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByRole('button', { name: 'Pay the open invoice' })).toBeTruthy();
    expect(screen.getByText('Payment past due')).toBeTruthy();
  });
});

