// Privacy settings against the mock API: the export downloads a JSON file; deleting the account
// needs the typed address, shows the API's refusal, and signs out once done.
import { MOCK_API_URL, mockDb } from '@bullion/api-mocks';
import { renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

// The first render pays for antd's styles in jsdom.

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
});
afterAll(() => mockApi.close());

const PATH = '/settings/privacy-settings';

describe('privacy settings', () => {
  it('downloads the export as a JSON file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Your data is downloading'));
    expect(click).toHaveBeenCalled();
    const data = JSON.parse(await (created[0] as Blob).text()) as { account: { email: string } };
    expect(data.account.email).toBe('ada@example.com');
    click.mockRestore();
  });

  it('deletes only once the address is typed, then signs out', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'ADA@example.com' } });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Your account has been deleted');
  });

  it('says which paid plan ended with the account and the unused time refunded to the card', async () => {
    mockDb.members = mockDb.members.filter((member) => member.userId === mockDb.account.id);
    mockDb.billing.subscription = {
      ...mockDb.billing.subscription,
      currentPeriodStart: new Date(Date.now() - 15 * 86_400_000).toISOString(),
      currentPeriodEnd: new Date(Date.now() + 15 * 86_400_000).toISOString(),
    };
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    expect(await screen.findByText(/A paid plan of a group that goes with your account is\s+cancelled now, and the unused part of its period is refunded to your card \(prorated\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith('success', 'Your account has been deleted', { description: expect.stringMatching(/^Teams was cancelled; \$14\.\d\d of unused time is refunded to your card\.$/) }),
    );
  });

  it('shows why the account cannot be deleted yet', async () => {
    mockApi.use(
      http.delete(`${MOCK_API_URL}/account`, () =>
        HttpResponse.json({ error: { code: 'last_admin', message: 'You are the only admin of "Gold Traders", which has other members.' } }, { status: 409 }),
      ),
    );
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    fireEvent.change(await screen.findByLabelText(/to confirm/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('You are the only admin of "Gold Traders", which has other members.')).toBeTruthy();
    expect(services.navigation.navigate).not.toHaveBeenCalled();
  });
});
