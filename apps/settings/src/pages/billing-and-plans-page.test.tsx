// The billing page against the mock API: upgrading sends the browser to the checkout's address, a
// trial starts and leads to the invite dialog, the return from the checkout refreshes the token,
// unassigned subscriptions attach after a confirmation, and members only read.
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockBillingSubscription, mockDb, mockPlan, mockSession, resetMockDb } from '@bullion/api-mocks';
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
    expect(screen.getAllByRole('button', { name: 'Change plan in the portal' }).length).toBe(1);
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

  it('says so when the checkout was canceled', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans?checkout=canceled' });
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('info', 'Checkout canceled', expect.anything()));
  });

  it('starts a trial, refreshes the token and goes to invite people', async () => {
    onFree();
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start a free Pro trial' }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/people?invite=true'));
    expect(tokenRequests).toBe(1);
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Your Pro trial has started', expect.anything());
  });

  it('during a trial offers to keep the plan by buying it', async () => {
    mockDb.billing.subscription = mockBillingSubscription(SUBSCRIPTION_STATES.trialing);
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/billing-and-plans' });
    expect(await screen.findByText('Trial · 5 days left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans?checkout=success'));
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

