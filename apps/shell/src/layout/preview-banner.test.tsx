import { localUrl, toastService, useAppStore } from '@bullion/shared';
import { signInToGroup } from '@bullion/shared/testing';
import type { Session } from '@supabase/supabase-js';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../auth/session-store';
import type { ShellConfig } from '../config/shell-config';
import { PREVIEW_PERMISSION } from '../federation/preview-access';
import { forgetPreviewRequests, usePreviewRequests } from '../federation/preview-state';
import type { RemoteLoader } from '../federation/remote-loader';
import { ShellContextProvider } from '../shell-context';
import { PreviewBanner, preloadPreviewNotices } from './preview-banner';
import { PreviewLinkNotice } from './preview-link-notice';

const PREVIEW = `${localUrl('preview', '127.0.0.1')}/catalog-e2e/mf-manifest.json`;
const previews = { reset: vi.fn(), forget: vi.fn(() => forgetPreviewRequests(sessionStorage)) };

function renderBanner() {
  return render(
    <ShellContextProvider value={{ config: {} as ShellConfig, loader: {} as RemoteLoader, previews }}>
      <PreviewBanner />
      <PreviewLinkNotice />
    </ShellContextProvider>,
  );
}

const signIn = () => useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'user-1' } } as Session });

describe('the preview banner', () => {
  // The notices are a chunk of their own (antd's Alerts); once loaded they render at once.
  beforeAll(() => preloadPreviewNotices());
  beforeEach(() => {
    usePreviewRequests.setState({ requested: { catalog: PREVIEW }, rejected: [] });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    previews.reset.mockClear();
    usePreviewRequests.setState({ requested: {}, rejected: [] });
    useSessionStore.setState({ status: 'loading', session: null });
    useAppStore.getState().clearAccessToken();
  });

  it('for an admin: the preview is active, with a reset to the deployed versions', () => {
    signIn();
    signInToGroup('team', { [PREVIEW_PERMISSION]: true });
    renderBanner();
    expect(screen.getByTestId('preview-banner').textContent).toContain(`Preview build active: catalog from ${PREVIEW}`);
    expect(screen.queryByTestId('preview-ignored')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to deployed versions' }));
    expect(previews.reset).toHaveBeenCalled();
  });

  it('for a member without the permission: says the link was ignored and why; the link can be forgotten', () => {
    signIn();
    signInToGroup('team', { 'orders.write': true });
    renderBanner();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
    expect(screen.getByTestId('preview-ignored').textContent).toContain(
      'Preview link ignored: your role in this group (member) does not allow previewing other builds (admins only). You are using the released version.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forget the preview link' }));
    expect(screen.queryByTestId('preview-ignored')).toBeNull();
    expect(usePreviewRequests.getState().requested).toEqual({});
  });

  it('follows a switch to a group whose role grants previews', () => {
    signIn();
    signInToGroup('team', { 'orders.write': true });
    renderBanner();
    expect(screen.getByTestId('preview-ignored')).toBeTruthy();
    act(() => signInToGroup('own', { [PREVIEW_PERMISSION]: true }));
    expect(screen.queryByTestId('preview-ignored')).toBeNull();
    expect(screen.getByTestId('preview-banner')).toBeTruthy();
  });

  it('signed out: no banner, one toast saying the link is not applied', () => {
    const show = vi.spyOn(toastService, 'show').mockReturnValue('id');
    useSessionStore.setState({ status: 'signed-out', session: null });
    renderBanner();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
    expect(screen.queryByTestId('preview-ignored')).toBeNull();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      'warning',
      'Preview link not applied: previews of other builds are only for signed-in admins. You see the released version; sign in as an admin to preview.',
      expect.objectContaining({ id: 'preview-link-signed-out' }),
    );
  });

  it('shows nothing, and no toast, while the session is still loading or without a preview link', () => {
    const show = vi.spyOn(toastService, 'show').mockReturnValue('id');
    const view = renderBanner();
    expect(view.container.textContent).toBe('');
    usePreviewRequests.setState({ requested: {} });
    act(() => useSessionStore.setState({ status: 'signed-out', session: null }));
    expect(show).not.toHaveBeenCalled();
  });
});
