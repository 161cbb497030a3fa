// Login & security against the mock API and auth server: password change (current password,
// reauthentication code), two-step set-up and removal, sessions, sign-in methods.
import { MOCK_AUTH_CODE, MOCK_PASSWORD, mockDb, mockGoogleIdentity, mockVerifiedFactor, signInMockSupabase } from '@bullion/api-mocks';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

// The first render pays for antd's styles in jsdom.

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(cleanup);
afterAll(() => mockApi.close());

const PATH = '/settings/login-and-security';

function confirmingServices() {
  const services = fakeShellServices();
  services.dialog.confirm = vi.fn(async () => true);
  return services;
}

async function typeCode(container: HTMLElement, code: string) {
  const box = (await within(container).findAllByRole('textbox', { name: /6-digit code|OTP Input 1/ }))[0] as HTMLElement;
  fireEvent.input(box, { target: { value: code } });
}

function fillPassword(current: string, next: string, repeat = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
}

describe('password', () => {
  it('refuses a wrong current password at its field', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    fillPassword('Wrong1pass', 'Better2pass');
    expect(await screen.findByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That is not your current password.')).toBeTruthy();
    expect(mockDb.auth.password).toBe(MOCK_PASSWORD);
  });

  it('checks the password rule before sending', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    fillPassword(MOCK_PASSWORD, 'weak', 'weak');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
    expect(mockDb.auth.password).toBe(MOCK_PASSWORD);
  });

  it('asks an old session for the e-mailed code, then changes the password', async () => {
    mockDb.auth.reauthenticationNeeded = true;
    const { services, container } = renderInShell(<SettingsApp />, { path: PATH });
    fillPassword(MOCK_PASSWORD, 'Better2pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Confirm it's you")).toBeTruthy();
    await typeCode(container, MOCK_AUTH_CODE);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Password changed', expect.anything()));
    expect(mockDb.auth.password).toBe('Better2pass');
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
  });

  it('empties the boxes after a refused code, says so, and sends only the code typed next', async () => {
    mockDb.auth.reauthenticationNeeded = true;
    const nonces: unknown[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/auth/v1/user')) {
        void request.clone().json().then((body: { nonce?: unknown }) => { if (body.nonce !== undefined) nonces.push(body.nonce); });
      }
    };
    mockApi.events.on('request:start', listen);
    try {
      const { services, container } = renderInShell(<SettingsApp />, { path: PATH });
      fillPassword(MOCK_PASSWORD, 'Better2pass');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText("Confirm it's you")).toBeTruthy();
      await typeCode(container, '000000');
      expect(await screen.findByText(/This code is wrong or has expired/)).toBeTruthy();
      const first = (await within(container).findAllByRole('textbox', { name: /6-digit code|OTP Input 1/ }))[0] as HTMLInputElement;
      await waitFor(() => expect(first.value).toBe(''));
      await waitFor(() => expect(document.activeElement).toBe(first));
      expect(mockDb.auth.password).toBe(MOCK_PASSWORD);
      await typeCode(container, MOCK_AUTH_CODE);
      await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Password changed', expect.anything()));
      expect(mockDb.auth.password).toBe('Better2pass');
      expect(nonces).toEqual(['000000', MOCK_AUTH_CODE]);
    } finally {
      mockApi.events.removeListener('request:start', listen);
    }
  });
});

describe('two-step verification', () => {
  it('sets up an authenticator app with its QR code, key and first code', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect((await screen.findByTestId('authenticator-secret')).textContent).toContain('JBSWY3DPEHPK3PXP');
    expect(screen.getByAltText('QR code for your authenticator app').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await typeCode(screen.getByRole('dialog'), MOCK_AUTH_CODE);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Two-step verification is on', expect.anything()));
    expect(mockDb.auth.factors.map((factor) => factor.status)).toEqual(['verified']);
    expect(await screen.findByText('Authenticator app')).toBeTruthy();
  });

  it('asks a password-only session for a code before removing an authenticator', async () => {
    mockDb.auth.factors = [mockVerifiedFactor()];
    await signInMockSupabase(mockDb.auth);
    const services = confirmingServices();
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('To remove it, first enter a code from one of your authenticator apps.')).toBeTruthy();
    await typeCode(dialog, MOCK_AUTH_CODE);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Authenticator app removed', expect.anything()));
    expect(mockDb.auth.factors).toEqual([]);
  });
});

describe('sessions', () => {
  it('lists where you are signed in, this device first', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Chrome on macOS', 'Safari on iPhone', 'Firefox on Windows']);
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/198\.51\.100\.7/)).toBeTruthy();
  });

  it('signs out one session, then all others', async () => {
    const services = confirmingServices();
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Firefox on Windows signed out'));
    expect(mockDb.accountSessions).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', '1 session signed out'));
    expect(await screen.findByText("You're signed in only here.")).toBeTruthy();
    expect(mockDb.accountSessions.map((session) => session.current)).toEqual([true]);
  });
});

describe('sign-in methods', () => {
  it('removes Google while e-mail stays, and keeps the last method', async () => {
    mockDb.auth.identities = [...mockDb.auth.identities, mockGoogleIdentity()];
    const services = confirmingServices();
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Google' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Google removed from your sign-in methods'));
    expect(mockDb.auth.identities.map((identity) => identity.provider)).toEqual(['email']);
    expect(await screen.findByText('Your only sign-in method')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link a Google account' })).toBeTruthy();
  });
});
