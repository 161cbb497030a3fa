// Failure rates from the browsers' telemetry: each running canary beside its stable release, then the
// remotes and environments without a canary in one table. A canary failing more often than stable is marked, with how far it is from
// the automatic rollback (the API's margin over its minimum number of loads).
import { canaryRatesQueryOptions } from '@bullion/api-client';
import type { CanaryRates } from '@bullion/contract';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag, theme, Typography, type TableColumnsType } from 'antd';

const count = new Intl.NumberFormat('en-US');
const ratePercent = (rate: number) => `${(rate * 100).toFixed(2)}%`;
const points = (difference: number) => `${(difference * 100).toFixed(1)} points`;

interface SideProps {
  title: string;
  release: string;
  loads: number;
  failures: number;
  rate: number;
  worse?: boolean;
  note?: string;
}

function Side({ title, release, loads, failures, rate, worse = false, note }: SideProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="group"
      aria-label={title}
      style={{
        padding: 12,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${worse ? token.colorErrorBorder : token.colorBorderSecondary}`,
        background: worse ? token.colorErrorBg : undefined,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      <div>
        <Typography.Text code style={{ fontSize: 12, wordBreak: 'break-all' }}>
          {release}
        </Typography.Text>
      </div>
      <dl style={{ margin: '8px 0 0', display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 12, rowGap: 2 }}>
        <dt>Loads</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{count.format(loads)}</dd>
        <dt>Failures</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{count.format(failures)}</dd>
        <dt>Rate</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          <Typography.Text strong type={worse ? 'danger' : undefined}>
            {ratePercent(rate)}
          </Typography.Text>
        </dd>
      </dl>
      {note ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function verdict(row: CanaryRates): { worse: boolean; tag: string | null; note: string } {
  const { canary, stable, minLoads, margin } = row;
  if (!canary) return { worse: false, tag: null, note: '' };
  const seen = canary.loads + canary.failures;
  const rule = `The canary is rolled back by itself once it fails ${points(margin)} more than stable, over at least ${minLoads} loads.`;
  if (seen < minLoads) return { worse: false, tag: null, note: `Too few loads to judge yet (${seen} of ${minLoads}). ${rule}` };
  const difference = canary.rate - stable.rate;
  if (difference > 0) return { worse: true, tag: `Canary worse by ${points(difference)}`, note: rule };
  return { worse: false, tag: 'Canary not worse than stable', note: rule };
}

function RatesRow({ row }: { row: CanaryRates }) {
  const { worse, tag, note } = verdict(row);
  return (
    <section aria-label={`Failure rates of ${row.remote} in ${row.environment}`}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{row.remote}</Typography.Text>
        <Tag style={{ marginInlineEnd: 0 }}>{row.environment}</Tag>
        {tag ? <Tag color={worse ? 'error' : 'success'}>{tag}</Tag> : null}
      </Flex>
      {/* Side by side at every width, a phone's too: the comparison is the point. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
        <Side title="Stable" {...row.stable} />
        {row.canary ? <Side title={`Canary (${row.canary.percent}%)`} {...row.canary} worse={worse} /> : null}
      </div>
      {note ? (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 12 }}>
          {note}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}

const STABLE_COLUMNS: TableColumnsType<CanaryRates> = [
  { title: 'Remote', dataIndex: 'remote', key: 'remote' },
  { title: 'Environment', dataIndex: 'environment', key: 'environment' },
  { title: 'Release', key: 'release', render: (_, row) => <Typography.Text code style={{ fontSize: 12 }}>{row.stable.release}</Typography.Text> },
  { title: 'Loads', key: 'loads', align: 'right', render: (_, row) => count.format(row.stable.loads) },
  { title: 'Failures', key: 'failures', align: 'right', render: (_, row) => count.format(row.stable.failures) },
  { title: 'Rate', key: 'rate', align: 'right', render: (_, row) => ratePercent(row.stable.rate) },
];

export function RatesCard() {
  const rates = useQuery(canaryRatesQueryOptions());
  const rows = rates.data?.rates ?? [];
  const withCanary = rows.filter((row) => row.canary !== null);
  const stableOnly = rows.filter((row) => row.canary === null);
  return (
    <Card title="Failure rates">
      {rates.isError ? (
        <LoadError title="The failure rates could not be loaded" description={rates.error instanceof Error ? rates.error.message : undefined} onRetry={() => void rates.refetch()} />
      ) : rates.isPending ? (
        <LoadingState layout="lines" label="Loading failure rates" rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState size="small" title="No loads reported yet" description="Rates appear once browsers of a registry-served shell report their loads." />
      ) : (
        <Flex vertical gap={20}>
          <Typography.Text type="secondary">Loads and failures reported by browsers since each canary started.</Typography.Text>
          {withCanary.length === 0 ? <Typography.Text type="secondary">No canary is running.</Typography.Text> : null}
          {withCanary.map((row) => (
            <RatesRow key={`${row.environment}:${row.remote}`} row={row} />
          ))}
          {stableOnly.length ? (
            <section aria-label="Failure rates without a canary">
              <Typography.Text strong>Without a canary</Typography.Text>
              <Table<CanaryRates>
                rowKey={(row) => `${row.environment}:${row.remote}`}
                size="small"
                columns={STABLE_COLUMNS}
                dataSource={stableOnly}
                pagination={false}
                scroll={{ x: 'max-content' }}
                style={{ marginTop: 8 }}
              />
            </section>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
