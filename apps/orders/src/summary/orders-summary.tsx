// The dashboard's orders card: the group's open quotes, each with the time its prices stay locked
// (or "Expired": it can no longer be confirmed at those prices), and its latest orders, each a link
// to the order, with a link to all orders. Two calls of the orders list (GET /orders with status and
// limit) through the list page's query options. Drawn in plain HTML from antd's tokens
// (@bullion/ui/plain), like the portfolio card: the dashboard loads none of this remote's antd.
import { ordersQueryOptions } from '@bullion/api-client';
import { formatUsd, type OrderListQuery, type OrderSummary } from '@bullion/contract';
import { useGroupPermission, useNow } from '@bullion/shared';
import { PlainCard, PlainEmpty, PlainLoadError, PlainLoadingState, PlainTag, plainButtonClassName } from '@bullion/ui/plain';
import { useQuery } from '@tanstack/react-query';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { countdownText } from '../orders/countdown';
import { SIDE_LABELS, STATUS_LABELS } from '../orders/labels';
import { isOpenQuoteExpired, openQuotesBySoonestExpiry } from './open-quotes';

const TITLE = 'Orders';
/** Rows per list: the card is a glance, the orders page has the rest. */
export const SUMMARY_ROWS = 5;
const OPEN_QUOTES: OrderListQuery = { status: 'quoted', limit: SUMMARY_ROWS };
const LATEST_ORDERS: OrderListQuery = { limit: SUMMARY_ROWS };
const ORDERS_PATH = '/orders';
const OPEN_QUOTES_PATH = `${ORDERS_PATH}?status=quoted`;

const orderPath = (order: OrderSummary) => `${ORDERS_PATH}/${encodeURIComponent(order.id)}`;
const countText = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const ROW: CSSProperties = { padding: '8px 0', borderBottom: '1px solid var(--bd-color-border-secondary)' };
/** One line of a row: its start (shortened when narrow) and its end, which stays whole. */
const LINE: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minWidth: 0 };
const START: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const MONEY: CSSProperties = { flex: 'none', fontVariantNumeric: 'tabular-nums' };
const HEADING: CSSProperties = { margin: '0 0 4px', color: 'var(--bd-color-text-heading)', fontSize: 'var(--bd-font-size)', fontWeight: 'var(--bd-font-weight-strong)' };

/** A quote's time left, ticking every second; "Expired" once its prices no longer hold. */
function QuoteExpiry({ order }: { order: OrderSummary }) {
  const now = useNow(1000);
  if (!order.quoteExpiresAt) return null;
  if (isOpenQuoteExpired(order, now)) {
    return (
      <PlainTag tone="warning" tip="Its prices no longer hold: quote it again to confirm it.">
        Expired
      </PlainTag>
    );
  }
  return <PlainTag>Expires in {countdownText(Date.parse(order.quoteExpiresAt) - now)}</PlainTag>;
}

function OrderRow({ order, tag }: { order: OrderSummary; tag: ReactNode }) {
  return (
    <li style={ROW} data-order-id={order.id}>
      <div style={LINE}>
        <Link to={orderPath(order)} style={{ ...START, fontWeight: 600 }}>
          {order.number}
        </Link>
        <span style={MONEY}>{formatUsd(order.totals.total)}</span>
      </div>
      <div style={{ ...LINE, marginTop: 2 }}>
        <span className="bd-secondary" style={START}>
          {SIDE_LABELS[order.side]} · {order.customer.name}
        </span>
        <span style={{ flex: 'none' }}>{tag}</span>
      </div>
    </li>
  );
}

function Section({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <div style={{ ...LINE, alignItems: 'baseline' }}>
        <h4 id={headingId} style={HEADING}>
          {title}
        </h4>
        {note}
      </div>
      {children}
    </section>
  );
}

function OpenQuotes({ orders, total }: { orders: readonly OrderSummary[]; total: number }) {
  // Every tick re-sorts: a quote that expires moves below those that still hold.
  const now = useNow(1000);
  const note = total > orders.length ? <Link to={OPEN_QUOTES_PATH}>All {countText(total, 'open quote')}</Link> : null;
  return (
    <Section title="Open quotes" note={note}>
      {orders.length ? (
        <ul style={LIST} aria-label="Open quotes">
          {openQuotesBySoonestExpiry(orders, now).map((order) => (
            <OrderRow key={order.id} order={order} tag={<QuoteExpiry order={order} />} />
          ))}
        </ul>
      ) : (
        <p className="bd-secondary" style={{ margin: '8px 0' }}>
          No open quotes right now.
        </p>
      )}
    </Section>
  );
}

function LatestOrders({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <Section title="Latest orders">
      <ul style={LIST} aria-label="Latest orders">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} tag={<PlainTag>{STATUS_LABELS[order.status]}</PlainTag>} />
        ))}
      </ul>
    </Section>
  );
}

function ViewAllOrders() {
  return <Link to={ORDERS_PATH}>View all orders</Link>;
}

export function OrdersSummary() {
  const quotes = useQuery(ordersQueryOptions(OPEN_QUOTES));
  const latest = useQuery(ordersQueryOptions(LATEST_ORDERS));
  const newOrder = useGroupPermission('orders.write');

  if (quotes.isPending || latest.isPending) {
    return (
      <PlainCard title={TITLE} data-testid="orders-summary">
        <PlainLoadingState label="Loading the latest orders" rows={4} />
      </PlainCard>
    );
  }
  if (quotes.isError || latest.isError) {
    const retry = () => {
      if (quotes.isError) void quotes.refetch();
      if (latest.isError) void latest.refetch();
    };
    return (
      <PlainCard title={TITLE} data-testid="orders-summary">
        <PlainLoadError title="The orders could not be loaded" description={(quotes.error ?? latest.error)?.message} onRetry={retry} />
      </PlainCard>
    );
  }
  if (latest.data.total === 0) {
    return (
      <PlainCard title={TITLE} data-testid="orders-summary">
        <PlainEmpty description="No orders yet. Quotes, sales and purchases show here once they are made.">
          {/* Left out for a role that may not create orders (the orders page says why). */}
          {newOrder.allowed ? (
            <Link to={`${ORDERS_PATH}/new`} className={plainButtonClassName({ variant: 'primary' })}>
              New order
            </Link>
          ) : null}
        </PlainEmpty>
      </PlainCard>
    );
  }
  return (
    <PlainCard title={TITLE} data-testid="orders-summary" extra={<ViewAllOrders />}>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <OpenQuotes orders={quotes.data.items} total={quotes.data.total} />
        <LatestOrders orders={latest.data.items} />
      </div>
    </PlainCard>
  );
}
