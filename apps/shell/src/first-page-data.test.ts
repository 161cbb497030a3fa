import { spotPricesQueryOptions } from '@bullion/api-client';
import { useAppStore } from '@bullion/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './auth/session-store';
import { prefetchFirstPageData } from './first-page-data';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const groupToken = (groupId: string) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'u1', exp: 9_999_999_999, group: { id: groupId, role: 'member', permissions: {}, plan: 'free' } })}.signature`;

/** The query keys prefetched, as strings ("spots,latest"…), with no request sent. */
function prefetched(pathname: string): string[] {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchFirstPageData(client, pathname);
  return prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
}

function signedIn(groupId: string | null) {
  useSessionStore.setState({ status: 'signed-in', session: null });
  useAppStore.setState({ accessToken: groupId ? groupToken(groupId) : '' });
}

afterEach(() => {
  useSessionStore.setState({ status: 'loading', session: null });
  useAppStore.setState({ accessToken: '' });
});

describe('prefetchFirstPageData', () => {
  it('asks for nothing unless the session is signed in', () => {
    for (const status of ['loading', 'signed-out', 'second-factor'] as const) {
      useSessionStore.setState({ status, session: null });
      useAppStore.setState({ accessToken: groupToken('g1') });
      expect(prefetched('/')).toEqual([]);
    }
  });

  it('on the dashboard, asks for the layout’s data and the dashboard’s, the group’s by its id', () => {
    signedIn('g1');
    const keys = prefetched('/');
    expect(keys).toHaveLength(7);
    expect(keys.filter((key) => key.includes('g1'))).toHaveLength(2);
    expect(keys.some((key) => key.includes('24h'))).toBe(true);
    expect(new Set(keys).size).toBe(7);
  });

  it('on another page, asks only for the layout’s data (no price history, no group card)', () => {
    signedIn('g1');
    const keys = prefetched('/catalog');
    expect(keys).toHaveLength(4);
    expect(keys.some((key) => key.includes('24h') || key.includes('g1'))).toBe(false);
  });

  it('without a group token, asks only for the spot quote: group data waits for the guard', () => {
    signedIn(null);
    expect(prefetched('/')).toEqual([JSON.stringify(spotPricesQueryOptions().queryKey)]);
  });
});
