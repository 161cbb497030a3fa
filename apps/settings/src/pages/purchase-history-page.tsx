// /settings/purchase-history: the group's invoices (with a printable receipt each) and every payment,
// newest first, a page at a time. Only admins (billing.manage) see them; others get a clear note.
import { billingInvoicesQueryOptions, billingPaymentsQueryOptions } from '@bullion/api-client';
import { type BillingInvoice, type BillingPayment, formatDate } from '@bullion/contract';
import { useGroupPermission } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, PageHeader } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, INVOICE_STATUS_TEXT, PAYMENT_STATUS_TEXT } from '../billing/subscription-text';

export const PURCHASE_HISTORY_PAGE_SIZE = 10;

const INVOICE_COLUMNS: TableColumnsType<BillingInvoice> = [
  { title: 'Date', dataIndex: 'createdAt', render: (value: string) => formatDate(value), width: 120 },
  {
    title: 'Invoice',
    key: 'description',
    render: (_, invoice) => (
      <>
        <Typography.Text>{invoice.number ?? 'No number yet'}</Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {invoice.periodStart && invoice.periodEnd ? `${invoice.description}, ${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}` : invoice.description}
        </Typography.Text>
      </>
    ),
  },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, invoice) => formatMoney(invoice.amountDue, invoice.currency) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (_, invoice) => <Tag color={INVOICE_STATUS_TEXT[invoice.status].tone}>{INVOICE_STATUS_TEXT[invoice.status].label}</Tag>,
  },
  {
    title: 'Receipt',
    key: 'receipt',
    render: (_, invoice) => (
      <a href={invoice.receiptUrl} target="_blank" rel="noreferrer" aria-label={`Receipt for ${invoice.number ?? invoice.description}`}>
        {invoice.status === 'paid' ? 'Receipt' : 'Invoice'}
      </a>
    ),
  },
];

const PAYMENT_COLUMNS: TableColumnsType<BillingPayment> = [
  { title: 'Date', dataIndex: 'createdAt', render: (value: string) => formatDate(value), width: 120 },
  {
    title: 'Payment',
    key: 'description',
    render: (_, payment) => (
      <>
        <Typography.Text>{payment.description}</Typography.Text>
        {payment.method ? (
          <>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {payment.method}
            </Typography.Text>
          </>
        ) : null}
        {payment.failureMessage ? (
          <>
            <br />
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {payment.failureMessage}
            </Typography.Text>
          </>
        ) : null}
      </>
    ),
  },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, payment) => formatMoney(payment.amount, payment.currency) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (_, payment) => <Tag color={PAYMENT_STATUS_TEXT[payment.status].tone}>{PAYMENT_STATUS_TEXT[payment.status].label}</Tag>,
  },
];

function NoPurchases({ what }: { what: string }) {
  return (
    <EmptyState title={`No ${what} yet`} description="This group has never paid for a plan. When it does, every invoice and its receipt shows up here.">
      <Link to="/settings/billing-and-plans">See the plans</Link>
    </EmptyState>
  );
}

function InvoicesTab() {
  const [page, setPage] = useState(1);
  const query = useQuery(billingInvoicesQueryOptions({ offset: (page - 1) * PURCHASE_HISTORY_PAGE_SIZE, limit: PURCHASE_HISTORY_PAGE_SIZE }));
  if (query.isError) return <LoadError title="The invoices could not be loaded" description={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState layout="lines" label="Loading invoices" rows={4} />;
  if (query.data.total === 0) return <NoPurchases what="invoices" />;
  return (
    <Table<BillingInvoice>
      rowKey="id"
      size="middle"
      columns={INVOICE_COLUMNS}
      dataSource={query.data.items}
      loading={query.isFetching && query.isPlaceholderData}
      scroll={{ x: 640 }}
      pagination={{ current: page, pageSize: PURCHASE_HISTORY_PAGE_SIZE, total: query.data.total, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
      aria-label="Invoices"
    />
  );
}

function PaymentsTab() {
  const [page, setPage] = useState(1);
  const query = useQuery(billingPaymentsQueryOptions({ offset: (page - 1) * PURCHASE_HISTORY_PAGE_SIZE, limit: PURCHASE_HISTORY_PAGE_SIZE }));
  if (query.isError) return <LoadError title="The payments could not be loaded" description={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState layout="lines" label="Loading payments" rows={4} />;
  if (query.data.total === 0) return <NoPurchases what="payments" />;
  return (
    <Table<BillingPayment>
      rowKey="id"
      size="middle"
      columns={PAYMENT_COLUMNS}
      dataSource={query.data.items}
      loading={query.isFetching && query.isPlaceholderData}
      scroll={{ x: 640 }}
      pagination={{ current: page, pageSize: PURCHASE_HISTORY_PAGE_SIZE, total: query.data.total, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
      aria-label="Payments"
    />
  );
}

export function PurchaseHistoryPage() {
  // Invoices are for the roles that manage billing; the note says so in its own words (seeing, not changing).
  const canManage = useGroupPermission('billing.manage').allowed;
  return (
    <>
      <PageHeader title="Purchase history" subtitle="Invoices, payments and receipts" />
      {canManage ? (
        <Card styles={{ body: { paddingTop: 4 } }}>
          <Tabs
            items={[
              { key: 'invoices', label: 'Invoices', children: <InvoicesTab /> },
              { key: 'payments', label: 'Payments', children: <PaymentsTab /> },
            ]}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            A receipt opens in a new tab, ready to print. Its link works for an hour; come back here for a fresh one.
          </Typography.Text>
        </Card>
      ) : (
        <Alert type="info" showIcon title="Only the group’s admins can see invoices, payments and receipts." description="Ask an admin of the group if you need a receipt." />
      )}
    </>
  );
}
