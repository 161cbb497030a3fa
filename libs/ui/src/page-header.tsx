import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '@bullion/shared';

export interface PageHeaderProps {
  title: ReactNode;
  /** The browser title; default `title` when it is text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The title row every page of every area starts with; it also sets the browser title. */
export function PageHeader({ title, documentTitle, subtitle, actions }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <Flex align="center" justify="space-between" wrap gap={12} style={{ marginBottom: 20 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {actions ? <Flex gap={8}>{actions}</Flex> : null}
    </Flex>
  );
}
