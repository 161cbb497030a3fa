// What each environment serves, per remote: the stable release (version and id), the one a rollback
// returns to, and a running canary with its share; Promote (from the environment before), Roll back
// and Promote canary to 100%, each after a confirmation naming both releases. A refusal shows in the
// remote's card; the page reads the current state again either way (the mutations' onSettled).
import {
  ApiHttpError,
  promoteCanaryMutationOptions,
  promoteReleaseMutationOptions,
  releaseStatusQueryOptions,
  rollbackReleaseMutationOptions,
  type TargetRef,
} from '@bullion/api-client';
import { RELEASE_ERRORS, type Target } from '@bullion/contract';
import { formatRelativeTime, isRemoteName, REMOTE_NAMES, REMOTES, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState, EmptyState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Progress, Tag, theme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { isUnavailable, promoteCanaryChange, promoteChange, rollbackChange, type TargetChange, type Unavailable } from './target-changes';

export const CONFLICT_MESSAGE = 'Someone changed this release meanwhile; the page shows the current state.';

/** A refusal in words: a lost race says so plainly; any other refusal is the API's own message. */
function refusalText(error: unknown): string {
  if (error instanceof ApiHttpError) return error.code === RELEASE_ERRORS.conflict ? CONFLICT_MESSAGE : error.message;
  return error instanceof Error && error.message ? error.message : 'The change could not be made.';
}

const remoteLabel = (remote: string) => (isRemoteName(remote) ? REMOTES[remote].label : remote);
/** The list's order of remotes, unknown ones (another version of the API) last. */
const remoteOrder = (remote: string) => {
  const index = (REMOTE_NAMES as readonly string[]).indexOf(remote);
  return index < 0 ? REMOTE_NAMES.length : index;
};

function ReleaseId({ id }: { id: string }) {
  return (
    <Typography.Text code copyable={{ text: id, tooltips: ['Copy the release id', 'Copied'] }} style={{ fontSize: 12, wordBreak: 'break-all' }}>
      {id}
    </Typography.Text>
  );
}

interface ActionButtonProps {
  label: string;
  change: TargetChange | Unavailable;
  busy: boolean;
  danger?: boolean;
  primary?: boolean;
  accessibleName: string;
  onConfirmed(change: TargetChange): void;
}

function ActionButton({ label, change, busy, danger, primary, accessibleName, onConfirmed }: ActionButtonProps) {
  const unavailable = isUnavailable(change);
  const button = (
    <Button size="small" type={primary ? 'primary' : 'default'} danger={danger} disabled={unavailable} loading={busy} aria-label={accessibleName} onClick={() => !unavailable && onConfirmed(change)}>
      {label}
    </Button>
  );
  // A disabled button fires no pointer events: the tooltip hangs on a wrapper.
  return unavailable ? (
    <Tooltip title={change.reason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

interface EnvironmentBlockProps {
  target: Target | undefined;
  environment: string;
  /** The environment before this one, whose release Promote brings here. */
  source: Target | undefined;
  busyAction: string | null;
  run(action: 'promote' | 'rollback' | 'canary-promote', target: Target, change: TargetChange): void;
}

function EnvironmentBlock({ target, environment, source, busyAction, run }: EnvironmentBlockProps) {
  const { token } = theme.useToken();
  // Grid items stretch: blocks of one remote are as tall as each other.
  const frame = { border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 };
  if (!target) {
    return (
      <section aria-label={environment} style={frame}>
        <Tag>{environment}</Tag>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          Nothing released to {environment} yet.
        </Typography.Paragraph>
      </section>
    );
  }
  const { remote, release, previous, canary } = target;
  const label = `${remote} in ${environment}`;
  return (
    <section aria-label={`${remote} ${environment}`} style={frame}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Tag color={environment === 'production' ? 'gold' : 'blue'} style={{ marginInlineEnd: 0 }}>
          {environment}
        </Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          changed {formatRelativeTime(target.updatedAt)}
        </Typography.Text>
      </Flex>
      <dl style={{ margin: '10px 0 0', display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 6, alignItems: 'baseline' }}>
        <dt>
          <Typography.Text type="secondary">Serves</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>
          <Typography.Text strong>{release.version}</Typography.Text> <ReleaseId id={release.id} />
        </dd>
        <dt>
          <Typography.Text type="secondary">Previous</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>{previous ? <ReleaseId id={previous.id} /> : <Typography.Text type="secondary">none</Typography.Text>}</dd>
        <dt>
          <Typography.Text type="secondary">Canary</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>
          {canary ? (
            <Flex vertical gap={2}>
              <span>
                <Typography.Text strong>{canary.version}</Typography.Text> <ReleaseId id={canary.id} />
              </span>
              <Flex align="center" gap={8}>
                <Progress percent={canary.percent} size="small" showInfo={false} style={{ width: 64, margin: 0 }} aria-hidden />
                <Typography.Text style={{ whiteSpace: 'nowrap' }}>{`${canary.percent}% of users`}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                since {formatRelativeTime(canary.startedAt)}
              </Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary">none</Typography.Text>
          )}
        </dd>
      </dl>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {source ? (
          <ActionButton
            label={`Promote from ${source.environment}`}
            accessibleName={`Promote ${remote} from ${source.environment} to ${environment}`}
            change={promoteChange(target, source)}
            busy={busyAction === 'promote'}
            primary
            onConfirmed={(change) => run('promote', target, change)}
          />
        ) : null}
        {canary ? (
          <ActionButton
            label="Promote canary to 100%"
            accessibleName={`Promote the ${remote} canary to 100% in ${environment}`}
            change={promoteCanaryChange(target)}
            busy={busyAction === 'canary-promote'}
            onConfirmed={(change) => run('canary-promote', target, change)}
          />
        ) : null}
        <ActionButton
          label={canary ? 'Roll back canary' : 'Roll back'}
          accessibleName={`Roll back ${label}`}
          change={rollbackChange(target)}
          busy={busyAction === 'rollback'}
          danger
          onConfirmed={(change) => run('rollback', target, change)}
        />
      </Flex>
    </section>
  );
}

export function TargetsCard() {
  const { dialog, toast } = useShellServices();
  const status = useQuery(releaseStatusQueryOptions());
  const promote = useMutation(promoteReleaseMutationOptions());
  const rollback = useMutation(rollbackReleaseMutationOptions());
  const promoteCanary = useMutation(promoteCanaryMutationOptions());
  // The last refusal, shown in its remote's card until the next action or a close.
  const [refusal, setRefusal] = useState<{ remote: string; environment: string; message: string } | null>(null);
  const [busy, setBusy] = useState<{ key: string; action: string } | null>(null);

  const run = async (action: 'promote' | 'rollback' | 'canary-promote', target: Target, change: TargetChange) => {
    const confirmed = await dialog.confirm({ title: change.title, text: change.text, confirmLabel: change.confirmLabel, cancelLabel: 'Cancel' });
    if (!confirmed) return;
    const ref: TargetRef = { remote: target.remote, environment: target.environment };
    setRefusal(null);
    setBusy({ key: `${target.remote}:${target.environment}`, action });
    try {
      const body = { expectedRevision: target.revision };
      if (action === 'promote') await promote.mutateAsync({ target: ref, body });
      else if (action === 'rollback') await rollback.mutateAsync({ target: ref, body });
      else await promoteCanary.mutateAsync({ target: ref, body });
      toast.show('success', change.done);
    } catch (error) {
      setRefusal({ ...ref, message: refusalText(error) });
    } finally {
      setBusy(null);
    }
  };

  if (status.isError) {
    return (
      <Card title="Environments">
        <LoadError title="The releases could not be loaded" description={refusalText(status.error)} onRetry={() => void status.refetch()} />
      </Card>
    );
  }
  if (status.isPending) {
    return (
      <Card title="Environments">
        <LoadingState layout="lines" label="Loading releases" rows={4} />
      </Card>
    );
  }

  const { environments, targets } = status.data;
  const remotes = [...new Set(targets.map((target) => target.remote))].sort((a, b) => remoteOrder(a) - remoteOrder(b) || a.localeCompare(b));
  const find = (remote: string, environment: string | undefined) => targets.find((target) => target.remote === remote && target.environment === environment);

  return (
    <Card title="Environments" extra={<Typography.Text type="secondary">{environments.join(' → ')}</Typography.Text>}>
      {remotes.length === 0 ? (
        <EmptyState size="small" title="Nothing released yet" description="Publish a remote's build with a deploy key (npm run remote -- publish) and it shows here." />
      ) : (
        <Flex vertical gap={20}>
          {remotes.map((remote) => (
            <section key={remote} aria-label={remoteLabel(remote)}>
              <Typography.Title level={5} style={{ margin: '0 0 8px' }}>
                {remoteLabel(remote)} <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>({remote})</Typography.Text>
              </Typography.Title>
              {refusal?.remote === remote ? (
                <Alert type="error" showIcon closable={{ onClose: () => setRefusal(null) }} title={`In ${refusal.environment}: ${refusal.message}`} style={{ marginBottom: 8 }} />
              ) : null}
              {/* Environments side by side while each keeps 300 px, else one under the other (a phone). */}
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))', gap: 12 }}>
                {environments.map((environment, index) => (
                  <EnvironmentBlock
                    key={environment}
                    environment={environment}
                    target={find(remote, environment)}
                    source={index > 0 ? find(remote, environments[index - 1]) : undefined}
                    busyAction={busy?.key === `${remote}:${environment}` ? busy.action : null}
                    run={(action, target, change) => void run(action, target, change)}
                  />
                ))}
              </div>
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}
