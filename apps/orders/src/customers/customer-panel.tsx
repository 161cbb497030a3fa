// The customer the orders list is filtered by: contact details, notes, how many orders, and what a
// member can do from here (edit the customer, start an order for them, delete one without orders).
// The list below is theirs; the customer's own page (/customers/{id}) has the rest.
import { customerQueryOptions, deleteCustomerMutationOptions } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { LoadError, LoadingState, NotFoundState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CustomerFormModal } from './customer-form-modal';

const dash = (value: string | null) => value || <Typography.Text type="secondary">—</Typography.Text>;

export function CustomerPanel({ customerId, canWrite, onClear }: { customerId: string; canWrite: boolean; onClear(): void }) {
  const query = useQuery(customerQueryOptions(customerId));
  const [editing, setEditing] = useState(false);
  const { dialog, toast } = useShellServices();
  const remove = useMutation(deleteCustomerMutationOptions());
  if (query.isPending) return <LoadingState layout="lines" label="Loading the customer" rows={2} style={{ marginBottom: 16 }} />;
  const showAll = (
    <Button size="small" onClick={onClear}>
      Show all customers
    </Button>
  );
  if (query.isError) {
    return <LoadError title="The customer could not be loaded" actions={showAll} onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} />;
  }
  if (!query.data) {
    return <NotFoundState layout="inline" title="Customer not found" description="It may have been deleted, or it belongs to another group." action={showAll} style={{ marginBottom: 16 }} />;
  }
  const customer = query.data;
  // Only a customer without orders can be deleted (the API refuses the others).
  const deleteCustomer = async () => {
    const confirmed = await dialog.confirm({ title: `Delete ${customer.name}?`, text: 'The customer has no orders. This cannot be undone.', confirmLabel: 'Delete', cancelLabel: 'Cancel' });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(customer.id);
      toast.show('success', 'Customer deleted');
      onClear();
    } catch {
      // The fetch layer has shown why.
    }
  };
  return (
    <Card
      size="small"
      aria-label="Customer details"
      title={<Link to={`/customers/${encodeURIComponent(customer.id)}`}>{customer.name}</Link>}
      extra={
        <Flex gap={8} wrap>
          {canWrite ? (
            <>
              <Button size="small" onClick={() => setEditing(true)}>
                Edit customer
              </Button>
              {customer.orderCount === 0 ? (
                <Button size="small" danger loading={remove.isPending} onClick={() => void deleteCustomer()}>
                  Delete customer
                </Button>
              ) : null}
              <Link to={`/orders/new?customer=${encodeURIComponent(customer.id)}`}>
                <Button size="small" type="primary">
                  New order for {customer.name}
                </Button>
              </Link>
            </>
          ) : null}
          <Button size="small" type="link" onClick={onClear}>
            All customers
          </Button>
        </Flex>
      }
      style={{ marginBottom: 16 }}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'email', label: 'E-mail', children: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : dash(null) },
          { key: 'phone', label: 'Phone', children: dash(customer.phone) },
          { key: 'orders', label: 'Orders', children: customer.orderCount.toLocaleString('en-US') },
          { key: 'address', label: 'Address', children: customer.address ? <span style={{ whiteSpace: 'pre-line' }}>{customer.address}</span> : dash(null) },
          ...(customer.notes ? [{ key: 'notes', label: 'Notes', span: 'filled' as const, children: <span style={{ whiteSpace: 'pre-line' }}>{customer.notes}</span> }] : []),
        ]}
      />
      <CustomerFormModal open={editing} customer={customer} onClose={() => setEditing(false)} />
    </Card>
  );
}
