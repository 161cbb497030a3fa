// The lines of the order form: each with what it is, its quantity (at most the lot for inventory
// lines), its live price from the template at the store's spot (or why there is none, never $0), a
// manual price with a required reason instead, and its total.
import { formatOzt, formatUsd, type OrderLinePriced } from '@bullion/contract';
import { METAL_LABELS } from '@bullion/shared';
import { EmptyState } from '@bullion/ui';
import { Button, Flex, Input, InputNumber, Table, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { NO_PRICE_LABELS } from './labels';
import type { DraftErrors, DraftLine, LivePrices } from './order-draft';

export interface OrderLinesEditorProps {
  lines: DraftLine[];
  prices: LivePrices;
  errors: DraftErrors;
  onChange(key: string, change: (line: DraftLine) => DraftLine): void;
  onRemove(key: string): void;
  disabled?: boolean;
  emptyExtra?: ReactNode;
}

function describe(line: DraftLine): string {
  const { source } = line;
  return [
    source.kind === 'item' ? 'From inventory' : source.kind === 'custom' ? 'Custom line' : 'Catalog product',
    source.metal ? METAL_LABELS[source.metal] : null,
    source.fineOztPerUnit ? `${formatOzt(source.fineOztPerUnit, 4)} fine each` : 'fine weight unknown',
    line.maxQuantity !== null ? `${line.maxQuantity} held` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function PriceText({ priced }: { priced: OrderLinePriced }) {
  if (priced.unitPrice === null) {
    const reason = priced.priceStatus === 'priced' ? NO_PRICE_LABELS.no_rule : NO_PRICE_LABELS[priced.priceStatus];
    return (
      <Tooltip title={reason.help}>
        <Typography.Text type={priced.priceStatus === 'spot_unavailable' ? 'warning' : 'secondary'}>{reason.text}</Typography.Text>
      </Tooltip>
    );
  }
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatUsd(priced.unitPrice)}
      {priced.averaged ? <Typography.Text type="secondary"> avg</Typography.Text> : null}
    </span>
  );
}

export function OrderLinesEditor({ lines, prices, errors, onChange, onRemove, disabled = false, emptyExtra }: OrderLinesEditorProps) {
  const pricedOf = (key: string) => prices.lines.find((line) => line.key === key)?.priced;
  return (
    <Table<DraftLine>
      size="small"
      rowKey="key"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 760 }}
      aria-label="Order lines"
      locale={{
        emptyText: (
          <EmptyState size="small" title="No lines yet">
            {emptyExtra}
          </EmptyState>
        ),
      }}
      columns={[
        {
          key: 'what',
          title: 'Item',
          render: (_value, line) => (
            <Flex vertical style={{ minWidth: 200 }}>
              <span>{line.source.title}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {describe(line)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'quantity',
          title: 'Qty',
          width: 110,
          render: (_value, line) => {
            const error = errors[`line.${line.key}.quantity`];
            return (
              <Flex vertical>
                {/* No min, max or precision: antd would change what was typed without a word (1.5 to 2, 12 to the 10 a
                    lot holds); the quantity stays as typed and the check below says what is wrong with it. */}
                <InputNumber
                  aria-label={`Quantity of ${line.source.title}`}
                  size="small"
                  value={Number.isFinite(line.quantity) ? line.quantity : null}
                  status={error ? 'error' : undefined}
                  disabled={disabled}
                  onChange={(value) => onChange(line.key, (current) => ({ ...current, quantity: typeof value === 'number' ? value : Number.NaN }))}
                  style={{ width: 90 }}
                />
                {error ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {error}
                  </Typography.Text>
                ) : null}
              </Flex>
            );
          },
        },
        {
          key: 'price',
          title: 'Unit price',
          width: 280,
          render: (_value, line) => {
            const priced = pricedOf(line.key);
            if (!priced) return null;
            if (!line.override) {
              return (
                <Flex vertical align="start">
                  <PriceText priced={priced} />
                  {disabled ? null : (
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      aria-label={`Override the price of ${line.source.title}`}
                      onClick={() => onChange(line.key, (current) => ({ ...current, override: { unitPrice: priced.unitPrice ?? '', reason: '' } }))}
                    >
                      Override price
                    </Button>
                  )}
                </Flex>
              );
            }
            const priceError = errors[`line.${line.key}.unitPrice`];
            const reasonError = errors[`line.${line.key}.overrideReason`];
            const setOverride = (patch: Partial<{ unitPrice: string; reason: string }>) =>
              onChange(line.key, (current) => ({ ...current, override: { unitPrice: current.override?.unitPrice ?? '', reason: current.override?.reason ?? '', ...patch } }));
            return (
              <Flex vertical gap={4}>
                <Input
                  size="small"
                  prefix="$"
                  aria-label={`Unit price of ${line.source.title}`}
                  value={line.override.unitPrice}
                  status={priceError ? 'error' : undefined}
                  disabled={disabled}
                  inputMode="decimal"
                  onChange={(event) => setOverride({ unitPrice: event.target.value })}
                />
                {priceError ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {priceError}
                  </Typography.Text>
                ) : null}
                <Input
                  size="small"
                  placeholder="Why this price (required)"
                  aria-label={`Reason for the price of ${line.source.title}`}
                  value={line.override.reason}
                  status={reasonError ? 'error' : undefined}
                  disabled={disabled}
                  maxLength={500}
                  onChange={(event) => setOverride({ reason: event.target.value })}
                />
                {reasonError ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {reasonError}
                  </Typography.Text>
                ) : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Template: {priced.templateUnitPrice === null ? 'no price' : formatUsd(priced.templateUnitPrice)}
                  {disabled ? null : (
                    <>
                      {' · '}
                      <Button type="link" size="small" style={{ padding: 0, height: 'auto', fontSize: 12 }} onClick={() => onChange(line.key, (current) => ({ ...current, override: null }))}>
                        Use the template price
                      </Button>
                    </>
                  )}
                </Typography.Text>
              </Flex>
            );
          },
        },
        {
          key: 'total',
          title: 'Line total',
          align: 'right',
          width: 130,
          render: (_value, line) => {
            const priced = pricedOf(line.key);
            return <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{priced?.lineTotal ? formatUsd(priced.lineTotal) : '—'}</strong>;
          },
        },
        {
          key: 'remove',
          width: 90,
          render: (_value, line) =>
            disabled ? null : (
              <Button type="link" danger size="small" aria-label={`Remove ${line.source.title}`} onClick={() => onRemove(line.key)}>
                Remove
              </Button>
            ),
        },
      ]}
    />
  );
}
