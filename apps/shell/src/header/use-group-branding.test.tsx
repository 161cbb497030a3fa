// The header's branding: the current group's accent colour and logo, only on a plan with enableBranding,
// with the logo address following the store's cacheId.
import { groupKeys } from '@bullion/api-client';
import { type Group } from '@bullion/contract';
import { mockGroups, mockSession } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGroupBranding } from './use-group-branding';

function render(groups: Group[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(groupKeys.list(), groups);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useGroupBranding(), { wrapper });
}

function team(settings: Group['settings'], enableBranding: boolean): Group[] {
  const [group] = mockGroups();
  if (!group?.subscription?.plan) throw new Error('the mock team has a plan');
  return [{ ...group, settings, subscription: { ...group.subscription, plan: { ...group.subscription.plan, permissions: { enableBranding } } } }];
}

beforeEach(() => {
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
});

describe('useGroupBranding', () => {
  it("gives the group's colour and logo on a plan with branding, the logo following cacheId", () => {
    const { result } = render(team({ accentColor: '#1f6feb', logoUrl: 'https://cdn.example.com/logo.png' }, true));
    const cacheId = useAppStore.getState().cacheId;
    expect(result.current).toEqual({ name: 'Sterling & Sons', accentColor: '#1f6feb', logoUrl: `https://cdn.example.com/logo.png?v=${cacheId}` });
    act(() => useAppStore.getState().incrementCacheId());
    expect(result.current?.logoUrl).toBe(`https://cdn.example.com/logo.png?v=${cacheId + 1}`);
  });

  it('gives nothing on a plan without branding, or without branding settings', () => {
    expect(render(team({ accentColor: '#1f6feb' }, false)).result.current).toBeNull();
    expect(render(team({}, true)).result.current).toBeNull();
  });
});
