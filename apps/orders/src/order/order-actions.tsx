// What can be done with an order now: the actions its status allows (the contract's status flow,
// the same one the API checks), offered to the roles that may take them — members quote, confirm,
// record payments, fulfil, complete and cancel; only admins refund, void a payment and reverse a
// completed order. Each action sends the version the page shows, so a change made elsewhere
// meanwhile is refused, not overwritten.
import { addOrderPaymentMutationOptions, cancelOrderMutationOptions, completeOrderMutationOptions, confirmOrderMutationOptions, fulfilOrderMutationOptions, quoteOrderMutationOptions, refundOrderMutationOptions, reverseOrderMutationOptions, voidOrderPaymentMutationOptions, ApiHttpError } from '@bullion/api-client';
import { formatUsd, isQuoteExpired, meltCrossingText, type MeltCrossing, type Order, type OrderAction, type OrderPayment, type OrderPaymentInput, type OrderRefundInput } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';

/** The button of each action, by the order (a quote that expired is quoted again). */
export function actionLabel(action: OrderAction, order: Pick<Order, 'side' | 'status' | 'quote'>, now: number): string {
  switch (action) {
    case 'edit':
      return 'Edit';
    case 'quote':
      return order.status === 'quoted' || (order.quote && isQuoteExpired(order.quote, now)) ? 'Re-quote' : 'Quote';
    case 'confirm':
      return 'Confirm';
    case 'pay':
      return 'Record payment';
    case 'fulfil':
      return order.side === 'sell' ? 'Mark handed over' : 'Mark received';
    case 'complete':
      return 'Complete';
    case 'refund':
      return 'Refund…';
    case 'void':
      return 'Void';
    case 'cancel':
      return 'Cancel order';
    case 'reverse':
      return 'Reverse';
  }
}

const DONE: Record<Exclude<OrderAction, 'edit'>, string> = {
  quote: 'quoted',
  confirm: 'confirmed',
  pay: 'paid',
  fulfil: 'fulfilled',
  complete: 'completed',
  refund: 'refunded',
  void: 'updated',
  cancel: 'cancelled',
  reverse: 'reversed',
};

