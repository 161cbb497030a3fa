// Failure rates from the browsers' telemetry, canary beside stable for each remote and environment
// (stable-only rows too). A canary failing more often than stable is marked, with how far it is from
// the automatic rollback (the API's margin over its minimum number of loads).
import { canaryRatesQueryOptions } from '@bullion/api-client';
import type { CanaryRates } from '@bullion/contract';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Tag, theme, Typography } from 'antd';

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
        height: '100%',
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
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{count.format(loads)}</dd>
        <dt>Failures</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{count.format(failures)}</dd>
        <dt>Rate</dt>
        <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>
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
  const rule = `Rolled back by itself above ${points(margin)} worse than stable over at least ${minLoads} loads.`;
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
      <Row gutter={[8, 8]}>
        <Col span={12}>
          <Side title="Stable" {...row.stable} />
        </Col>
        <Col span={12}>
          {row.canary ? (
            <Side title={`Canary (${row.canary.percent}%)`} {...row.canary} worse={worse} />
          ) : (
            <Flex align="center" justify="center" style={{ height: '100%', minHeight: 96 }}>
              <Typography.Text type="secondary">No canary running</Typography.Text>
            </Flex>
          )}
        </Col>
      </Row>
      {note ? (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 12 }}>
          {note}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}

export function RatesCard() {
  const rates = useQuery(canaryRatesQueryOptions());
  const rows = [...(rates.data?.rates ?? [])].sort((a, b) => Number(b.canary !== null) - Number(a.canary !== null));
  return (
    <Card title="Failure rates" extra={<Typography.Text type="secondary">from browsers, since each canary started</Typography.Text>}>
      {rates.isError ? (
        <LoadError title="The failure rates could not be loaded" description={rates.error instanceof Error ? rates.error.message : undefined} onRetry={() => void rates.refetch()} />
      ) : rates.isPending ? (
        <LoadingState layout="lines" label="Loading failure rates" rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState size="small" title="No loads reported yet" description="Rates appear once browsers of a registry-served shell report their loads." />
      ) : (
        <Flex vertical gap={20}>
          {rows.map((row) => (
            <RatesRow key={`${row.environment}:${row.remote}`} row={row} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
