// How holdings and their melt value read on screen: money in USD, fine weights in ozt (the
// contract's formats), a missing value as "—" with the reason (never $0), a stale one marked.
import { formatUsd } from '@bullion/contract';
import { METAL_LABELS, metalColor } from '@bullion/shared';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { HoldingsValue } from './holdings-value';

export function metalLabel(metal: string): string {
  return METAL_LABELS[metal] ?? metal;
}

/**
 * A melt value: the amount, "—" without a spot, and the metals left out. At a stale spot it is in the
 * warning colour, with a "stale" tag unless `markStale` is off (rows under a page's stale notice).
 */
export function MeltValue({ valued, strong = false, markStale = true }: { valued: HoldingsValue; strong?: boolean; markStale?: boolean }) {
  if (valued.value === null) {
    return (
      <Tooltip title="No spot price: melt value cannot be computed">
        <Typography.Text type="secondary" aria-label="Melt value unavailable">
          —
        </Typography.Text>
      </Tooltip>
    );
  }
  const left = valued.unvalued.map(metalLabel).join(', ');
  return (
    <Flex gap={4} align="center" wrap justify="flex-end" component="span">
      <Typography.Text strong={strong} type={valued.spot === 'stale' ? 'warning' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatUsd(valued.value)}
      </Typography.Text>
      {valued.spot === 'stale' && markStale ? (
        <Tooltip title="Valued at a stale spot price">
          <Tag color="warning" style={{ marginInlineEnd: 0 }}>
            stale
          </Tag>
        </Tooltip>
      ) : null}
      {left ? (
        <Tooltip title={`${left} has no spot price and is not included`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            + {left} not valued
          </Typography.Text>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** A coloured dot and the metal's name. */
export function MetalDot({ metal }: { metal: string }) {
  return (
    <Flex gap={6} align="center" component="span" style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: metalColor(metal), boxShadow: '0 0 0 1px rgba(0,0,0,.15)' }} />
      {metalLabel(metal)}
    </Flex>
  );
}
