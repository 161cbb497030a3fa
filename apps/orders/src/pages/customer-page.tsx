// /customers/{customerId}: one customer. Contact data, addresses and notes; the lifetime figures
// (bought from, sold to, cash received and paid out: @bullion/contract's lifetime-totals.ts); the
// Form 8300 identification (admins see and edit it; others learn whether it is on file); the orders
// flagged for Form 8300 review with their filed status (admins record it); the order history, newest
// first, each order a link. Members edit the customer, start an order, or delete one without orders.
import { customerQueryOptions, deleteCustomerMutationOptions } from '@bullion/api-client';
import { formatDate, formatUsd, ORDER_STATUSES, type Customer } from '@bullion/contract';
import { selectGroupCan, selectIsGroupAdmin, useAppStore, useNow, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState, NotFoundState, PageHeader } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CustomerFormModal } from '../customers/customer-form-modal';
import { Form8300Card } from '../customers/form-8300-card';
import { IdentificationCard } from '../customers/identification-card';
import { OrdersTable } from '../orders/orders-table';

const BACK = (
  <Link to="/customers">
    <Button>Back to customers</Button>
  </Link>
);

const dash = (value: string | null) => value || <Typography.Text type="secondary">—</Typography.Text>;
const lines = (value: string | null) => (value ? <span style={{ whiteSpace: 'pre-line' }}>{value}</span> : dash(null));

function Lifetime({ customer }: { customer: Customer }) {
  const figure = (title: ReactNode, value: string, testId: string) => (
    <Col xs={12} md={6}>
      <Statistic title={title} value={formatUsd(value)} data-testid={testId} />
    </Col>
  );
  return (
    <Card size="small" title="Lifetime" aria-label="Lifetime totals">
      <Row gutter={[16, 16]}>
        {figure('Bought from', customer.lifetime.boughtFrom, 'lifetime-bought-from')}
        {figure('Sold to', customer.lifetime.soldTo, 'lifetime-sold-to')}
        {figure('Cash received', customer.lifetime.cashReceived, 'lifetime-cash-received')}
        {figure('Cash paid out', customer.lifetime.cashPaidOut, 'lifetime-cash-paid-out')}
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {customer.orderCount.toLocaleString('en-US')} {customer.orderCount === 1 ? 'order' : 'orders'}
        {customer.lastOrderAt ? `, the latest on ${formatDate(customer.lastOrderAt)}` : ''}. Bought and sold count confirmed orders and later ones, never cancelled or reversed; cash counts every
        order, less cash refunds.
      </Typography.Paragraph>
    </Card>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const canWrite = useAppStore(selectGroupCan('orders.write'));
  const isAdmin = useAppStore(selectIsGroupAdmin);
  const now = useNow(60_000);
  const navigate = useNavigate();
  const { dialog, toast } = useShellServices();
  const [editing, setEditing] = useState(false);
  const remove = useMutation(deleteCustomerMutationOptions());
  // Every order of the customer, cancelled and reversed ones too: a history leaves nothing out.
  const history = useMemo(() => ({ customerId: customer.id, status: [...ORDER_STATUSES] }), [customer.id]);

  const deleteCustomer = async () => {
    const confirmed = await dialog.confirm({ title: `Delete ${customer.name}?`, text: 'The customer has no orders. This cannot be undone.', confirmLabel: 'Delete', cancelLabel: 'Cancel' });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(customer.id);
      toast.show('success', 'Customer deleted');
      void navigate('/customers');
    } catch {
      // The fetch layer has shown why.
    }
  };

  return (
    <>
      <PageHeader
        title={customer.name}
        documentTitle={`Customer ${customer.name}`}
        subtitle={`Customer since ${formatDate(customer.createdAt)}`}
        actions={
          <>
            {BACK}
            {canWrite ? (
              <>
                <Button onClick={() => setEditing(true)}>Edit customer</Button>
                {customer.orderCount === 0 ? (
                  <Button danger loading={remove.isPending} onClick={() => void deleteCustomer()}>
                    Delete customer
                  </Button>
                ) : null}
                <Link to={`/orders/new?customer=${encodeURIComponent(customer.id)}`}>
                  <Button type="primary">New order</Button>
                </Link>
              </>
            ) : null}
          </>
        }
      />
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <Card size="small" title="Contact" aria-label="Contact">
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'email', label: 'E-mail', children: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : dash(null) },
                  { key: 'phone', label: 'Phone', children: dash(customer.phone) },
                  { key: 'address', label: 'Address', children: lines(customer.address) },
                  { key: 'shipping', label: 'Shipping address', children: customer.shippingAddress ? lines(customer.shippingAddress) : <Typography.Text type="secondary">Same as the address</Typography.Text> },
                  ...(customer.notes ? [{ key: 'notes', label: 'Notes', children: lines(customer.notes) }] : []),
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={14}>
            <Flex vertical gap={16}>
              <Lifetime customer={customer} />
              <IdentificationCard customer={customer} isAdmin={isAdmin} />
            </Flex>
          </Col>
        </Row>
        <Form8300Card customerId={customer.id} isAdmin={isAdmin} />
        <Card size="small" title="Order history" aria-label="Order history">
          <OrdersTable
            query={history}
            now={now}
            filtered={false}
            onClearFilters={() => undefined}
            emptyText={`No orders with ${customer.name} yet`}
            emptyExtra={
              canWrite ? (
                <Link to={`/orders/new?customer=${encodeURIComponent(customer.id)}`}>
                  <Button type="primary">Create the first order</Button>
                </Link>
              ) : null
            }
            height="max(320px, calc(100vh - 520px))"
            compactBelow="xxl"
          />
        </Card>
      </Flex>
      <CustomerFormModal open={editing} customer={customer} onClose={() => setEditing(false)} />
    </>
  );
}

export function CustomerPage() {
  const { customerId = '' } = useParams();
  const query = useQuery(customerQueryOptions(customerId));
  if (query.isPending) {
    return (
      <>
        <PageHeader title="Customer" actions={BACK} />
        <LoadingState label="Loading the customer" rows={6} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title="Customer" actions={BACK} />
        <LoadError title="The customer could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader title="Customer" documentTitle="Customer not found" />
        <NotFoundState title="Customer not found" description="It may have been deleted, or it belongs to another group." action={BACK} />
      </>
    );
  }
  return <CustomerView customer={query.data} />;
}
