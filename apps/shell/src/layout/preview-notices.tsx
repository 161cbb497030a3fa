// The preview banner's notices in antd's Alerts: their own chunk, loaded by preview-banner.tsx only
// when there is something to say (most sessions never load it).
import { Alert, Button, Flex } from 'antd';

export interface PreviewNoticesProps {
  /** The remotes running from a preview build, with the build's address. */
  active: [remote: string, url: string][];
  /** Why a preview link was ignored, if it was. */
  ignored: string | null;
  rejected: { remote: string; url: string; reason: string }[];
  onReset(): void;
  onForget(): void;
}

export function PreviewNotices({ active, ignored, rejected, onReset, onForget }: PreviewNoticesProps) {
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
            <Button size="small" onClick={onReset}>
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
            <Button size="small" onClick={onForget}>
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
