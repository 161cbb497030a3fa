import { Alert, Button, Flex } from 'antd';
import { useShell } from '../shell-context';

/** Shows which remotes run from a preview build (with a one-click reset) and which overrides were refused. */
export function PreviewBanner() {
  const { previews } = useShell();
  const active = Object.entries(previews.overrides);
  if (active.length === 0 && previews.rejected.length === 0) return null;
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
      {previews.rejected.map((rejection) => (
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
