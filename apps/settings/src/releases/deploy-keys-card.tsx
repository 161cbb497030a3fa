// Deploy keys: each key's remote and environments, its prefix (the secret itself is never kept),
// who made it and when, its last use, and Revoke after a confirmation. New deploy key opens the dialog
// that shows a new key's secret once.
import { ApiHttpError, deployKeysQueryOptions, revokeDeployKeyMutationOptions } from '@bullion/api-client';
import { formatDateTime, type DeployKey } from '@bullion/contract';
import { formatRelativeTime, useShellServices } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { NewDeployKeyDialog } from './new-deploy-key-dialog';

function When({ at, empty }: { at: string | null; empty: string }) {
  if (!at) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Tooltip title={formatDateTime(at)}>
      <time dateTime={at}>{formatRelativeTime(at)}</time>
    </Tooltip>
  );
}

export interface DeployKeysCardProps {
  /** The registry's environments, in promotion order: what a new key may be scoped to. */
  environments: readonly string[];
}

export function DeployKeysCard({ environments }: DeployKeysCardProps) {
  const { dialog, toast } = useShellServices();
  const keys = useQuery(deployKeysQueryOptions());
  const revoke = useMutation(revokeDeployKeyMutationOptions());
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const revokeKey = async (key: DeployKey) => {
    const confirmed = await dialog.confirm({
      title: `Revoke the deploy key “${key.name}”?`,
      text: `Whatever uses ${key.prefix}… can no longer publish or change ${key.remote} in ${key.environments.join(' or ')}, from now on. This cannot be undone: make a new key if it is needed again.`,
      confirmLabel: 'Revoke key',
      cancelLabel: 'Keep it',
    });
    if (!confirmed) return;
    setRefusal(null);
    try {
      await revoke.mutateAsync(key.id);
      toast.show('success', `Deploy key “${key.name}” revoked`);
    } catch (error) {
      setRefusal(error instanceof ApiHttpError || error instanceof Error ? error.message : 'The key could not be revoked.');
    }
  };

  const columns: TableColumnsType<DeployKey> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, key) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{key.name}</Typography.Text>
          <Typography.Text code style={{ fontSize: 12, width: 'fit-content' }}>{`${key.prefix}…`}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Remote', dataIndex: 'remote', key: 'remote' },
    {
      title: 'Environments',
      key: 'environments',
      render: (_, key) => (
        <Flex gap={4} wrap>
          {key.environments.map((environment) => (
            <Tag key={environment} style={{ marginInlineEnd: 0 }}>
              {environment}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Created',
      key: 'created',
      render: (_, key) => (
        <Flex vertical>
          <When at={key.createdAt} empty="" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            by {key.createdBy}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Last used', key: 'lastUsed', render: (_, key) => <When at={key.lastUsedAt} empty="Never" /> },
    {
      title: 'Status',
      key: 'status',
      render: (_, key) =>
        key.revokedAt ? (
          <Flex vertical>
            <Tag color="error" style={{ width: 'fit-content' }}>
              Revoked
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <When at={key.revokedAt} empty="" />
            </Typography.Text>
          </Flex>
        ) : (
          <Tag color="success">Active</Tag>
        ),
    },
    {
      key: 'actions',
      align: 'right',
      // Stays in view while a narrow screen scrolls the table.
      fixed: 'right',
      render: (_, key) =>
        key.revokedAt ? null : (
          <Button type="link" danger size="small" loading={revoke.isPending && revoke.variables === key.id} aria-label={`Revoke the deploy key ${key.name}`} onClick={() => void revokeKey(key)}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <Card
      title="Deploy keys"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          New deploy key
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        With a key, one remote&apos;s CI publishes that remote and changes what the key&apos;s environments serve (docs/deployment.md).
      </Typography.Paragraph>
      {refusal ? <Alert type="error" showIcon closable={{ onClose: () => setRefusal(null) }} title={refusal} style={{ marginBottom: 12 }} /> : null}
      {keys.isError ? (
        <LoadError title="The deploy keys could not be loaded" description={keys.error instanceof Error ? keys.error.message : undefined} onRetry={() => void keys.refetch()} />
      ) : keys.isPending ? (
        <LoadingState layout="lines" label="Loading deploy keys" rows={2} />
      ) : keys.data.keys.length === 0 ? (
        <EmptyState size="small" title="No deploy keys yet" description="Make one for each remote whose team publishes from CI." />
      ) : (
        <section aria-label="Deploy keys">
          <Table<DeployKey> rowKey="id" size="small" columns={columns} dataSource={keys.data.keys} pagination={false} scroll={{ x: 'max-content' }} />
        </section>
      )}
      {/* Unmounted when closed rather than hidden: a new key's secret leaves the page at once, with no closing animation keeping it. */}
      {creating ? <NewDeployKeyDialog open environments={environments} onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
