// The shell's own navigation away from a page asks first when a form has unsaved changes; see
// @bullion/shared unsaved-changes for the other guards.
import { confirmLeave } from '@bullion/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export type GuardedNavigate = (to: string, options?: { replace?: boolean }) => void;

export function useGuardedNavigate(): GuardedNavigate {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      void confirmLeave().then((leave) => {
        if (leave) navigate(to, options);
      });
    },
    [navigate],
  );
}
