// Signed out, there is no preview banner (preview-banner.tsx; the login page, a public page): a preview
// link opened then says once, as a toast, that it is not applied. Its own file: it is on every page,
// the banner (antd) only in the signed-in app.
import { toastService } from '@bullion/shared';
import { useEffect } from 'react';
import { previewIgnoredMessage } from '../federation/preview-access';
import { usePreviewAccess, usePreviewRequests } from '../federation/preview-state';

const SIGNED_OUT_NOTICE_ID = 'preview-link-signed-out';

/**
 * Signed out, there is no banner (the login page, a public page): a preview link opened then says
 * once, as a toast, that it is not applied. Rendered after the Toaster, so the toast is not lost.
 */
export function PreviewLinkNotice() {
  const hasRequest = usePreviewRequests((state) => Object.keys(state.requested).length > 0);
  const access = usePreviewAccess();
  const message = hasRequest && access.status === 'signed-out' ? previewIgnoredMessage(access) : null;
  useEffect(() => {
    if (message) toastService.show('warning', message, { id: SIGNED_OUT_NOTICE_ID, duration: 10_000 });
  }, [message]);
  return null;
}
