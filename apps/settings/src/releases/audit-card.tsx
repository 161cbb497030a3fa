// The registry's audit log, newest first: who (a platform admin, a deploy key or the automatic
// rollback) did what and when (relative, the exact time on hover), a page at a time with Load more.
import { releaseAuditQueryOptions } from '@bullion/api-client';
import { formatDateTime, type AuditEntry } from '@bullion/contract';
import { formatRelativeTime } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, theme, Tooltip, Typography } from 'antd';
import { describeAuditEntry } from './audit-text';

const ACTOR_TAGS: Record<AuditEntry['actor']['kind'], { label: string; color?: string }> = {
  user: { label: 'Admin' },
  key: { label: 'Deploy key', color: 'blue' },
  system: { label: 'Automatic', color: 'orange' },
};

function AuditRow({ entry, first }: { entry: AuditEntry; first: boolean }) {
  const { token } = theme.useToken();
  const actor = ACTOR_TAGS[entry.actor.kind];
  const exact = formatDateTime(entry.at);
  return (
    <li style={{ padding: '10px 0', borderTop: first ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="baseline" gap={12} wrap>
        <span style={{ minWidth: 0, flex: '1 1 320px', overflowWrap: 'anywhere' }}>
          <Tag color={actor.color}>{actor.label}</Tag>
          <Typography.Text strong>{entry.actor.label}</Typography.Text> {describeAuditEntry(entry)}
        </span>
        <Tooltip title={exact}>
          <time dateTime={entry.at} aria-label={exact} style={{ color: token.colorTextSecondary, fontSize: 12, whiteSpace: 'nowrap' }}>
            {formatRelativeTime(entry.at)}
          </time>
        </Tooltip>
      </Flex>
    </li>
  );
}

export function AuditCard() {
  const audit = useInfiniteQuery(releaseAuditQueryOptions());
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card title="Audit log">
      {audit.isError && entries.length === 0 ? (
        <LoadError title="The audit log could not be loaded" description={audit.error instanceof Error ? audit.error.message : undefined} onRetry={() => void audit.refetch()} />
      ) : audit.isPending ? (
        <LoadingState layout="lines" label="Loading the audit log" rows={4} />
      ) : entries.length === 0 ? (
        <EmptyState size="small" title="Nothing happened yet" description="Every key made or revoked, publish, promotion, rollback and canary change is listed here." />
      ) : (
        <>
          <ul aria-label="Audit log" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry, index) => (
              <AuditRow key={entry.id} entry={entry} first={index === 0} />
            ))}
          </ul>
          {audit.isFetchNextPageError ? (
            <LoadError title="More entries could not be loaded" description={audit.error instanceof Error ? audit.error.message : undefined} onRetry={() => void audit.fetchNextPage()} style={{ marginTop: 8 }} />
          ) : audit.hasNextPage ? (
            <Flex justify="center" style={{ marginTop: 8 }}>
              <Button loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
                Load more
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </Card>
  );
}
