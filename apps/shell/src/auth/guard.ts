// The guard of protected pages, as a pure decision so it can be tested on its own:
// 1. a `redirect` search parameter is removed and followed;
// 2. without a session, or with one that still owes its second factor, go to /login (which asks for
//    the code) with the current address as `redirect`;
// 3. with a session but no access token, resolve the group (one group: get its token; several:
//    /switch-group unless already there; none: nothing).

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'navigate'; to: string; replace: true }
  | { kind: 'resolve-group' }
  | { kind: 'render' };

export interface GuardInput {
  pathname: string;
  search: string;
  hash: string;
  sessionStatus: 'loading' | 'signed-in' | 'second-factor' | 'signed-out';
  hasAccessToken: boolean;
}

/** Only same-site paths are followed, never another origin (no open redirect). */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function decideGuard({ pathname, search, hash, sessionStatus, hasAccessToken }: GuardInput): GuardDecision {
  const params = new URLSearchParams(search);
  if (params.has('redirect')) {
    const target = safeRedirectTarget(params.get('redirect'));
    params.delete('redirect');
    const rest = params.toString();
    return { kind: 'navigate', to: target ?? `${pathname}${rest ? `?${rest}` : ''}${hash}`, replace: true };
  }
  if (sessionStatus === 'loading') return { kind: 'wait' };
  if (sessionStatus === 'signed-out' || sessionStatus === 'second-factor') {
    return { kind: 'navigate', to: `/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`, replace: true };
  }
  if (!hasAccessToken) return { kind: 'resolve-group' };
  return { kind: 'render' };
}

export type GroupResolution = { kind: 'token-for'; groupId: string } | { kind: 'switch-group' } | { kind: 'none' };

export function resolveGroup(groupIds: readonly string[], pathname: string): GroupResolution {
  const [only] = groupIds;
  if (groupIds.length === 1 && only) return { kind: 'token-for', groupId: only };
  if (groupIds.length > 1) return pathname === '/switch-group' ? { kind: 'none' } : { kind: 'switch-group' };
  return { kind: 'none' };
}
