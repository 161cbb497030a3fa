// The domains page against the mock API: the exact TXT record, "Check now" verifying or failing with
// the reason, the subdomain saved through the unsaved bar with refusals beside the field, upgrade
// offers on Free, and members reading only.
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, MOCK_TAKEN_SUBDOMAIN, mockBillingSubscription, mockDb, mockPlan, mockSession, resetMockDb } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
});
afterEach(cleanup);
afterAll(() => server.close());

const open = (services = fakeShellServices()) => renderInShell(<SettingsApp />, { path: '/settings/domains', services });

describe('domains', () => {
  it('shows the subdomain and the TXT record to add, and verifies it on "Check now"', async () => {
    const { services } = open();
    expect(await screen.findByText('sterling.bulliondesk.app')).toBeTruthy();
    expect(screen.getByText('_bullion-verification.desk.sterling-sons.com')).toBeTruthy();
    expect(screen.getByText('bullion-verification=3f9a1c2b7d8e4f50a1b2c3d4')).toBeTruthy();
    expect(screen.getByText('Waiting for the DNS record')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'desk.sterling-sons.com is verified'));
    expect(await screen.findByText('Verified')).toBeTruthy();
  });

  it('shows why a check failed', async () => {
    mockDb.domains.customDomain = null;
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Custom domain' }), { target: { value: 'shop.example.invalid' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('_bullion-verification.shop.example.invalid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(/No TXT record was found at _bullion-verification.shop.example.invalid/)).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
  });

  it('saves a new subdomain through the unsaved bar; refusals show beside the field', async () => {
    const { services } = open();
    const input = await screen.findByRole('textbox', { name: 'Subdomain' });
    fireEvent.change(input, { target: { value: 'www' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That subdomain is reserved. Choose another.')).toBeTruthy();
    fireEvent.change(input, { target: { value: MOCK_TAKEN_SUBDOMAIN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another group already uses that subdomain. Choose another.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'sterling-sons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Domains saved'));
    expect(mockDb.domains.subdomain).toBe('sterling-sons');
    expect(await screen.findByText('sterling-sons.bulliondesk.app')).toBeTruthy();
    expect(screen.queryByTestId('unsaved-changes-bar')).toBeNull();
  });

  it('disconnects the custom domain after the confirmation', async () => {
    const services = fakeShellServices();
    services.dialog.confirm = vi.fn(async () => true);
    open(services);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Custom domain disconnected'));
    expect(mockDb.domains.customDomain).toBeNull();
  });

  it('offers an upgrade instead of the forms on Free', async () => {
    mockDb.billing.subscription = mockBillingSubscription({ plan: mockPlan('free'), paidPlan: null, provider: null, trialAvailable: true });
    mockDb.domains = { subdomain: null, customDomain: null };
    const { services } = open();
    expect(await screen.findByText('A subdomain comes with Pro and Teams')).toBeTruthy();
    expect(screen.getByText('A custom domain comes with Pro and Teams')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect((await screen.findAllByRole('button', { name: 'Try Pro free' })).length).toBe(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'See the plans' })[0] as HTMLElement);
    expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/billing-and-plans');
  });

  it('a member reads without forms or actions', async () => {
    mockDb.billing.subscription = mockBillingSubscription({ canManage: false });
    open();
    expect((await screen.findByRole('note')).textContent).toBe(`${PERMISSION_REFUSALS['group.update']}You can see its domains here.`);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });
});

