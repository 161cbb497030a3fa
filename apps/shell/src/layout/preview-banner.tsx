import { Alert, Button, Flex } from 'antd';
import { appliedOverrides, previewIgnoredMessage } from '../federation/preview-access';
import { usePreviewAccess, usePreviewRequests } from '../federation/preview-state';
import { useShell } from '../shell-context';

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
    <Flex vertical gap={8} className="preview-banner">
      {active.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          data-testid="preview-banner"
          title={`Preview build active: ${active.map(([remote, url]) => `${remote} from ${url}`).join('; ')}`}
          action={
            <Button size="small" onClick={previews.reset}>
              Reset to deployed versions
            </Button>
          }
        />
      ) : null}
      {ignored ? (
        <Alert
          type="info"
          showIcon
          role="status"
          data-testid="preview-ignored"
          title={ignored}
          action={
            <Button size="small" onClick={previews.forget}>
              Forget the preview link
            </Button>
          }
        />
      ) : null}
      {rejected.map((rejection) => (
        <Alert
          key={`${rejection.remote}:${rejection.url}`}
          type="error"
          showIcon
          role="alert"
          data-testid="preview-refused"
          title={`Preview for ${rejection.remote} refused: ${rejection.reason}`}
          closable
        />
      ))}
    </Flex>
  );
}
