import { describe, expect, it } from 'vitest';
import { decideGuard, resolveGroup, safeRedirectTarget } from './guard';

const base = { pathname: '/inventory', search: '', hash: '', sessionStatus: 'signed-in' as const, hasAccessToken: true };

describe('guard of protected pages', () => {
  it('follows and removes a redirect parameter first', () => {
    expect(decideGuard({ ...base, pathname: '/', search: '?redirect=%2Finventory%3Fq%3Dgold' })).toEqual({
      kind: 'navigate',
      to: '/inventory?q=gold',
      replace: true,
    });
  });

  it('never follows a redirect to another site', () => {
    expect(decideGuard({ ...base, pathname: '/', search: '?redirect=https://evil.example/x&tab=2' })).toEqual({
      kind: 'navigate',
      to: '/?tab=2',
      replace: true,
    });
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
  });

  it('waits for the session lookup before deciding', () => {
    expect(decideGuard({ ...base, sessionStatus: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends a visitor without a session to /login with the original address as redirect', () => {
    expect(decideGuard({ ...base, sessionStatus: 'signed-out', search: '?q=maple', hash: '#menu' })).toEqual({
      kind: 'navigate',
      to: `/login?redirect=${encodeURIComponent('/inventory?q=maple#menu')}`,
      replace: true,
    });
  });

  it('sends a session that still owes its second factor to /login, which asks for the code', () => {
    expect(decideGuard({ ...base, sessionStatus: 'second-factor' })).toEqual({
      kind: 'navigate',
      to: `/login?redirect=${encodeURIComponent('/inventory')}`,
      replace: true,
    });
  });

  it('resolves the group when signed in without an access token, and renders when both are there', () => {
    expect(decideGuard({ ...base, hasAccessToken: false })).toEqual({ kind: 'resolve-group' });
    expect(decideGuard(base)).toEqual({ kind: 'render' });
  });
});

describe('group resolution of a session without an access token', () => {
  it('gets a token for the only group', () => {
    expect(resolveGroup(['g1'], '/')).toEqual({ kind: 'token-for', groupId: 'g1' });
  });

  it('goes to /switch-group with several groups, unless already there', () => {
    expect(resolveGroup(['g1', 'g2'], '/')).toEqual({ kind: 'switch-group' });
    expect(resolveGroup(['g1', 'g2'], '/switch-group')).toEqual({ kind: 'none' });
  });

  it('does nothing without groups', () => {
    expect(resolveGroup([], '/')).toEqual({ kind: 'none' });
  });
});
