import { Suspense } from 'react';
import { appliedOverrides, previewIgnoredMessage } from '../federation/preview-access';
import { usePreviewAccess, usePreviewRequests } from '../federation/preview-state';
import { lazyWithAntd } from '../load-antd-scope';
import { useShell } from '../shell-context';

// antd's Alerts load only when there is a notice to show.
const PreviewNotices = lazyWithAntd(() => import('./preview-notices'), 'PreviewNotices');

/** Loads the notices' code ahead (tests; a page that is about to show them). */
export const preloadPreviewNotices = (): Promise<unknown> => PreviewNotices.preload();

/**
 * Shows which remotes run from a preview build (with a one-click reset), a preview link the current
 * role may not use (ignored: the released versions run), and which overrides were refused.
 */
export function PreviewBanner() {
  const { previews } = useShell();
  const { requested, rejected } = usePreviewRequests();
  const access = usePreviewAccess();
  const active = Object.entries(appliedOverrides(requested, access));
  const ignored = Object.keys(requested).length > 0 && access.status === 'not-permitted' ? previewIgnoredMessage(access) : null;
  if (active.length === 0 && !ignored && rejected.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PreviewNotices active={active} ignored={ignored} rejected={rejected} onReset={previews.reset} onForget={previews.forget} />
    </Suspense>
  );
}
