// /orders/new: a new buy or sell order (the form: orders/order-form.tsx). ?side=buy and
// ?customer={id} preselect (the orders list links here with the customer it shows); ?product={id}
// with ?quantity=n starts with that catalog product's line (a collection's missing entry links here).
// Viewers cannot create orders: the page says so and why (ReadOnlyNotice).
import { ORDER_SIDES, type OrderSide } from '@bullion/contract';
import { useGroupPermission } from '@bullion/shared';
import { PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMPTY_ORDER_DRAFT, type OrderDraft } from '../orders/order-draft';
import { OrderForm } from '../orders/order-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const BACK = (
  <Link to="/orders">
    <Button>Back to orders</Button>
  </Link>
);

function initialDraft(params: URLSearchParams): OrderDraft {
  const side = params.get('side');
  const customer = params.get('customer')?.trim() ?? '';
  return {
    ...EMPTY_ORDER_DRAFT,
    side: (ORDER_SIDES as readonly string[]).includes(side ?? '') ? (side as OrderSide) : 'sell',
    customerId: UUID.test(customer) ? customer.toLowerCase() : null,
  };
}

function startingProduct(params: URLSearchParams): { productId: string; quantity: number } | undefined {
  const product = params.get('product')?.trim() ?? '';
  // The API judges the id; the address only has to look like one.
  if (!/^[\w-]{1,100}$/.test(product)) return undefined;
  const quantity = Number(params.get('quantity') ?? '1');
  return { productId: product, quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 1_000_000 ? quantity : 1 };
}

export function NewOrderPage() {
  const { allowed: canWrite } = useGroupPermission('orders.write');
  const [params] = useSearchParams();
  const [initial] = useState(() => initialDraft(params));
  const [startWith] = useState(() => startingProduct(params));
  return (
    <>
      <PageHeader title="New order" subtitle="Create a buy or sell order" actions={BACK} />
      {canWrite ? (
        <OrderForm initial={initial} startWith={startWith} />
      ) : (
        <ReadOnlyNotice variant="page" permission="orders.write" title="You cannot create orders in this group" extra={BACK} />
      )}
    </>
  );
}
