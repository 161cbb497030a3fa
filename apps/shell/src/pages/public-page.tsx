// Frame for the shell's public and setup pages (/login, /signup, …); their forms come with the auth work.
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PublicPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex className="public-page" justify="center" align="center">
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={3}>{title}</Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
