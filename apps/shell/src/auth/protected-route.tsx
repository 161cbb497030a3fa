// Applies the guard of protected pages (guard.ts: redirect parameter, session, group) before any
// protected page renders.
import { groupsQueryOptions } from '@bullion/api-client';
import { useAppStore } from '@bullion/shared';
import { useQueryClient } from '@tanstack/react-query';
import { PlainLoadingState } from '@bullion/ui/plain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { obtainAccessToken } from './access';
import { decideGuard, resolveGroup } from './guard';
import { useSessionStore } from './session-store';

/** A spinner in the middle of the page, shown only when the wait passes 300 ms. */
function FullPageSpinner() {
  return <PlainLoadingState layout="spin" label="Loading" delay={300} style={{ alignItems: 'center', minHeight: '60vh' }} />;
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionStatus = useSessionStore((state) => state.status);
  // During "Log out" the user is on the way to plain /login: no `?redirect=` back to this page.
  const signingOut = useSessionStore((state) => Boolean(state.signingOut));
  const hasAccessToken = useAppStore((state) => Boolean(state.accessToken));
  const resolving = useRef(false);
  // Whether group resolution ran to its end without giving a token (no groups, or the token
  // request failed): only then does the layout render without one.
  const [resolvedWithoutToken, setResolvedWithoutToken] = useState(false);

  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    sessionStatus,
    hasAccessToken,
  });

  const target = decision.kind === 'navigate' ? decision.to : null;
  useEffect(() => {
    if (target) {
      if (!signingOut) navigate(target, { replace: true });
      return;
    }
    if (decision.kind !== 'resolve-group' || resolving.current) return;
    resolving.current = true;
    void (async () => {
      try {
        const groups = await queryClient.fetchQuery(groupsQueryOptions());
        const next = resolveGroup(
          groups.map((group) => group.id),
          location.pathname,
        );
        if (next.kind === 'token-for') await obtainAccessToken(next.groupId);
        if (next.kind === 'switch-group') {
          navigate(`/switch-group?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
        }
      } finally {
        resolving.current = false;
        setResolvedWithoutToken(!useAppStore.getState().accessToken);
      }
    })();
  }, [decision.kind, target, signingOut, navigate, queryClient, location.pathname, location.search]);

  // Pages wait for the group token while it is being obtained, so every area's first requests
  // carry it (a product of the group would otherwise be fetched without it and look missing).
  // Signed in without a group token once resolution ended (no groups): the layout still renders
  // so the user can create a team.
  const ready = decision.kind === 'render' || (decision.kind === 'resolve-group' && resolvedWithoutToken);
  return ready ? <>{children}</> : <FullPageSpinner />;
}
