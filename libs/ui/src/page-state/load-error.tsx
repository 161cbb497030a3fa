// The one way a page, or a part of it, says that its data did not load: what, why, and a retry (as
// Supabase Studio's AlertError standardises every error UI). PlainLoadError (@bullion/ui/plain) is
// its twin without antd, for what must show before antd loads.
import { Alert, Button, Flex, Result } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { CHECK_CONNECTION } from './texts';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Your sessions could not be loaded". */
  title: ReactNode;
  /** Why, or what to do about it. A page's default: "Check your connection and try again." */
  description?: ReactNode;
  onRetry(): void;
  /**
   * inline (default): an alert in the place of the part that failed, with a small Retry.
   * page: the page's (or a card's) whole content failed: a centred result with a Try again button.
   */
  layout?: 'inline' | 'page';
  /** `warning` when the page still works without it (an import without its optional lists). */
  status?: 'error' | 'warning';
  /** Other ways on, shown before the retry: "Back to collections". */
  actions?: ReactNode;
  /** The retry button's text; default Retry inline, Try again on a page. */
  retryLabel?: string;
  style?: CSSProperties;
}

/** A page or a part of a page whose data did not load: what, why, and a retry. */
export function LoadError({ title, description, onRetry, layout = 'inline', status = 'error', actions, retryLabel, style }: LoadErrorProps) {
  if (layout === 'page') {
    return (
      <Result
        status={status}
        title={title}
        subTitle={description ?? CHECK_CONNECTION}
        style={style}
        extra={
          <Flex gap={8} justify="center" wrap>
            {actions}
            <Button type="primary" onClick={onRetry}>
              {retryLabel ?? 'Try again'}
            </Button>
          </Flex>
        }
      />
    );
  }
  return (
    <Alert
      type={status}
      showIcon
      title={title}
      description={description}
      style={style}
      action={
        <Flex gap={8} wrap>
          {actions}
          <Button size="small" onClick={onRetry}>
            {retryLabel ?? 'Retry'}
          </Button>
        </Flex>
      }
    />
  );
}
