// Records a payment of a confirmed order: method (cash, wire, check, card), amount (the balance due
// by default; a smaller amount is a partial payment), the day the money changed hands (not in the
// future) and a reference. Checked with the contract's schema and against the balance before it is
// sent. A sale's cash that reaches $10,000 is flagged for Form 8300 review: the form says so first.
import { FORM_8300_CASH_THRESHOLD, formatUsd, type Order, type OrderPaymentInput, orderPaymentInputSchema, PAYMENT_METHODS, type PaymentMethod } from '@bullion/contract';
import { Alert, DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Decimal from 'decimal.js';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from '../customers/zod-errors';
import { PAYMENT_METHOD_LABELS } from '../orders/labels';

export interface PaymentValues {
  method: PaymentMethod | null;
  amount: string;
  day: Dayjs | null;
  reference: string;
}

/** When the money changed hands: now for today, else noon of that day (local time). */
export function receivedAtOf(day: Dayjs, now: Dayjs = dayjs()): string {
  return day.isSame(now, 'day') ? now.toISOString() : day.hour(12).minute(0).second(0).millisecond(0).toISOString();
}

/** The payment body, or the errors by field (method, amount, receivedAt, reference). */
export function checkPayment(values: PaymentValues, { balanceDue, version, now = dayjs() }: { balanceDue: string; version: number; now?: Dayjs }): { body: OrderPaymentInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!values.method) errors.method = 'Choose how it was paid.';
  if (!values.day) errors.receivedAt = 'Give the day it was paid.';
  else if (values.day.isAfter(now, 'day')) errors.receivedAt = 'The day cannot be in the future.';
  const body: OrderPaymentInput = {
    method: values.method ?? 'cash',
    amount: values.amount.trim().replace(/^\$/, '').replace(/,/g, ''),
    receivedAt: values.day ? receivedAtOf(values.day, now) : undefined,
    reference: values.reference,
    version,
  };
  const parsed = orderPaymentInputSchema.safeParse(body);
  if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error), ...errors });
  else if (new Decimal(parsed.data.amount).gt(balanceDue)) errors.amount = `At most the balance due, ${formatUsd(balanceDue)}.`;
  return Object.keys(errors).length ? { errors } : { body };
}

/** How money moved (cash, wire, check, card): the payment and the refund forms alike. */
export function PaymentMethodPicker({ label, value, onChange }: { label: string; value: PaymentMethod | null; onChange(method: PaymentMethod): void }) {
  return (
    <Radio.Group
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentMethod)}
      options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
      optionType="button"
    />
  );
}

/** The day money moved: never in the future. */
export function MoneyDayPicker({ label, value, onChange }: { label: string; value: Dayjs | null; onChange(day: Dayjs): void }) {
  return <DatePicker aria-label={label} value={value} onChange={(day) => day && onChange(day)} format="MM/DD/YYYY" disabledDate={(day) => day.isAfter(dayjs(), 'day')} allowClear={false} />;
}

export interface PaymentModalProps {
  order: Order;
  open: boolean;
  saving: boolean;
  onClose(): void;
  onSubmit(body: OrderPaymentInput): Promise<boolean>;
}

function PaymentForm({ order, saving, onClose, onSubmit }: Omit<PaymentModalProps, 'open'>) {
  const [values, setValues] = useState<PaymentValues>({ method: null, amount: order.totals.balanceDue, day: dayjs(), reference: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<PaymentValues>) => setValues((current) => ({ ...current, ...patch }));
  const amount = Number(values.amount.replace(/[$,]/g, ''));
  const flags = order.side === 'sell' && values.method === 'cash' && Number.isFinite(amount) && amount >= Number(FORM_8300_CASH_THRESHOLD);

  const submit = async () => {
    const result = checkPayment(values, { balanceDue: order.totals.balanceDue, version: order.version });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (await onSubmit(result.body)) onClose();
  };

  const item = (name: string, label: string, children: ReactNode, extra?: ReactNode) => (
    <Form.Item label={label} required={name !== 'reference'} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]} extra={extra}>
      {children}
    </Form.Item>
  );

  return (
    <Modal open title={order.side === 'sell' ? 'Record a payment received' : 'Record a payment made'} okText="Record payment" okButtonProps={{ loading: saving }} onOk={() => void submit()} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        Balance due {formatUsd(order.totals.balanceDue)} of {formatUsd(order.totals.total)}. A smaller amount is a partial payment; the order is paid once nothing is due.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        {item('method', 'Method', <PaymentMethodPicker label="Payment method" value={values.method} onChange={(method) => set({ method })} />)}
        {item('amount', 'Amount', <Input aria-label="Amount" prefix="$" inputMode="decimal" value={values.amount} onChange={(event) => set({ amount: event.target.value })} />)}
        {item(
          'receivedAt',
          order.side === 'sell' ? 'Received on' : 'Paid on',
          <MoneyDayPicker label="Payment date" value={values.day} onChange={(day) => set({ day })} />,
        )}
        {item('reference', 'Reference', <Input aria-label="Reference" placeholder="Check number, wire reference, card slip…" value={values.reference} onChange={(event) => set({ reference: event.target.value })} maxLength={200} />)}
      </Form>
      {flags ? (
        <Alert
          type="warning"
          showIcon
          title="Form 8300 review"
          description="Cash of $10,000 or more in one order (or from this customer within 24 hours) flags the order for Form 8300 review."
        />
      ) : null}
    </Modal>
  );
}

export function PaymentModal({ open, ...props }: PaymentModalProps) {
  return open ? <PaymentForm {...props} /> : null;
}
