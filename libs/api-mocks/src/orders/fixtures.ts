// The mock team's orders, one or more in every status: a draft, a live quote and an expired one, a
// confirmed sale part paid, paid and fulfilled sales flagged for Form 8300 review (one by a single
// cash payment, two by cash across orders within 24 hours), a completed sale (the two Britannias
// the inventory mocks show sold) and a completed purchase (the estate sovereigns in the drawer), and
// a cancelled sale. Lines are priced with the shared pricing function from the Retail counter
// template at the mock spot, so totals are what the API would compute. Live quotes are stamped
// relative to the real clock, so the standalone app shows one still running.
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_CUSTOMER_IDS, mockCustomerRecords } from '../customers/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { MOCK_DISPOSITION_ID, MOCK_ITEM_IDS, mockInventoryItems } from '../inventory/fixtures';
import { MOCK_NOW } from '../http';
import { MOCK_PRICE_TEMPLATE_ID, mockPriceTemplates } from '../price-templates/fixtures';
import { mockProducts } from '../products/fixtures';
import { form8300Finding, type CashReceipt, orderTotals, orderTotalsAt, priceOrderLine, type OrderLineSnapshot, orderLineInputSchema, QUOTE_TTL_MS, type Order, type OrderEvent, type OrderEventKind, type OrderLineInput, type OrderPayment, type OrderSide, type OrderStatus, type PaymentMethod } from '@bullion/contract';
import { mockLineSnapshot, mockStoredSpot } from './lines';

/** An order as the mock stores it: with its lines' snapshots (what a new quote prices from). */
export type MockOrderRecord = Order & { lineSnapshots: OrderLineSnapshot[] };

export const MOCK_ORDER_IDS = {
  draft: 'e1000000-0000-4000-8000-000000000001',
  quoted: 'e1000000-0000-4000-8000-000000000002',
  expiredQuote: 'e1000000-0000-4000-8000-000000000003',
  confirmed: 'e1000000-0000-4000-8000-000000000004',
  paidCash: 'e1000000-0000-4000-8000-000000000005',
  fulfilledCash: 'e1000000-0000-4000-8000-000000000006',
  paidCashSameDay: 'e1000000-0000-4000-8000-000000000007',
  completedSale: 'e1000000-0000-4000-8000-000000000008',
  completedPurchase: 'e1000000-0000-4000-8000-000000000009',
  cancelled: 'e1000000-0000-4000-8000-000000000010',
} as const;

export const MOCK_ORDER_ACTOR = { id: MOCK_USER_ID, name: 'Ada Lovelace' } as const;

const MINUTE = 60_000;
const at = (base: string | number, minutes = 0) => new Date(new Date(base).getTime() + minutes * MINUTE).toISOString();

interface OrderSpec {
  id: string;
  number: string;
  side: OrderSide;
  status: OrderStatus;
  customerId: string;
  createdAt: string;
  lines: OrderLineInput[];
  /** When it was quoted (prices at the mock spot then); absent for a draft. */
  quotedAt?: string;
  /** [method, amount ('rest' pays the balance), minutes after quotedAt, reference] */
  payments?: [PaymentMethod, string, number, string?][];
  /** Fulfilment of each line, in order (completed orders). */
  fulfilment?: ({ itemId: string; dispositionId: string | null } | null)[];
  notes?: string;
  cancelReason?: string;
}

/** The statuses an order passed through to reach `status`, after draft. */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  draft: [],
  quoted: ['quoted'],
  confirmed: ['quoted', 'confirmed'],
  paid: ['quoted', 'confirmed', 'paid'],
  fulfilled: ['quoted', 'confirmed', 'paid', 'fulfilled'],
  completed: ['quoted', 'confirmed', 'paid', 'fulfilled', 'completed'],
  cancelled: ['cancelled'],
  reversed: ['quoted', 'confirmed', 'paid', 'fulfilled', 'completed', 'reversed'],
};

