// Message preferences against the mock API: the four switches, saved from the unsaved bar.
import { mockDb } from '@bullion/api-mocks';
import { renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

// The first render pays for antd's styles in jsdom.

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(cleanup);
afterAll(() => mockApi.close());

describe('message preferences', () => {
  it('shows the stored choices and saves a change from the unsaved bar', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/message-preferences' });
    const summary = await screen.findByRole('switch', { name: 'Weekly portfolio summary' });
    expect(summary.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Product news' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(summary);
    expect(await screen.findByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Message preferences saved'));
    expect(mockDb.account.settings.messagePreferences).toMatchObject({ weeklySummary: false, orderUpdates: true });
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
  });

  it('discards a change', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/message-preferences' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Price alerts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('switch', { name: 'Price alerts' }).getAttribute('aria-checked')).toBe('true');
  });
});
