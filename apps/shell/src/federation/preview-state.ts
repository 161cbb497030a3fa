// The preview links of this browser tab: what was requested (remembered in sessionStorage, whoever
// opened the link) and what applies now, which follows the session and the current group's
// permissions (preview-access.ts). The remote loader reads `currentAppliedOverrides()` at each load
// and areas follow `subscribePreviews`, so signing in as an admin applies a remembered preview and
// switching to a group without the permission drops it.
import { useAppStore } from '@bullion/shared';
import { create } from 'zustand';
import { useSessionStore } from '../auth/session-store';
import { appliedOverrides, previewAccessOf, type PreviewAccess } from './preview-access';
import { writeStoredOverrides, type PreviewOverrides, type PreviewRejection } from './preview-overrides';

interface PreviewRequests {
  /** The overrides a link asked for (allowed origins only), applied or not. */
  requested: PreviewOverrides;
  /** Overrides refused outright (unknown remote, origin not allowed). */
  rejected: PreviewRejection[];
}

export const usePreviewRequests = create<PreviewRequests>()(() => ({ requested: {}, rejected: [] }));

export function currentPreviewAccess(): PreviewAccess {
  const { status, session } = useSessionStore.getState();
  return previewAccessOf({ sessionStatus: status, userId: session?.user.id ?? null, accessToken: useAppStore.getState().accessToken });
}

export function currentAppliedOverrides(): PreviewOverrides {
  return appliedOverrides(usePreviewRequests.getState().requested, currentPreviewAccess());
}

/** Calls the listener whenever the requested previews, the session or the group token change. */
export function subscribePreviews(listener: () => void): () => void {
  const unsubscribers = [usePreviewRequests.subscribe(listener), useSessionStore.subscribe(listener), useAppStore.subscribe(listener)];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

/** Who may preview now, re-rendering when the session or the group changes. */
export function usePreviewAccess(): PreviewAccess {
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.session?.user.id ?? null);
  const accessToken = useAppStore((state) => state.accessToken);
  return previewAccessOf({ sessionStatus: status, userId, accessToken });
}

/** Forgets every requested preview of this tab (nothing applied changes until the next load). */
export function forgetPreviewRequests(storage: Storage): void {
  writeStoredOverrides(storage, {});
  usePreviewRequests.setState({ requested: {}, rejected: [] });
}
