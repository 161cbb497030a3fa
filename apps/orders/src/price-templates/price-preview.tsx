// The live preview beside the rule editor: catalog products filtered by the page's URL (q, metal,
// form, quantity), priced on both sides here in the browser with the shared pricing function, from
// the rules as they are being edited and the spot the shell keeps fresh in the app store. A stale
// spot is labelled; without one there is no price, never $0.
import { bidMeetsAsk, formatDateTime, formatUsd, PRICE_RULE_FORMS, PRICE_RULE_METALS, type PriceQuote, type PriceRule, type PricingProduct, quoteSides, type SpotQuote, type SpotState } from '@bullion/contract';
import { priceTemplatePreviewQueryOptions, useProductTitle } from '@bullion/api-client';
import { useLiveSpot, useUrlFilters } from '@bullion/shared';
import { EmptyState, LoadError } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, InputNumber, Select, Table, Tag, theme, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import {
  activePreviewFilters,
  EMPTY_PREVIEW_FILTERS,
  paramsWithPreviewFilters,
  previewFiltersFromParams,
  previewQueryOf,
  quantityOf,
} from './preview-filters';
import { FORM_LABELS, metalLabel, tierRangeText } from './rule-draft';

/** Long titles take two lines at most (CSS only: measuring each row's text would cost a reflow per row). */
const CLAMP_TWO_LINES = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

export type PreviewRulesState = 'saved' | 'unsaved' | 'invalid';

const RULES_NOTE: Record<PreviewRulesState, { color: string; text: string } | null> = {
  saved: null,
  unsaved: { color: 'processing', text: 'Your unsaved rules' },
  invalid: { color: 'warning', text: 'Last valid rules: correct the highlighted fields' },
};

