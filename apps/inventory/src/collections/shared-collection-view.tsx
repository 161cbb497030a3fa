// A collection as anyone with its share link sees it, signed in or not: title, description, cover,
// completion, and each entry's title, image, owned / wanted and whether it is complete. The share
// view's answer carries nothing else (no values, costs, grades, notes or ids).
import { sharedCollectionQueryOptions } from '@bullion/api-client';
import { type PublicCollectionEntry } from '@bullion/contract';
import { usePageTitle } from '@bullion/shared';
import { LoadError, LoadingState, NotFoundState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Progress, Row, Tag, theme, Typography } from 'antd';
import { ItemImage } from '../inventory/item-image';
import { completionText } from './completion-bar';

export const LINK_OFF_TITLE = 'This collection is not shared';

function SharedEntry({ entry }: { entry: PublicCollectionEntry }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} aria-label={entry.title}>
      <Flex vertical gap={8} align="center">
        <div style={{ padding: 8, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}>
          <ItemImage src={entry.obverseImage} alt={entry.title} size={96} />
        </div>
        <Typography.Text strong style={{ textAlign: 'center' }}>
          {entry.title}
        </Typography.Text>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">
            {entry.owned.toLocaleString('en-US')} of {entry.wanted.toLocaleString('en-US')}
          </Typography.Text>
          {entry.complete ? <Tag color="success">Complete</Tag> : <Tag color="warning">Missing</Tag>}
        </Flex>
      </Flex>
    </Card>
  );
}

export function SharedCollectionView({ token }: { token: string }) {
  const { data, isPending, isError, refetch } = useQuery(sharedCollectionQueryOptions(token));
  usePageTitle(data ? data.title : data === null ? LINK_OFF_TITLE : null);

  if (isPending) return <LoadingState label="Loading the shared collection" avatar={{ shape: 'square', size: 96 }} rows={4} />;
  if (isError) return <LoadError layout="page" title="The shared collection could not be loaded" onRetry={() => void refetch()} />;
  if (!data) return <NotFoundState title={LINK_OFF_TITLE} description="The link was turned off or mistyped. Ask whoever sent it for a new one." />;

  const entries = data.entries.length;
  return (
    <Flex vertical gap={20}>
      <Card>
        <Flex gap={24} wrap align="center">
          <ItemImage src={data.coverImage} alt={`Cover of ${data.title}`} size={140} />
          <Flex vertical gap={8} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {data.title}
            </Typography.Title>
            {data.description ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{data.description}</Typography.Paragraph> : null}
            <Progress percent={data.completion} format={() => completionText(data.completion)} status={data.completion >= 100 ? 'success' : 'normal'} aria-label={`${completionText(data.completion)} complete`} />
            <Typography.Text type="secondary">
              {data.completeEntries.toLocaleString('en-US')} of {entries.toLocaleString('en-US')} {entries === 1 ? 'entry' : 'entries'} complete
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
      {entries ? (
        <Row gutter={[16, 16]} role="list" aria-label="Entries">
          {data.entries.map((entry, index) => (
            // The share view gives no ids; the order is the collection's.
            <Col key={index} role="listitem" xs={12} sm={8} md={6}>
              <SharedEntry entry={entry} />
            </Col>
          ))}
        </Row>
      ) : (
        <Card>
          <Typography.Text type="secondary">Nothing in this collection yet.</Typography.Text>
        </Card>
      )}
    </Flex>
  );
}
