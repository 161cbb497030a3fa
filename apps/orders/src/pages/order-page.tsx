// /orders/{orderId}: one order. Its number, side, customer and status; a quote's countdown (and the
// expired state to quote again from); the Form 8300 review notice when flagged; the lines as they
// were priced (snapshots: later catalog or spot changes never alter them); totals, payments and
// balance; payments and refunds (admins refund and void); the status timeline with who did what when; the actions its status allows for the role;
// and a printable receipt. A member edits a draft here (?edit=true: the order form, the unsaved-changes
// bar and leave guard). Viewers read.
import { availableOrderActions, formatDate, formatDateTime, formatOzt, formatUsd, ORDER_ADMIN_REFUSALS, orderActionRefusal, orderRefundable, tierBreakdownText, type Order, type OrderLine, type OrderPayment } from '@bullion/contract';
import { groupsQueryOptions, orderQueryOptions } from '@bullion/api-client';
import { selectGroupCan, selectGroupId, selectIsGroupAdmin, useAppStore, useNow } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, NotFoundState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Form8300FilingModal } from '../customers/form-8300-filing-modal';
import { OrderActionButtons, useOrderActions } from '../order/order-actions';
import { useDraftOfOrder } from '../orders/draft-from-order';
import { OrderForm } from '../orders/order-form';
import { PaymentModal } from '../order/payment-modal';
import { RefundModal } from '../order/refund-modal';
import { QuoteCountdown } from '../order/quote-countdown';
import { OrderDocumentButtons } from '../order/order-documents';
import { PrintableReceipt } from '../order/receipt';
import { StatusTimeline } from '../order/status-timeline';
import { FORM_8300_LABEL, NO_PRICE_LABELS, PAYMENT_METHOD_LABELS, SIDE_COLORS, SIDE_DESCRIPTIONS, SIDE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../orders/labels';

const BACK = (
  <Link to="/orders">
    <Button>Back to orders</Button>
  </Link>
);

const LINE_KINDS = { product: 'Catalog product', item: 'From inventory', custom: 'Described on the line' } as const;

function LinePrice({ line }: { line: OrderLine }) {
  if (line.unitPrice === null) {
    const reason = line.priceStatus === 'priced' ? NO_PRICE_LABELS.no_rule : NO_PRICE_LABELS[line.priceStatus];
    return (
      <Tooltip title={reason.help}>
        <Typography.Text type="warning">{reason.text}</Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Flex vertical align="end">
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatUsd(line.unitPrice)}
        {line.averaged ? <Typography.Text type="secondary"> avg</Typography.Text> : null}
      </span>
      {line.priceSource === 'manual' ? (
        <Tooltip title={`Template price: ${line.templateUnitPrice === null ? 'none' : formatUsd(line.templateUnitPrice)}`}>
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            Manual price
          </Tag>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

function Lines({ order }: { order: Order }) {
  return (
    <Card title={`Lines (${order.lines.length})`} size="small">
      <Table<OrderLine>
        size="small"
        rowKey="id"
        dataSource={order.lines}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <EmptyState size="small" title="No lines" /> }}
        columns={[
          {
            key: 'item',
            title: 'Item',
            render: (_value, line) => (
              <Flex vertical>
                <span>{line.title}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[LINE_KINDS[line.kind], line.fineOztPerUnit ? `${formatOzt(line.fineOztPerUnit, 4)} fine each` : 'fine weight unknown', line.spot ? `spot ${formatUsd(line.spot)}/oz` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
                {line.overrideReason ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Price reason: {line.overrideReason}
                  </Typography.Text>
                ) : null}
                {tierBreakdownText(line.priceSlices) ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="tier-breakdown">
                    Tiers: {tierBreakdownText(line.priceSlices)} = {formatUsd(line.lineTotal)}
                  </Typography.Text>
                ) : null}
                {line.meltReason ? (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    {order.side === 'sell' ? 'Below melt' : 'Above melt'}: {line.meltReason}
                  </Typography.Text>
                ) : null}
                {line.fulfilment ? (
                  <Link to={`/inventory/${encodeURIComponent(line.fulfilment.itemId)}`} style={{ fontSize: 12 }}>
                    {order.side === 'buy' ? 'The item received' : 'The item sold'}
                  </Link>
                ) : null}
              </Flex>
            ),
          },
          { key: 'quantity', title: 'Qty', align: 'right', width: 70, render: (_value, line) => line.quantity.toLocaleString('en-US') },
          { key: 'price', title: 'Unit price', align: 'right', width: 150, render: (_value, line) => <LinePrice line={line} /> },
          { key: 'total', title: 'Line total', align: 'right', width: 130, render: (_value, line) => <strong>{formatUsd(line.lineTotal)}</strong> },
        ]}
      />
    </Card>
  );
}

function Totals({ order }: { order: Order }) {
  const refunded = order.totals.refunded !== '0.00';
  return (
    <Card title="Totals" size="small">
      <Flex gap={24} wrap>
        <Statistic title="Total" value={formatUsd(order.totals.total)} />
        <Statistic title="Paid" value={formatUsd(order.totals.paid)} />
        {refunded ? <Statistic title="Refunded" value={formatUsd(order.totals.refunded)} /> : null}
        {refunded ? <Statistic title={order.side === 'sell' ? 'Kept' : 'Paid out, net'} value={formatUsd(orderRefundable(order.totals))} /> : null}
        <Statistic title="Balance due" value={formatUsd(order.totals.balanceDue)} />
      </Flex>
    </Card>
  );
}

/** Payments and refunds, oldest first; a voided one is struck through with who voided it and why; admins void beside each. */
function Payments({ order, canVoid, onVoid }: { order: Order; canVoid: boolean; onVoid(payment: OrderPayment): void }) {
  const refunds = order.payments.some((payment) => payment.kind === 'refund');
  const struck = (payment: OrderPayment, text: ReactNode) => (payment.voided ? <Typography.Text delete type="secondary">{text}</Typography.Text> : text);
  return (
    <Card title={`${refunds ? 'Payments and refunds' : 'Payments'} (${order.payments.length})`} size="small">
      {order.payments.length ? (
        <Table<OrderPayment>
          size="small"
          rowKey="id"
          dataSource={order.payments}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { key: 'date', title: 'Date', render: (_value, payment) => struck(payment, formatDate(payment.receivedAt)) },
            {
              key: 'kind',
              title: 'Kind',
              render: (_value, payment) => (
                <Flex gap={4} wrap>
                  {payment.kind === 'refund' ? <Tag color="orange">Refund</Tag> : <Tag>Payment</Tag>}
                  {payment.voided ? (
                    <Tooltip title={`Voided ${formatDateTime(payment.voided.at)} by ${payment.voided.actor?.name ?? '—'}: ${payment.voided.reason}`}>
                      <Tag color="default">Voided</Tag>
                    </Tooltip>
                  ) : null}
                </Flex>
              ),
            },
            { key: 'method', title: 'Method', render: (_value, payment) => struck(payment, PAYMENT_METHOD_LABELS[payment.method]) },
            { key: 'reference', title: 'Reference', render: (_value, payment) => payment.reference ?? <Typography.Text type="secondary">—</Typography.Text> },
            { key: 'by', title: 'Recorded by', render: (_value, payment) => payment.actor?.name ?? '—' },
            {
              key: 'amount',
              title: 'Amount',
              align: 'right',
              render: (_value, payment) => struck(payment, <strong>{payment.kind === 'refund' ? `−${formatUsd(payment.amount)}` : formatUsd(payment.amount)}</strong>),
            },
            ...(canVoid
              ? [
                  {
                    key: 'void',
                    title: <span className="visually-hidden">Actions</span>,
                    width: 80,
                    render: (_value: unknown, payment: OrderPayment) =>
                      payment.voided ? null : (
                        <Button size="small" danger onClick={() => onVoid(payment)} aria-label={`Void the ${payment.kind} of ${formatUsd(payment.amount)}`}>
                          Void
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <Typography.Text type="secondary">No payments yet.</Typography.Text>
      )}
    </Card>
  );
}

function Form8300Notice({ order }: { order: Order }) {
  const { form8300 } = order;
  const isAdmin = useAppStore(selectIsGroupAdmin);
  const [filing, setFiling] = useState(false);
  if (!form8300.review) return null;
  const others = form8300.relatedOrderIds.filter((id) => id !== order.id);
  return (
    <Alert
      type="error"
      showIcon
      title={FORM_8300_LABEL}
      description={
        <>
          <div>{form8300.reason}</div>
          {form8300.cashTotal ? <div>Cash counted: {formatUsd(form8300.cashTotal)}</div> : null}
          {form8300.flaggedAt ? <div>Flagged {formatDateTime(form8300.flaggedAt)}.</div> : null}
          {others.length ? (
            <div>
              Counted with{' '}
              {others.map((id, index) => (
                <span key={id}>
                  {index ? ', ' : ''}
                  <Link to={`/orders/${encodeURIComponent(id)}`}>{others.length === 1 ? 'the related order' : `related order ${index + 1}`}</Link>
                </span>
              ))}
              .
            </div>
          ) : null}
          {form8300.filedOn ? (
            <div>Form 8300 filed on {formatDate(form8300.filedOn)}.</div>
          ) : (
            <div>Review the payments and file Form 8300 with the IRS within 15 days where required.</div>
          )}
          <Form8300FilingModal order={filing ? order : null} onClose={() => setFiling(false)} />
        </>
      }
      action={
        isAdmin ? (
          <Button size="small" onClick={() => setFiling(true)}>
            {form8300.filedOn ? 'Change filing date…' : 'Mark filed…'}
          </Button>
        ) : null
      }
    />
  );
}

function OrderView({ order }: { order: Order }) {
  const canWrite = useAppStore(selectGroupCan('orders.write'));
  const isAdmin = useAppStore(selectIsGroupAdmin);
  const groupId = useAppStore(selectGroupId);
  // The shell's group list (same query as its group switcher): the group's name for the receipt.
  const groups = useQuery(groupsQueryOptions());
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  const groupName = group?.name ?? null;
  // Every second while a quote runs (its expiry changes the actions), else every minute.
  const now = useNow(order.status === 'quoted' ? 1000 : 60_000);
  const actions = availableOrderActions(order, { canWrite, isAdmin, now });
  const { run, pending, paying, setPaying, recordPayment, paymentSaving, refunding, setRefunding, recordRefund, refundSaving, voidPayment } = useOrderActions(order);
  const orderActions = actions.filter((action) => action !== 'void');
  // A member of an order that holds money: refunds (and so the cancel after them) are an admin's.
  const refundIsAdmins = canWrite && !isAdmin && orderActionRefusal(order, 'refund', now) === null;
  const [, setSearchParams] = useSearchParams();
  const quoteLive = order.status === 'quoted' && order.quote;

  return (
    <>
      <PageHeader
        title={
          <Flex gap={8} align="center" wrap>
            {order.number}
            <Tag color={SIDE_COLORS[order.side]}>{SIDE_LABELS[order.side]}</Tag>
            <Tag color={STATUS_COLORS[order.status]}>{STATUS_LABELS[order.status]}</Tag>
            {order.form8300.review ? <Tag color="error">{FORM_8300_LABEL}</Tag> : null}
          </Flex>
        }
        documentTitle={`Order ${order.number}`}
        subtitle={
          <>
            {SIDE_DESCRIPTIONS[order.side]} ·{' '}
            <Link to={`/customers/${encodeURIComponent(order.customer.id)}`}>{order.customer.name}</Link>
          </>
        }
        actions={
          <>
            {BACK}
            <Button onClick={() => window.print()}>Print receipt</Button>
            <OrderDocumentButtons order={order} />
          </>
        }
      />
      <Flex vertical gap={16}>
        {orderActions.length ? (
          <Card size="small" title="Next steps">
            <OrderActionButtons
              order={order}
              actions={orderActions}
              now={now}
              pending={pending}
              onRun={(action) => (action === 'edit' ? setSearchParams({ edit: 'true' }) : void run(action))}
            />
            {refundIsAdmins ? (
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {ORDER_ADMIN_REFUSALS.refund} Once it is all refunded, the order can be cancelled.
              </Typography.Paragraph>
            ) : null}
          </Card>
        ) : canWrite || actions.length || order.status === 'cancelled' || order.status === 'reversed' ? null : (
          <ReadOnlyNotice permission="orders.write" style={{ marginBottom: 0 }} />
        )}
        {quoteLive ? <QuoteCountdown quote={order.quote as NonNullable<Order['quote']>} onRequote={canWrite ? () => void run('quote') : null} requoting={pending === 'quote'} /> : null}
        {order.status === 'draft' ? (
          <Alert type="info" showIcon title="Draft" description="Prices are indicative, at the spot when the order was last saved. Quoting locks them at the latest spot for 15 minutes." />
        ) : null}
        <Form8300Notice order={order} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Flex vertical gap={16}>
              <Lines order={order} />
              <Payments order={order} canVoid={actions.includes('void')} onVoid={(payment) => void voidPayment(payment)} />
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <Flex vertical gap={16}>
              <Totals order={order} />
              <Card title="Details" size="small">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'customer', label: 'Customer', children: <Link to={`/customers/${encodeURIComponent(order.customer.id)}`}>{order.customer.name}</Link> },
                    { key: 'template', label: 'Price template', children: order.priceTemplateName ?? 'None (manual prices)' },
                    { key: 'created', label: 'Created', children: `${formatDateTime(order.createdAt)} · ${order.createdBy?.name ?? '—'}` },
                    { key: 'updated', label: 'Updated', children: `${formatDateTime(order.updatedAt)} · ${order.updatedBy?.name ?? '—'}` },
                    ...(order.notes ? [{ key: 'notes', label: 'Notes', children: <span style={{ whiteSpace: 'pre-line' }}>{order.notes}</span> }] : []),
                  ]}
                />
              </Card>
              <Card title="Timeline" size="small">
                <StatusTimeline order={order} />
              </Card>
            </Flex>
          </Col>
        </Row>
      </Flex>
      <PaymentModal order={order} open={paying} saving={paymentSaving} onClose={() => setPaying(false)} onSubmit={recordPayment} />
      <RefundModal order={order} open={refunding} saving={refundSaving} onClose={() => setRefunding(false)} onSubmit={recordRefund} />
      <PrintableReceipt order={order} groupName={groupName} business={group?.business ?? null} />
    </>
  );
}

/** A draft being edited (?edit=true): the order form, started from the saved order. */
function EditDraft({ order }: { order: Order }) {
  const { draft, failed, retry } = useDraftOfOrder(order);
  const back = (
    <Link to={`/orders/${encodeURIComponent(order.id)}`} replace>
      <Button>Stop editing</Button>
    </Link>
  );
  return (
    <>
      <PageHeader title={`Edit ${order.number}`} documentTitle={`Edit order ${order.number}`} subtitle={`A draft ${order.side === 'sell' ? 'sale to' : 'purchase from'} ${order.customer.name}`} actions={back} />
      {failed ? (
        <LoadError title="The order's products or items could not be loaded" description="Try again in a moment." onRetry={retry} />
      ) : draft ? (
        <OrderForm initial={draft} editing={order} />
      ) : (
        <LoadingState label="Loading the order form" rows={8} />
      )}
    </>
  );
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  const query = useQuery(orderQueryOptions(orderId));
  const [searchParams] = useSearchParams();
  const editing = searchParams.get('edit') === 'true';
  const canWrite = useAppStore(selectGroupCan('orders.write'));

  if (query.isPending) {
    return (
      <>
        <PageHeader title="Order" actions={BACK} />
        <LoadingState label="Loading the order" rows={8} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title="Order" actions={BACK} />
        <LoadError title="The order could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader title="Order" documentTitle="Order not found" />
        <NotFoundState title="Order not found" description="It may not exist, or it belongs to another group." action={BACK} />
      </>
    );
  }
  if (editing && query.data.status === 'draft' && canWrite) return <EditDraft order={query.data} />;
  return <OrderView order={query.data} />;
}
