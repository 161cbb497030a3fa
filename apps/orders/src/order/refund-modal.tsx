// Refunds money paid on an order (admins): method, amount (all that is left to refund by default; a
// smaller amount is a partial refund), the day the money went back (not in the future), a reference
// and the reason. Checked with the contract's schema and its refund rule before it is sent, so the
// form says what the API would.
import { formatUsd, orderRefundable, type Order, type OrderRefundInput, orderRefundInputSchema, type PaymentMethod, refundRefusal } from '@bullion/contract';
import { Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from '../customers/zod-errors';
import { MoneyDayPicker, PaymentMethodPicker, receivedAtOf } from './payment-modal';

export interface RefundValues {
  method: PaymentMethod | null;
  amount: string;
  day: Dayjs | null;
  reference: string;
  reason: string;
}

/** The refund body, or the errors by field (method, amount, refundedAt, reference, reason). */
export function checkRefund(values: RefundValues, order: Pick<Order, 'status' | 'side' | 'totals' | 'version'>, now: Dayjs = dayjs()): { body: OrderRefundInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!values.method) errors.method = 'Choose how the money goes back.';
  if (!values.day) errors.refundedAt = 'Give the day of the refund.';
  else if (values.day.isAfter(now, 'day')) errors.refundedAt = 'The day cannot be in the future.';
  const body: OrderRefundInput = {
    method: values.method ?? 'cash',
    amount: values.amount.trim().replace(/^\$/, '').replace(/,/g, ''),
    refundedAt: values.day ? receivedAtOf(values.day, now) : undefined,
    reference: values.reference,
    reason: values.reason,
    version: order.version,
  };
  const parsed = orderRefundInputSchema.safeParse(body);
  if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error), ...errors });
  else {
    const refused = refundRefusal(order, parsed.data.amount);
    if (refused) errors.amount = refused.message;
  }
  return Object.keys(errors).length ? { errors } : { body };
}

export interface RefundModalProps {
  order: Order;
  open: boolean;
  saving: boolean;
  onClose(): void;
  onSubmit(body: OrderRefundInput): Promise<boolean>;
}

function RefundForm({ order, saving, onClose, onSubmit }: Omit<RefundModalProps, 'open'>) {
  const refundable = orderRefundable(order.totals);
  const [values, setValues] = useState<RefundValues>({ method: null, amount: refundable, day: dayjs(), reference: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<RefundValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const result = checkRefund(values, order);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (await onSubmit(result.body)) onClose();
  };

  const item = (name: string, label: string, children: ReactNode, required = true) => (
    <Form.Item label={label} required={required} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]}>
      {children}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={order.side === 'sell' ? 'Refund the customer' : 'Record money the customer paid back'}
      okText="Refund"
      okButtonProps={{ loading: saving, danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {formatUsd(refundable)} of {formatUsd(order.totals.paid)} paid can be refunded. A smaller amount is a partial refund; once everything is refunded the order can be cancelled.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        {item('method', 'Method', <PaymentMethodPicker label="Refund method" value={values.method} onChange={(method) => set({ method })} />)}
        {item('amount', 'Amount', <Input aria-label="Refund amount" prefix="$" inputMode="decimal" value={values.amount} onChange={(event) => set({ amount: event.target.value })} />)}
        {item(
          'refundedAt',
          'Refunded on',
          <MoneyDayPicker label="Refund date" value={values.day} onChange={(day) => set({ day })} />,
        )}
        {item('reference', 'Reference', <Input aria-label="Refund reference" placeholder="Check number, wire reference, card refund id…" value={values.reference} onChange={(event) => set({ reference: event.target.value })} maxLength={200} />, false)}
        {item('reason', 'Reason', <Input.TextArea aria-label="Refund reason" placeholder="Why the money goes back" value={values.reason} onChange={(event) => set({ reason: event.target.value })} maxLength={500} autoSize={{ minRows: 2 }} />, false)}
      </Form>
    </Modal>
  );
}

export function RefundModal({ open, ...props }: RefundModalProps) {
  return open ? <RefundForm {...props} /> : null;
}