function orderOf(spec: OrderSpec, sequence: { next: number }): MockOrderRecord {
  const sources = { products: mockProducts(), inventory: mockInventoryItems() };
  const template = mockPriceTemplates().find((candidate) => candidate.id === MOCK_PRICE_TEMPLATE_ID);
  const customer = mockCustomerRecords().find((candidate) => candidate.id === spec.customerId);
  if (!template || !customer) throw new Error(`Mock order ${spec.number}: no template or customer.`);
  const snapshots = spec.lines.map((line, index) => {
    const result = mockLineSnapshot(orderLineInputSchema.parse(line), index, sources);
    if (!('snapshot' in result)) throw new Error(`Mock order ${spec.number}: ${result.message}`);
    return result.snapshot;
  });
  const pricedAt = spec.quotedAt ?? spec.createdAt;
  const spot = mockStoredSpot(pricedAt);
  const lines = snapshots.map((snapshot, index) => ({
    ...priceOrderLine({ side: spec.side, rules: template.rules, line: snapshot, quote: spot }),
    id: `${spec.id.slice(0, 24)}${String(index + 1).padStart(12, '0')}`.replace(/^e1/, 'f1'),
    fulfilment: spec.fulfilment?.[index] ?? null,
  }));
  const events: OrderEvent[] = [];
  const event = (kind: OrderEventKind, fromStatus: OrderStatus | null, toStatus: OrderStatus, when: string, detail: Record<string, unknown> = {}) =>
    events.push({ id: `${spec.id.slice(0, 24)}${String(sequence.next++).padStart(12, '0')}`.replace(/^e1/, 'b1'), kind, fromStatus, toStatus, at: when, actor: MOCK_ORDER_ACTOR, detail });
  event('created', null, 'draft', spec.createdAt, { number: spec.number });

  const payments: OrderPayment[] = [];
  let status: OrderStatus = 'draft';
  let last = spec.createdAt;
  for (const next of PATH[spec.status]) {
    if (next === 'quoted') {
      last = spec.quotedAt ?? last;
      event('quoted', status, 'quoted', last, { expiresAt: at(last, QUOTE_TTL_MS / MINUTE) });
    } else if (next === 'confirmed') {
      last = at(last, 3);
      event('confirmed', status, 'confirmed', last);
    } else if (next === 'paid') {
      // Payments are added while confirmed; the last one that pays in full makes the order paid.
    } else if (next === 'cancelled') {
      last = at(last, 30);
      event('cancelled', status, 'cancelled', last, spec.cancelReason ? { reason: spec.cancelReason } : {});
    } else {
      last = at(last, 20);
      event(next as OrderEventKind, status, next, last);
    }
    if (next === 'confirmed') {
      for (const [method, amount, minutes, reference] of spec.payments ?? []) {
        const paid = orderTotals(lines, payments);
        const value = amount === 'rest' ? paid.balanceDue : amount;
        const when = at(spec.quotedAt ?? spec.createdAt, minutes);
        const payment: OrderPayment = {
          id: `${spec.id.slice(0, 24)}${String(payments.length + 1).padStart(12, '0')}`.replace(/^e1/, 'a2'),
          kind: 'payment',
          method,
          amount: value,
          receivedAt: when,
          reference: reference ?? null,
          createdAt: when,
          actor: MOCK_ORDER_ACTOR,
          voided: null,
        };
        payments.push(payment);
        const after = orderTotals(lines, payments);
        const fully = after.balanceDue === '0.00';
        event('payment_added', 'confirmed', 'confirmed', when, { paymentId: payment.id, method, amount: value });
        if (fully && PATH[spec.status].includes('paid')) event('paid', 'confirmed', 'paid', when);
        last = when;
      }
    }
    status = next;
  }
  const quote = spec.quotedAt ? { quotedAt: spec.quotedAt, expiresAt: at(spec.quotedAt, QUOTE_TTL_MS / MINUTE), spot } : null;
  return {
    id: spec.id,
    groupId: MOCK_GROUP_ID,
    number: spec.number,
    side: spec.side,
    status: spec.status,
    customer: { id: customer.id, name: customer.name },
    priceTemplateId: template.id,
    priceTemplateName: template.name,
    notes: spec.notes ?? null,
    totals: orderTotalsAt(spec.status, lines, payments),
    form8300: { review: false, reason: null, flaggedAt: null, cashTotal: null, relatedOrderIds: [], filedOn: null },
    version: events.length,
    createdAt: spec.createdAt,
    updatedAt: last,
    lines,
    quote: spec.status === 'draft' ? null : quote,
    payments,
    events,
    createdBy: MOCK_ORDER_ACTOR,
    updatedBy: MOCK_ORDER_ACTOR,
    lineSnapshots: snapshots,
  };
}

