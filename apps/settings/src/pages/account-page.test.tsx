// Account against the mock API and auth server: name and display name with the unsaved bar,
// profile picture upload, e-mail change confirmed by the codes sent to both addresses.
import { MOCK_AUTH_CODE, mockDb } from '@bullion/api-mocks';
import { renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const PATH = '/settings/account';

async function typeCode(box: HTMLElement, code: string) {
  fireEvent.input(box, { target: { value: code } });
}

describe('account', () => {
  it('shows initials without a picture and saves the name from the unsaved bar', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    expect(screen.getByText('AL')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ada King' } });
    expect(await screen.findByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Profile saved'));
    expect(mockDb.account.name).toBe('Ada King');
    expect(mockDb.auth.userMetadata.full_name).toBe('Ada King');
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
  });

  it('refuses an empty display name', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    fireEvent.change(await screen.findByLabelText('Display name'), { target: { value: ' ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name others see.')).toBeTruthy();
    expect(mockDb.account.displayName).toBe('Ada');
  });

  it('uploads a profile picture into the profiles bucket', async () => {
    const { services, container } = renderInShell(<SettingsApp />, { path: PATH });
    await screen.findByRole('button', { name: 'Upload picture' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Profile picture updated'));
    expect(mockDb.account.avatarUrl).toMatch(/\/storage\/v1\/object\/public\/profiles\/6b1f3c2a-4d5e-4f60-8a7b-9c0d1e2f3a4b\/avatar-.*\.png$/);
  });

  it('changes the e-mail address once both codes are entered', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'ada@newmail.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    expect(await screen.findByText('Code sent to ada@example.com')).toBeTruthy();
    const boxes = screen.getAllByRole('textbox', { name: /6-digit code|OTP Input 1/ });
    // The first box of each code input: typing the whole code there fills it.
    await typeCode(boxes[0] as HTMLElement, MOCK_AUTH_CODE);
    await typeCode(boxes[1] as HTMLElement, MOCK_AUTH_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'E-mail address changed', expect.anything()));
    expect(mockDb.auth.email).toBe('ada@newmail.example');
    expect(mockDb.account.email).toBe('ada@newmail.example');
  });

  it('after a refused code empties its boxes, says so, and sends only the code typed next', async () => {
    const tokens: { email: string; token: string }[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/auth/v1/verify')) {
        void request.clone().json().then((body: { email: string; token: string }) => tokens.push({ email: body.email, token: body.token }));
      }
    };
    mockApi.events.on('request:start', listen);
    try {
      const { services } = renderInShell(<SettingsApp />, { path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
      fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'ada@newmail.example' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send codes' }));
      expect(await screen.findByText('Code sent to ada@example.com')).toBeTruthy();
      const firstBoxes = () => screen.getAllByRole('textbox', { name: /6-digit code|OTP Input 1/ }) as HTMLInputElement[];
      await typeCode(firstBoxes()[0] as HTMLElement, '000000');
      await typeCode(firstBoxes()[1] as HTMLElement, MOCK_AUTH_CODE);
      // The sixth digit of the last code sends both; the first is refused.
      expect(await screen.findByText(/This code is wrong or has expired/)).toBeTruthy();
      await waitFor(() => expect(firstBoxes()[0]?.value).toBe(''));
      await waitFor(() => expect(document.activeElement).toBe(firstBoxes()[0]));
      expect(firstBoxes()[1]?.value).toBe(MOCK_AUTH_CODE[0]);
      expect(mockDb.auth.email).toBe('ada@example.com');
      await typeCode(firstBoxes()[0] as HTMLElement, MOCK_AUTH_CODE);
      await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'E-mail address changed', expect.anything()));
      expect(mockDb.auth.email).toBe('ada@newmail.example');
      expect(tokens).toEqual([
        { email: 'ada@example.com', token: '000000' },
        { email: 'ada@example.com', token: MOCK_AUTH_CODE },
        { email: 'ada@newmail.example', token: MOCK_AUTH_CODE },
      ]);
      expect(within(document.body).queryByText(/This code is wrong or has expired/)).toBeNull();
    } finally {
      mockApi.events.removeListener('request:start', listen);
    }
  });
});
