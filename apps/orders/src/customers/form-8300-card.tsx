// A customer's orders flagged for Form 8300 review, on their page: each with the cash counted and
// whether the form was filed (and when); admins record the filing ("Mark filed…"). Nothing shows for
// a customer without flagged orders.
import { ordersQueryOptions } from '@bullion/api-client';
import { formatDate, formatUsd, ORDER_STATUSES, type OrderSummary } from '@bullion/contract';
import { LoadError } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FORM_8300_LABEL } from '../orders/labels';
import { Form8300FilingModal } from './form-8300-filing-modal';

export function Form8300Card({ customerId, isAdmin }: { customerId: string; isAdmin: boolean }) {
  // Every status: a flag stays on a cancelled order too, and so does the duty to review it.
  const flagged = useQuery(ordersQueryOptions({ customerId, flagged: true, status: [...ORDER_STATUSES], limit: 100 }));
  const [filing, setFiling] = useState<OrderSummary | null>(null);
  if (flagged.isError) return <LoadError title="The flagged orders could not be loaded" onRetry={() => void flagged.refetch()} />;
  if (!flagged.data?.items.length) return null;
  return (
    <Card size="small" title={FORM_8300_LABEL} aria-label={FORM_8300_LABEL}>
      <Table<OrderSummary>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={flagged.data.items}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'number', title: 'Order', render: (_, order) => <Link to={`/orders/${encodeURIComponent(order.id)}`}>{order.number}</Link> },
          { key: 'flagged', title: 'Flagged', render: (_, order) => formatDate(order.form8300.flaggedAt) },
          { key: 'cash', title: 'Cash counted', align: 'right', render: (_, order) => formatUsd(order.form8300.cashTotal) },
          {
            key: 'filed',
            title: 'Form 8300',
            render: (_, order) => (order.form8300.filedOn ? <Tag color="success">Filed {formatDate(order.form8300.filedOn)}</Tag> : <Tag color="error">Not filed</Tag>),
          },
          ...(isAdmin
            ? [
                {
                  key: 'action',
                  title: '',
                  render: (_: unknown, order: OrderSummary) => (
                    <Button size="small" aria-label={`Mark ${order.number} filed`} onClick={() => setFiling(order)}>
                      {order.form8300.filedOn ? 'Change date…' : 'Mark filed…'}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Form8300FilingModal order={filing} onClose={() => setFiling(null)} />
    </Card>
  );
}