/**
 * Flags every order the Form 8300 rule finds, as the API does after each cash payment: at `flaggedAt`,
 * or (fixtures) at the last cash receipt of the orders found.
 */
export function flagForm8300(orders: MockOrderRecord[], flaggedAt?: string): void {
  const receipts: (CashReceipt & { customerId: string })[] = orders
    .filter((order) => order.side === 'sell')
    .flatMap((order) =>
      order.payments
        .filter((payment) => payment.method === 'cash')
        .map((payment) => ({ orderId: order.id, orderNumber: order.number, amount: payment.amount, receivedAt: payment.receivedAt, customerId: order.customer.id })),
    );
  for (const order of orders) {
    if (!receipts.some((receipt) => receipt.orderId === order.id)) continue;
    const finding = form8300Finding(order.id, receipts.filter((receipt) => receipt.customerId === order.customer.id));
    if (!finding) continue;
    for (const id of finding.orderIds) {
      const flagged = orders.find((candidate) => candidate.id === id);
      if (!flagged || flagged.form8300.review) continue;
      const when = flaggedAt ?? latestReceipt(receipts.filter((receipt) => finding.orderIds.includes(receipt.orderId)));
      flagged.form8300 = { review: true, reason: finding.reason, flaggedAt: when, cashTotal: finding.cashTotal, relatedOrderIds: finding.orderIds, filedOn: null };
      flagged.events.push({ id: `${flagged.id.slice(0, 24)}${'9'.repeat(12)}`.replace(/^e1/, 'b1'), kind: 'form8300_flagged', fromStatus: flagged.status, toStatus: flagged.status, at: when, actor: MOCK_ORDER_ACTOR, detail: { reason: finding.reason, cashTotal: finding.cashTotal } });
    }
  }
}

const latestReceipt = (receipts: readonly CashReceipt[]) =>
  receipts.reduce((latest, receipt) => (receipt.receivedAt > latest ? receipt.receivedAt : latest), receipts[0]?.receivedAt ?? MOCK_NOW);

