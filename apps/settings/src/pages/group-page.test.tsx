// The group page as its users meet it: rename with the unsaved bar, the title format's live preview,
// the two-step requirement (and the message when the admin has not set it up), deleting the team
// after typing its name, read-only for other roles, a personal group that cannot be deleted, and the
// business identity its documents carry (fields checked as typed, the logo uploaded and previewed).
import { MFA_REQUIRED_ERROR_CODE, PERMISSION_REFUSALS } from '@bullion/contract';
import { MOCK_API_URL, mockDb, signInMockSupabase } from '@bullion/api-mocks';
import { hasUnsavedChangesOnPage } from '@bullion/shared';
import { renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../team/test-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
});
afterAll(() => mockApi.close());

const team = () => mockDb.groups[0];

describe('group page', () => {
  it('renames the team through the unsaved bar, and Discard restores the name', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Sterling & Sons');
    fireEvent.change(name, { target: { value: 'Sterling Bullion' } });
    const bar = await screen.findByTestId('unsaved-changes-bar');
    expect(hasUnsavedChangesOnPage()).toBe(true);
    fireEvent.click(within(bar).getByRole('button', { name: 'Discard' }));
    expect(name.value).toBe('Sterling & Sons');

    fireEvent.change(name, { target: { value: 'Sterling Bullion' } });
    fireEvent.click(within(await screen.findByTestId('unsaved-changes-bar')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Team details saved'));
    expect(team()?.name).toBe('Sterling Bullion');
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-bar')).toBeNull());
    expect(hasUnsavedChangesOnPage()).toBe(false);
  });

  it('previews the product title format as it is typed and saves it', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    const format = await screen.findByLabelText('Product title format');
    expect(screen.getByTestId('title-preview').textContent).toBe('2024 American Silver Eagle');
    fireEvent.change(format, { target: { value: '{year} {title} {weight} {weightUnit}' } });
    expect(screen.getByTestId('title-preview').textContent).toBe('2024 American Silver Eagle 1 oz');
    fireEvent.change(format, { target: { value: '{title} {mint}' } });
    expect(screen.getByText('Not a placeholder: {mint}. It shows as typed.')).toBeTruthy();
    fireEvent.change(format, { target: { value: '{weight} {weightUnit} {title}' } });
    fireEvent.click(within(await screen.findByTestId('unsaved-changes-bar')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(team()?.settings.productTitleFormat).toBe('{weight} {weightUnit} {title}'));
  });

  it('requires two-step verification for members', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Require two-step verification for members' }));
    await waitFor(() => expect(team()?.requireMfa).toBe(true));
  });

  it('tells an admin without two-step verification to set it up first', async () => {
    mockApi.use(
      http.patch(`${MOCK_API_URL}/groups/:groupId`, () =>
        HttpResponse.json({ error: { code: MFA_REQUIRED_ERROR_CODE, message: 'Set up two-factor first.', details: { enrolled: false } } }, { status: 403 }),
      ),
    );
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Require two-step verification for members' }));
    expect(await screen.findByText('Set up two-step verification for yourself first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/settings/login-and-security');
    expect(team()?.requireMfa).toBe(false);
  });

  it('deletes the team only once its name is typed', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete the team' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Team name to confirm'), { target: { value: 'Sterling' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Team name to confirm'), { target: { value: 'Sterling & Sons' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Sterling & Sons was deleted'));
    expect(mockDb.groups).toHaveLength(0);
    expect(services.navigation.navigate).toHaveBeenCalledWith('/switch-group');
  });

  it('shows members the settings read-only, without deleting', async () => {
    resetMockState('member');
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    expect((await screen.findByRole('note')).textContent).toContain(PERMISSION_REFUSALS['group.update']);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Require two-step verification for members' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload a picture' })).toBeNull();
  });

  it('never offers deleting a personal group or requiring two-step verification in it', async () => {
    const group = team();
    if (group) group.type = 'personal';
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows an error with Retry when the group cannot be loaded', async () => {
    mockApi.use(http.get(`${MOCK_API_URL}/groups/:groupId`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 })));
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    expect(await screen.findByText('The group could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers an upgrade when the plan has no branding', async () => {
    const plan = team()?.subscription?.plan;
    if (plan) plan.permissions = { enableBranding: false };
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(services.dialog.open).toHaveBeenCalledWith('pro-upgrade');
  });

  it('saves the business identity through its unsaved bar, once the e-mail is an address', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    fireEvent.change(await screen.findByLabelText('Legal name'), { target: { value: 'Sterling & Sons Bullion LLC' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Assay Lane\nDenver, CO 80202' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 303 555 0199' } });
    fireEvent.change(screen.getByLabelText('Tax ID'), { target: { value: '12-3456789' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@' } });
    expect(await screen.findByText('must be an e-mail address.')).toBeTruthy();
    const bar = await screen.findByTestId('unsaved-changes-bar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    expect(team()?.business).toBeUndefined();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@sterling.example' } });
    fireEvent.click(within(await screen.findByTestId('unsaved-changes-bar')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Business identity saved'));
    expect(team()?.business).toEqual({
      legalName: 'Sterling & Sons Bullion LLC',
      address: '12 Assay Lane\nDenver, CO 80202',
      phone: '+1 303 555 0199',
      email: 'desk@sterling.example',
      taxId: '12-3456789',
      logoPath: null,
    });
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-bar')).toBeNull());
  });

  it('refuses a phone number that is not one before saving', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: 'call me' } });
    expect(await screen.findByText(/must be a phone number/)).toBeTruthy();
  });

  it('uploads a PNG logo and previews it, and refuses a GIF by its type', async () => {
    await signInMockSupabase(mockDb.auth);
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    expect(await screen.findByText('No business logo yet')).toBeTruthy();
    const input = screen.getByLabelText('Business logo file');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('The logo must be a PNG or JPEG image.')).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Logo updated'));
    const logoPath = team()?.business?.logoPath ?? '';
    expect(logoPath).toMatch(new RegExp(`^${team()?.id}/business-logo-[0-9a-f-]+\\.png$`));
    const preview = (await screen.findByTestId('business-logo-preview')) as HTMLImageElement;
    expect(preview.src).toContain(`/storage/v1/object/public/groups/${logoPath}`);

    fireEvent.click(screen.getByRole('button', { name: 'Remove business logo' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Logo removed'));
    expect(team()?.business?.logoPath).toBeNull();
  });

  it('shows members the business identity read-only', async () => {
    const group = team();
    if (group) group.business = { legalName: 'Sterling & Sons Bullion LLC', address: null, phone: null, email: null, taxId: '12-3456789', logoPath: null };
    resetMockState('member');
    if (group) mockDb.groups[0] = group;
    renderInShell(<SettingsApp />, { path: '/settings/group' });
    const legalName = (await screen.findByLabelText('Legal name')) as HTMLInputElement;
    expect(legalName.value).toBe('Sterling & Sons Bullion LLC');
    expect(legalName.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upload a business logo' })).toBeNull();
  });

  it('removes the branding logo on a plan with branding', async () => {
    const group = team();
    if (group) group.settings = { ...group.settings, logoUrl: 'https://cdn.example.com/logo.png' };
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/group' });
    expect(await screen.findByRole('img', { name: 'Sterling & Sons logo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Logo removed'));
    expect(team()?.settings.logoUrl).toBeUndefined();
  });
});