/** The lines a 409 melt_reason_required names (its details), each with its price and melt value. */
function meltCrossingsOf(details: unknown): { line: number; kind: MeltCrossing['kind']; unitPrice: string; meltPerUnit: string }[] {
  const lines = (details as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((entry: { line?: unknown; kind?: unknown; unitPrice?: unknown; meltPerUnit?: unknown }) =>
    typeof entry.line === 'number' && (entry.kind === 'below_melt' || entry.kind === 'above_melt') && typeof entry.unitPrice === 'string' && typeof entry.meltPerUnit === 'string'
      ? [{ line: entry.line, kind: entry.kind, unitPrice: entry.unitPrice, meltPerUnit: entry.meltPerUnit }]
      : [],
  );
}

/** Actions taken on one payment, not on the order as a whole: offered beside each payment. */
const PER_PAYMENT: readonly OrderAction[] = ['void'];

export function useOrderActions(order: Order) {
  const { dialog, toast } = useShellServices();
  const quote = useMutation(quoteOrderMutationOptions(order.id));
  const confirm = useMutation(confirmOrderMutationOptions(order.id));
  const pay = useMutation(addOrderPaymentMutationOptions(order.id));
  const fulfil = useMutation(fulfilOrderMutationOptions(order.id));
  const complete = useMutation(completeOrderMutationOptions(order.id));
  const cancel = useMutation(cancelOrderMutationOptions(order.id));
  const reverse = useMutation(reverseOrderMutationOptions(order.id));
  const refund = useMutation(refundOrderMutationOptions(order.id));
  const voiding = useMutation(voidOrderPaymentMutationOptions(order.id));
  const [paying, setPaying] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const version = order.version;

  const pending: OrderAction | null = quote.isPending
    ? 'quote'
    : confirm.isPending
      ? 'confirm'
      : pay.isPending
        ? 'pay'
        : fulfil.isPending
          ? 'fulfil'
          : complete.isPending
            ? 'complete'
            : cancel.isPending
              ? 'cancel'
              : reverse.isPending
                ? 'reverse'
                : refund.isPending
                  ? 'refund'
                  : voiding.isPending
                    ? 'void'
                    : null;

  const done = (action: Exclude<OrderAction, 'edit'>, description?: string) => toast.show('success', `Order ${order.number} ${DONE[action]}`, description ? { description } : undefined);

  // A failed call has already shown its error toast (the fetch layer); nothing more to do.
  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch {
      return false;
    }
  };

  /**
   * Quotes at the latest spot. A line that now sells below melt (or buys above it) is quoted only with
   * a reason: the API names those lines, the user gives each reason, and the quote is asked again.
   */
  const quoteWithReasons = async (): Promise<boolean> => {
    try {
      await quote.mutateAsync({ version, quiet: true });
      return true;
    } catch (error) {
      const crossings = error instanceof ApiHttpError && error.code === 'melt_reason_required' ? meltCrossingsOf(error.details) : [];
      if (!crossings.length) {
        toast.show('error', error instanceof Error ? error.message : 'The order could not be quoted.');
        return false;
      }
      const meltReasons: { line: number; reason: string }[] = [];
      for (const crossing of crossings) {
        const title = order.lines[crossing.line]?.title ?? `Line ${crossing.line + 1}`;
        const reason = await dialog.prompt({
          title: crossing.kind === 'below_melt' ? `Sell ${title} below melt?` : `Buy ${title} above melt?`,
          text: `${meltCrossingText(crossing.line, { unitPrice: crossing.unitPrice }, { kind: crossing.kind, meltPerUnit: crossing.meltPerUnit })} at the latest spot. The reason is kept on the line and shown on the order.`,
          label: 'Reason',
          placeholder: crossing.kind === 'below_melt' ? 'Why it sells below melt' : 'Why it is bought above melt',
          submitLabel: 'Quote at this price',
          cancelLabel: 'Back to the order',
        });
        if (!reason) return false;
        meltReasons.push({ line: crossing.line, reason });
      }
      return attempt(() => quote.mutateAsync({ version, meltReasons }));
    }
  };

  const run = async (action: OrderAction) => {
    switch (action) {
      case 'edit':
        return;
      case 'quote':
        if (await quoteWithReasons()) done('quote', 'Prices are locked at the latest spot for 15 minutes.');
        return;
      case 'confirm':
        if (await attempt(() => confirm.mutateAsync({ version }))) done('confirm');
        return;
      case 'pay':
        setPaying(true);
        return;
      case 'refund':
        setRefunding(true);
        return;
      case 'void':
        // Offered beside each payment (voidPayment).
        return;
      case 'fulfil':
        if (await attempt(() => fulfil.mutateAsync({ version }))) done('fulfil');
        return;
      case 'complete': {
        const ok = await dialog.confirm({
          title: `Complete order ${order.number}?`,
          text:
            order.side === 'buy'
              ? 'The items bought go into the drawer, with the price paid as their cost.'
              : 'The inventory items sold are disposed of, with their realised gain. Catalog products sold are not tracked in inventory.',
          confirmLabel: 'Complete',
          cancelLabel: 'Cancel',
        });
        if (ok && (await attempt(() => complete.mutateAsync({ version })))) done('complete');
        return;
      }
      case 'cancel': {
        const reason = await dialog.prompt({
          title: `Cancel order ${order.number}?`,
          text: `The order stays on record as cancelled${order.payments.length ? ', with its payments and refunds' : ''} and the reason in its timeline, and cannot be changed afterwards.`,
          label: 'Reason',
          placeholder: 'Why this order is cancelled',
          submitLabel: 'Cancel order',
          cancelLabel: 'Keep order',
        });
        if (reason && (await attempt(() => cancel.mutateAsync({ version, reason })))) done('cancel');
        return;
      }
      case 'reverse': {
        const reason = await dialog.prompt({
          title: `Reverse order ${order.number}?`,
          text:
            order.side === 'buy'
              ? 'A reversing entry returns the items bought out of inventory. The order is kept, marked reversed.'
              : 'A reversing entry brings the items sold back into inventory. The order is kept, marked reversed.',
          label: 'Reason',
          placeholder: 'Why this order is reversed',
          submitLabel: 'Reverse',
          cancelLabel: 'Cancel',
        });
        if (reason && (await attempt(() => reverse.mutateAsync({ version, reason })))) done('reverse');
        return;
      }
    }
  };

  const recordPayment = async (body: OrderPaymentInput) => {
    const ok = await attempt(() => pay.mutateAsync(body));
    if (ok) toast.show('success', 'Payment recorded');
    return ok;
  };

  const recordRefund = async (body: OrderRefundInput) => {
    const ok = await attempt(() => refund.mutateAsync(body));
    if (ok) done('refund', `${formatUsd(body.amount)} refunded.`);
    return ok;
  };

  /** Voids one payment or refund recorded in error, with the reason asked first. */
  const voidPayment = async (payment: OrderPayment) => {
    const what = payment.kind === 'refund' ? 'refund' : 'payment';
    const reason = await dialog.prompt({
      title: `Void this ${what} of ${formatUsd(payment.amount)}?`,
      text: `Void a ${what} only if it was recorded in error: it stays on record, marked voided, and no longer counts${payment.kind === 'payment' && order.status === 'paid' ? '; the order owes its balance again' : ''}. Money that really went back is a refund.`,
      label: 'Reason',
      placeholder: `Why this ${what} is voided`,
      submitLabel: `Void ${what}`,
      cancelLabel: 'Keep it',
    });
    if (reason && (await attempt(() => voiding.mutateAsync({ paymentId: payment.id, reason, version })))) toast.show('success', `The ${what} of ${formatUsd(payment.amount)} is voided`);
  };

  return { run, pending, paying, setPaying, recordPayment, paymentSaving: pay.isPending, refunding, setRefunding, recordRefund, refundSaving: refund.isPending, voidPayment };
}

/** The actions' buttons; the first forward step is the primary one, cancel and reverse are danger. */
export function OrderActionButtons({ order, actions, now, pending, onRun }: { order: Order; actions: OrderAction[]; now: number; pending: OrderAction | null; onRun(action: OrderAction): void }) {
  const shown = actions.filter((action) => !PER_PAYMENT.includes(action));
  const forward = shown.find((action) => action !== 'edit' && action !== 'cancel' && action !== 'reverse' && action !== 'refund');
  return (
    <Flex gap={8} wrap>
      {shown.map((action) => (
        <Button
          key={action}
          type={action === forward ? 'primary' : 'default'}
          danger={action === 'cancel' || action === 'reverse' || action === 'refund'}
          loading={pending === action}
          disabled={pending !== null && pending !== action}
          onClick={() => onRun(action)}
        >
          {actionLabel(action, order, now)}
        </Button>
      ))}
    </Flex>
  );
}

