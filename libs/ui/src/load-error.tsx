import { Alert, Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Your sessions could not be loaded". */
  title: ReactNode;
  description?: ReactNode;
  onRetry(): void;
  style?: CSSProperties;
}

/** A part of a page whose data did not load: what, why, and Retry. */
export function LoadError({ title, description, onRetry, style }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      style={style}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
