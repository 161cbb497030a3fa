// The shell's side of hash-controlled dialogs: a dialog is open while the URL hash
// names it. Opening pushes a history entry marked as opened in-app; closing goes back in history
// when the dialog was opened in-app, and otherwise (deep link, reload) replaces the entry without
// the hash, so closing never leaves the app. Browser Back closes a dialog by leaving its entry.
import { bindShellNavigator, HASH_DIALOG_STATE_KEY, hashDialogHash, openedInApp, parseHashDialog, type HashDialogId } from '@bullion/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The id of the hash dialog the hash names (`spots`, `product:42`), or null. */
export function hashDialogIdOf(hash: string): string | null {
  const parsed = parseHashDialog(hash);
  if (!parsed) return null;
  return parsed.name === 'product' ? `product:${parsed.productId}` : parsed.name;
}

export interface HashDialogControls {
  isOpen: boolean;
  /** Whether this history entry was opened inside the app (closing then goes back). */
  openedInApp: boolean;
  open(): void;
  /** Back in history if opened in-app, else the same address without the hash. */
  close(): void;
  /**
   * Closes the dialog by going somewhere else: replaces the dialog's entry, so Back does not
   * reopen it. `to` may be a path or another dialog's hash (`#create-team`).
   */
  closeTo(to: string): void;
}

export function useHashDialog(id: HashDialogId): HashDialogControls {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = hashDialogIdOf(location.hash) === id;
  const inApp = openedInApp(location.state);
  const { pathname, search } = location;

  const open = useCallback(() => {
    if (isOpen) return;
    navigate({ pathname, search, hash: hashDialogHash(id) }, { state: { [HASH_DIALOG_STATE_KEY]: true } });
  }, [id, isOpen, navigate, pathname, search]);

  const close = useCallback(() => {
    if (!isOpen) return;
    if (inApp) navigate(-1);
    else navigate({ pathname, search }, { replace: true });
  }, [inApp, isOpen, navigate, pathname, search]);

  const closeTo = useCallback(
    (to: string) => {
      if (to.startsWith('#')) {
        // Another dialog takes this one's place; it counts as opened in-app when this one did.
        navigate({ pathname, search, hash: hashDialogHash(to) }, { replace: true, state: inApp ? { [HASH_DIALOG_STATE_KEY]: true } : null });
      } else {
        navigate(to, { replace: true });
      }
    },
    [inApp, navigate, pathname, search],
  );

  return useMemo(() => ({ isOpen, openedInApp: inApp, open, close, closeTo }), [isOpen, inApp, open, close, closeTo]);
}

/** Lets dialogService (used by parcels too) and guarded links navigate through the shell's router. */
export function useBindShellNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => bindShellNavigator((to, options) => navigate(to, options)), [navigate]);
}