/** The fixtures; `now` stamps the live and the expired quote (default: the real clock). */
export function mockOrders(now: number = Date.now()): MockOrderRecord[] {
  const sequence = { next: 1 };
  const day = (date: string, hour: string) => `${date}T${hour}:00.000Z`;
  const specs: OrderSpec[] = [
    {
      id: MOCK_ORDER_IDS.completedSale,
      number: 'SO-000118',
      side: 'sell',
      status: 'completed',
      customerId: MOCK_CUSTOMER_IDS.marcoRossi,
      createdAt: day('2026-09-18', '14:40'),
      quotedAt: day('2026-09-18', '14:45'),
      lines: [{ inventoryItemId: MOCK_ITEM_IDS.britannias, quantity: 2, unitPrice: '2695.00', overrideReason: 'Collector premium agreed for the 2024 Britannias.' }],
      payments: [['wire', 'rest', 20, 'Wire ref. 0918-ROSSI']],
      fulfilment: [{ itemId: MOCK_ITEM_IDS.soldBritannias, dispositionId: MOCK_DISPOSITION_ID }],
    },
    {
      id: MOCK_ORDER_IDS.completedPurchase,
      number: 'BO-000045',
      side: 'buy',
      status: 'completed',
      customerId: MOCK_CUSTOMER_IDS.hartleyEstate,
      createdAt: day('2026-10-28', '09:30'),
      quotedAt: day('2026-10-28', '09:40'),
      lines: [{ productId: '00000000-0000-4000-8000-000000000003', quantity: 3, unitPrice: '575.00', overrideReason: 'Estate lot: worn coins, priced after inspection.' }],
      payments: [['check', 'rest', 10, 'Check #1042']],
      fulfilment: [{ itemId: MOCK_ITEM_IDS.sovereigns, dispositionId: null }],
      notes: 'First visit of the Hartley estate.',
    },
    {
      id: MOCK_ORDER_IDS.cancelled,
      number: 'SO-000117',
      side: 'sell',
      status: 'cancelled',
      customerId: MOCK_CUSTOMER_IDS.janeDoe,
      createdAt: day('2026-10-20', '15:00'),
      quotedAt: day('2026-10-20', '15:05'),
      lines: [{ productId: 'public-american-silver-eagle-1-oz', quantity: 50 }],
      cancelReason: 'Customer changed her mind.',
    },
    {
      id: MOCK_ORDER_IDS.fulfilledCash,
      number: 'SO-000119',
      side: 'sell',
      status: 'fulfilled',
      customerId: MOCK_CUSTOMER_IDS.coinShop,
      createdAt: day('2026-10-30', '10:00'),
      quotedAt: day('2026-10-30', '10:05'),
      lines: [{ productId: 'public-american-gold-eagle-1-oz', quantity: 2 }],
      payments: [['cash', 'rest', 10]],
    },
    {
      id: MOCK_ORDER_IDS.paidCashSameDay,
      number: 'SO-000120',
      side: 'sell',
      status: 'paid',
      customerId: MOCK_CUSTOMER_IDS.coinShop,
      createdAt: day('2026-10-30', '16:00'),
      quotedAt: day('2026-10-30', '16:05'),
      lines: [{ productId: 'public-canadian-gold-maple-leaf-1-oz', quantity: 2 }],
      payments: [['cash', 'rest', 10]],
      notes: 'Second cash purchase of the day.',
    },
    {
      id: MOCK_ORDER_IDS.paidCash,
      number: 'SO-000121',
      side: 'sell',
      status: 'paid',
      customerId: MOCK_CUSTOMER_IDS.janeDoe,
      createdAt: day('2026-11-01', '11:00'),
      quotedAt: day('2026-11-01', '11:04'),
      lines: [{ productId: 'public-pamp-suisse-fortuna-gold-bar-1-oz', quantity: 4 }],
      payments: [['cash', 'rest', 12]],
    },
    {
      id: MOCK_ORDER_IDS.confirmed,
      number: 'SO-000122',
      side: 'sell',
      status: 'confirmed',
      customerId: MOCK_CUSTOMER_IDS.marcoRossi,
      createdAt: day('2026-11-02', '08:00'),
      quotedAt: day('2026-11-02', '08:10'),
      lines: [{ inventoryItemId: MOCK_ITEM_IDS.philharmonics, quantity: 5 }, { productId: 'public-austrian-gold-philharmonic-1-oz', quantity: 1 }],
      payments: [['wire', '2000.00', 30, 'Deposit, wire ref. 1102-ROSSI']],
    },
    {
      id: MOCK_ORDER_IDS.expiredQuote,
      number: 'BO-000046',
      side: 'buy',
      status: 'quoted',
      customerId: MOCK_CUSTOMER_IDS.coinShop,
      createdAt: at(now, -150),
      quotedAt: at(now, -120),
      lines: [{ productId: 'public-american-silver-eagle-1-oz', quantity: 100 }, { title: 'Sterling flatware, assorted', metal: 'silver', form: 'other', weight: '1250', weightUnit: 'g', purity: '0.925', quantity: 1 }],
    },
    {
      id: MOCK_ORDER_IDS.quoted,
      number: 'SO-000123',
      side: 'sell',
      status: 'quoted',
      customerId: MOCK_CUSTOMER_IDS.priyaShah,
      createdAt: at(now, -8),
      quotedAt: at(now, -5),
      lines: [{ productId: 'public-canadian-gold-maple-leaf-1-oz', quantity: 1 }, { productId: 'public-silver-buffalo-round-1-oz', quantity: 10 }],
    },
    {
      id: MOCK_ORDER_IDS.draft,
      number: 'SO-000124',
      side: 'sell',
      status: 'draft',
      customerId: MOCK_CUSTOMER_IDS.janeDoe,
      createdAt: at(Math.min(now, Date.parse(MOCK_NOW) + 60 * MINUTE), -30),
      lines: [{ productId: 'public-american-gold-eagle-1-oz', quantity: 2 }, { inventoryItemId: MOCK_ITEM_IDS.silverMaples, quantity: 20 }],
      notes: 'Customer will come back on Friday.',
    },
  ];
  const orders = specs.map((spec) => orderOf(spec, sequence));
  flagForm8300(orders);
  return orders;
}
