// The one way a page, or a part of it, says that there is nothing to show yet, and what to do about it.
// PlainEmpty (@bullion/ui/plain) is its twin without antd.
import { Card, Empty, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, where it would be: "No storage spaces yet". */
  title: ReactNode;
  /** Why, or what it is for, in muted text under the title. */
  description?: ReactNode;
  /** What to do about it: a button or a link. */
  children?: ReactNode;
  /** small: antd's simple picture, for a card, a list or a table inside a page. */
  size?: 'default' | 'small';
  /** In a card of its own, where it takes the page's main place. */
  framed?: boolean;
  style?: CSSProperties;
}

/** Nothing to show: what is missing, why, and what to do. */
export function EmptyState({ title, description, children, size = 'default', framed = false, style }: EmptyStateProps) {
  const empty = (
    <Empty
      image={size === 'small' ? Empty.PRESENTED_IMAGE_SIMPLE : undefined}
      style={style}
      description={
        description ? (
          <Flex vertical gap={4} align="center">
            <Typography.Text strong>{title}</Typography.Text>
            <Typography.Text type="secondary" style={{ maxWidth: 460 }}>
              {description}
            </Typography.Text>
          </Flex>
        ) : (
          title
        )
      }
    >
      {children}
    </Empty>
  );
  return framed ? <Card>{empty}</Card> : empty;
}
