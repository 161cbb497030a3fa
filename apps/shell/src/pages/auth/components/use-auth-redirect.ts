// The public sign-in pages share this: where to go afterwards (safe `redirect` or '/'), whether the
// visitor is signed in already (then they go straight there), and links that keep `redirect`.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { publicPath, redirectTargetOf, splitRedirectError } from '../../../auth/redirect-target';
import { useSessionStore } from '../../../auth/session-store';

export function useAuthRedirect() {
  const [search] = useSearchParams();
  const status = useSessionStore((state) => state.status);
  const signingOut = useSessionStore((state) => Boolean(state.signingOut));

  // "Log out" is complete once the login page shows without a session.
  useEffect(() => {
    if (signingOut && status === 'signed-out') useSessionStore.setState({ signingOut: false });
  }, [signingOut, status]);

  const { target, error } = splitRedirectError(redirectTargetOf(search));
  return {
    search,
    /** Where to go once signed in. */
    target,
    /** A failed auth redirect (cancelled Google sign-in, expired link) that ended on a protected page. */
    redirectError: error,
    signedIn: status === 'signed-in' && !signingOut,
    /** A public page's path with these parameters, keeping `redirect`. */
    linkTo: (path: string, params?: Record<string, string | undefined>) => publicPath(path, search, params),
  };
}