function SpotLine({ spot, state }: { spot: SpotQuote | null; state: SpotState }) {
  if (!spot || state === 'unavailable') {
    return (
      <Alert
        type="warning"
        showIcon
        title="Spot prices are unavailable"
        description="No price can be computed until a spot quote arrives; prices are not shown as $0."
      />
    );
  }
  const metals = (['gold', 'silver', 'platinum', 'palladium'] as const).map((metal) => `${metalLabel(metal)} ${formatUsd(spot[metal])}`);
  return (
    <Flex gap={8} align="center" wrap style={{ fontSize: 12 }}>
      {state === 'stale' ? (
        <>
          <Tooltip title="The spot has not been updated for a while; these prices may be out of date.">
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              Stale spot
            </Tag>
          </Tooltip>
          <Typography.Text type="warning">last updated {formatDateTime(spot.updatedAt)}:</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">Spot at {formatDateTime(spot.updatedAt)}:</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {metals.join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

const NO_PRICE: Record<Exclude<PriceQuote['status'], 'priced'>, { text: string; help: string; type: 'secondary' | 'warning' }> = {
  no_rule: { text: 'No rule', help: 'No rule of this template applies to this product.', type: 'secondary' },
  weight_unknown: { text: 'No fine weight', help: 'The product has no weight and purity, so its melt value is unknown.', type: 'secondary' },
  spot_unavailable: { text: 'Spot unavailable', help: 'There is no spot price for this metal right now.', type: 'warning' },
};

/** Plain elements with the theme's colours: a page of rows of antd components costs too much to render. */
interface CellColours {
  secondary: string;
  warning: string;
}

function PriceCell({ quote, rules, colours }: { quote: PriceQuote | null; rules: readonly PriceRule[]; colours: CellColours }) {
  if (!quote) return null;
  if (quote.status !== 'priced') {
    const info = NO_PRICE[quote.status];
    return (
      <span title={info.help} style={{ fontSize: 12, color: info.type === 'warning' ? colours.warning : colours.secondary }}>
        {info.text}
      </span>
    );
  }
  const rule = rules[quote.ruleIndex];
  const tiers = rule?.[quote.side].tiers ?? [];
  const how = [
    `Rule ${quote.ruleIndex + 1}`,
    tiers.length > 1 ? `tier ${tierRangeText(tiers, quote.tierIndex)}${quote.tierMode === 'graduated' ? ' (graduated)' : ''}` : null,
    quote.floor === 'minimum' ? 'minimum price' : quote.floor === 'zero' ? 'floored at $0' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const small = { fontSize: 12, color: colours.secondary, display: 'block' } as const;
  return (
    <div title={`${how}. Melt ${formatUsd(quote.meltPerUnit)} per unit.`} style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
      <strong style={{ whiteSpace: 'nowrap', display: 'block' }}>
        {formatUsd(quote.unitPrice)}
        {quote.averaged ? <span style={{ fontSize: 11, fontWeight: 400, color: colours.secondary }}> avg</span> : null}
      </strong>
      <span style={{ ...small, whiteSpace: 'nowrap' }}>{formatUsd(quote.perOzt)}/oz</span>
      {quote.quantity > 1 ? <span style={small}>×{quote.quantity} = {formatUsd(quote.lineTotal)}</span> : null}
      <span style={{ ...small, fontSize: 11 }}>{how}</span>
    </div>
  );
}

function productLine(product: PricingProduct): string {
  const metal = product.metal ? metalLabel(product.metal) : 'No metal';
  const form = product.form ? FORM_LABELS[product.form].replace(/s$/, '').toLowerCase() : null;
  const fine = product.fineOzt ? `${Number(product.fineOzt).toFixed(4)} oz fine` : null;
  return [metal, form, fine].filter(Boolean).join(' · ');
}

export interface PricePreviewProps {
  templateId: string;
  /** The rules to price with: the draft when it is valid, else the last valid rules. */
  rules: readonly PriceRule[];
  rulesState: PreviewRulesState;
}

export function PricePreview({ templateId, rules, rulesState }: PricePreviewProps) {
  const { filters, update, searchText, setSearchText } = useUrlFilters(previewFiltersFromParams, paramsWithPreviewFilters);
  const { quote: spot, state } = useLiveSpot();
  const query = useQuery(priceTemplatePreviewQueryOptions(templateId, previewQueryOf(filters)));
  const titleOf = useProductTitle();
  const { token } = theme.useToken();
  const colours: CellColours = { secondary: token.colorTextSecondary, warning: token.colorWarningText };

  const rows = useMemo(
    () =>
      (query.data?.items ?? []).map(({ product }) => ({
        product,
        ...quoteSides({ rules, product, quantity: filters.quantity, quote: spot }),
      })),
    [query.data, rules, filters.quantity, spot],
  );

  const note = RULES_NOTE[rulesState];
  const filterCount = activePreviewFilters(filters);
  const crossed = rows.filter((row) => bidMeetsAsk(row.bid, row.ask));

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <span>Preview</span>
          {note ? (
            <Tag color={note.color} style={{ fontWeight: 400 }}>
              {note.text}
            </Tag>
          ) : null}
        </Flex>
      }
      aria-label="Price preview"
    >
      <Flex vertical gap={10}>
        <Flex gap={8} wrap>
          <Input.Search
            aria-label="Search products to preview"
            placeholder="Search products"
            size="small"
            allowClear
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
            style={{ flex: '1 1 180px', maxWidth: 320 }}
          />
          <InputNumber
            aria-label="Quantity"
            size="small"
            min={1}
            max={1_000_000}
            precision={0}
            prefix="Qty"
            value={filters.quantity}
            onChange={(value) => update({ quantity: quantityOf(value) }, true)}
            style={{ width: 110 }}
          />
          <Select
            mode="multiple"
            aria-label="Metal"
            size="small"
            placeholder="Metal"
            value={filters.metal}
            options={PRICE_RULE_METALS.map((metal) => ({ label: metalLabel(metal), value: metal }))}
            onChange={(metal) => update({ metal })}
            maxTagCount="responsive"
            style={{ minWidth: 120, flex: '1 1 120px', maxWidth: 220 }}
          />
          <Select
            mode="multiple"
            aria-label="Form"
            size="small"
            placeholder="Form"
            value={filters.form}
            options={PRICE_RULE_FORMS.map((form) => ({ label: FORM_LABELS[form], value: form }))}
            onChange={(form) => update({ form })}
            maxTagCount="responsive"
            style={{ minWidth: 110, flex: '1 1 110px', maxWidth: 200 }}
          />
        </Flex>
        <SpotLine spot={spot} state={state} />
        {crossed.length ? (
          <Alert
            type="warning"
            showIcon
            data-testid="bid-meets-ask"
            title={`The bid meets or exceeds the ask for ${crossed.length === 1 ? titleOf(crossed[0]?.product as PricingProduct) : `${crossed.length} of these products`}`}
            description="You would buy for as much as you sell, or more. Check the bid side's premiums and minimums."
          />
        ) : null}
        {query.isError ? (
          <LoadError title="The products could not be loaded" onRetry={() => void query.refetch()} />
        ) : (
          <Table
            size="small"
            rowKey={(row) => row.product.productId}
            loading={query.isPending || (query.isFetching && query.isPlaceholderData)}
            dataSource={rows}
            pagination={false}
            tableLayout="fixed"
            locale={{
              emptyText: query.isPending ? (
                ' '
              ) : (
                <EmptyState size="small" title={filterCount ? 'No products match these filters' : 'No products in the catalog'}>
                  {filterCount ? (
                    <Button size="small" onClick={() => update({ ...EMPTY_PREVIEW_FILTERS, quantity: filters.quantity })}>
                      Clear filters
                    </Button>
                  ) : null}
                </EmptyState>
              ),
            }}
            columns={[
              {
                key: 'product',
                title: 'Product',
                width: '40%',
                render: (_value, row) => (
                  <div style={{ minWidth: 0, lineHeight: 1.3 }}>
                    <span title={titleOf(row.product)} style={CLAMP_TWO_LINES}>
                      {titleOf(row.product)}
                    </span>
                    <span style={{ fontSize: 12, color: colours.secondary }}>{productLine(row.product)}</span>
                  </div>
                ),
              },
              {
                key: 'bid',
                title: 'Bid (we buy)',
                render: (_value, row) => (
                  <>
                    <PriceCell quote={row.bid} rules={rules} colours={colours} />
                    {bidMeetsAsk(row.bid, row.ask) ? (
                      <Tag color="warning" style={{ marginTop: 2 }}>
                        At or above the ask
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              { key: 'ask', title: 'Ask (we sell)', render: (_value, row) => <PriceCell quote={row.ask} rules={rules} colours={colours} /> },
            ]}
          />
        )}
        {query.data && query.data.total > query.data.items.length ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            The first {query.data.items.length} of {query.data.total} products: search or filter to see others.
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
