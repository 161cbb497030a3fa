import { localUrl, useAppStore } from '@bullion/shared';
import { signInToGroup } from '@bullion/shared/testing';
import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../auth/session-store';
import { PREVIEW_PERMISSION } from './preview-access';
import { PREVIEW_STORAGE_KEY } from './preview-overrides';
import { currentAppliedOverrides, forgetPreviewRequests, subscribePreviews, usePreviewRequests } from './preview-state';

const PREVIEW = { catalog: `${localUrl('preview', '127.0.0.1')}/catalog-e2e/mf-manifest.json` };
const signedIn = () => useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'user-1' } } as Session });

afterEach(() => {
  usePreviewRequests.setState({ requested: {}, rejected: [] });
  useSessionStore.setState({ status: 'loading', session: null });
  useAppStore.getState().clearAccessToken();
  sessionStorage.clear();
});

describe('the preview links of a tab', () => {
  it('are remembered signed out, applied once an admin signs in, and dropped in a group without the permission', () => {
    usePreviewRequests.setState({ requested: PREVIEW });
    const changed = vi.fn();
    const unsubscribe = subscribePreviews(changed);

    useSessionStore.setState({ status: 'signed-out', session: null });
    expect(currentAppliedOverrides()).toEqual({});

    signedIn();
    expect(currentAppliedOverrides()).toEqual({});
    signInToGroup('team', { [PREVIEW_PERMISSION]: true });
    expect(currentAppliedOverrides()).toEqual(PREVIEW);

    signInToGroup('other-team', { 'orders.write': true });
    expect(currentAppliedOverrides()).toEqual({});
    expect(changed).toHaveBeenCalled();

    unsubscribe();
    changed.mockClear();
    signInToGroup('team', { [PREVIEW_PERMISSION]: true });
    expect(changed).not.toHaveBeenCalled();
  });

  it('can be forgotten: nothing requested, nothing stored', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(PREVIEW));
    usePreviewRequests.setState({ requested: PREVIEW, rejected: [{ remote: 'x', url: 'u', reason: 'r' }] });
    forgetPreviewRequests(sessionStorage);
    expect(usePreviewRequests.getState()).toEqual({ requested: {}, rejected: [] });
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });
});
