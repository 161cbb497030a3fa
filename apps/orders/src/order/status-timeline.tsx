// The order's history, oldest first: every status change, payment, refund, void and flag, with who did it and when.
import { formatDate, formatDateTime, formatUsd, type Order, type OrderEvent, type PaymentMethod } from '@bullion/contract';
import { Timeline, Typography } from 'antd';
import { EVENT_LABELS, PAYMENT_METHOD_LABELS } from '../orders/labels';

const COLORS: Partial<Record<OrderEvent['kind'], string>> = {
  cancelled: 'gray',
  reversed: 'red',
  form8300_flagged: 'red',
  completed: 'green',
  paid: 'green',
  refunded: 'orange',
  payment_voided: 'gray',
};

/** What an event's detail adds to its label: the payment, the reason, the quote's expiry. */
export function eventDetail(event: OrderEvent): string | null {
  const detail = event.detail as Record<string, unknown>;
  const text = (key: string) => (typeof detail[key] === 'string' ? (detail[key] as string) : null);
  switch (event.kind) {
    case 'payment_added': {
      const method = text('method') as PaymentMethod | null;
      const amount = text('amount');
      return [amount ? formatUsd(amount) : null, method ? PAYMENT_METHOD_LABELS[method] ?? method : null].filter(Boolean).join(' · ') || null;
    }
    case 'refunded': {
      const method = text('method') as PaymentMethod | null;
      const amount = text('amount');
      return [amount ? formatUsd(amount) : null, method ? PAYMENT_METHOD_LABELS[method] ?? method : null, text('reference'), text('reason')].filter(Boolean).join(' · ') || null;
    }
    case 'payment_voided': {
      const amount = text('amount');
      const what = text('paymentKind') === 'refund' ? 'Refund' : 'Payment';
      return [amount ? `${what} of ${formatUsd(amount)}` : null, text('reason')].filter(Boolean).join(' · ') || null;
    }
    case 'receipt_emailed': {
      const to = text('to');
      return to ? `${text('kind') === 'invoice' ? 'Invoice' : 'Receipt'} sent to ${to}` : null;
    }
    case 'quoted': {
      const expiresAt = text('expiresAt');
      const total = text('total');
      return [total ? `Total ${formatUsd(total)}` : null, expiresAt ? `valid until ${formatDateTime(expiresAt)}` : null].filter(Boolean).join(', ') || null;
    }
    case 'cancelled':
    case 'reversed':
    case 'form8300_flagged':
      return text('reason');
    case 'form8300_filed': {
      const filedOn = text('filedOn');
      const previous = text('previousFiledOn');
      return filedOn ? `Filed on ${formatDate(filedOn)}${previous ? ` (was ${formatDate(previous)})` : ''}` : null;
    }
    default:
      return null;
  }
}

export function StatusTimeline({ order }: { order: Order }) {
  return (
    <section aria-label="Status timeline">
    <Timeline
      items={order.events.map((event) => {
        const detail = eventDetail(event);
        return {
          key: event.id,
          color: COLORS[event.kind] ?? 'blue',
          content: (
            <div>
              <Typography.Text strong>{EVENT_LABELS[event.kind]}</Typography.Text>
              {detail ? <div>{detail}</div> : null}
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {formatDateTime(event.at)} · {event.actor?.name ?? 'System'}
              </Typography.Text>
            </div>
          ),
        };
      })}
    />
    </section>
  );
}
