import { GROUP_PERMISSIONS, PERMISSION_REFUSALS, permissionMap } from '@bullion/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGroupPermission } from './group-permission';
import { initialAppState, useAppStore } from './store';

afterEach(() => useAppStore.setState(initialAppState));

describe('useGroupPermission', () => {
  it('allows what the role grants, with no reason', () => {
    useAppStore.getState().setAccessToken('token', { group: permissionMap('member') });
    const { result } = renderHook(() => useGroupPermission('orders.write'));
    expect(result.current).toEqual({ allowed: true, reason: null });
  });

  it('refuses what the role does not grant, with the reason the API gives, and follows a new token', () => {
    useAppStore.getState().setAccessToken('token', { group: permissionMap('viewer') });
    const { result } = renderHook(() => useGroupPermission('orders.write'));
    expect(result.current).toEqual({ allowed: false, reason: PERMISSION_REFUSALS['orders.write'] });
    act(() => useAppStore.getState().setAccessToken('token-2', { group: permissionMap('admin') }));
    expect(result.current.allowed).toBe(true);
  });

  it('takes the API’s answer where the page has one', () => {
    useAppStore.getState().setAccessToken('token', { group: permissionMap('admin') });
    const { result } = renderHook(() => useGroupPermission('group.update', false));
    expect(result.current).toEqual({ allowed: false, reason: PERMISSION_REFUSALS['group.update'] });
  });

  it('never says a permission id in a reason', () => {
    for (const permission of GROUP_PERMISSIONS) {
      for (const id of GROUP_PERMISSIONS) expect(PERMISSION_REFUSALS[permission]).not.toContain(id);
    }
  });
});
