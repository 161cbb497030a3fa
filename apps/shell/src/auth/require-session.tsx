// Setup pages that need a session but no group (e.g. /switch-group): without one, go to /login.
import { LoadingState } from '@bullion/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from './session-store';

export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const signingOut = useSessionStore((state) => Boolean(state.signingOut));
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if ((status === 'signed-out' || status === 'second-factor') && !signingOut) {
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
    }
  }, [status, signingOut, navigate, location.pathname, location.search]);
  if (status !== 'signed-in' || signingOut) {
    return <LoadingState layout="spin" label="Loading your session" delay={300} style={{ minHeight: '60vh' }} />;
  }
  return <>{children}</>;
}
