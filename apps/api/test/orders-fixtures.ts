// Shared set-up for the customers and orders tests: a team with a price template, a spot quote that
// stays the latest, products, inventory items, customers, and an order taken through its actions.
import type { Customer, InventoryItem, Order } from '@bullion/contract';
import { call, type CallResult } from './api-fixtures';
import type { TestApi } from './harness';
import { addItem, caller, storeSpot, type Caller, type Role } from './inventory-fixtures';
import { createProduct, setUpProductTeam, validProduct, type ProductTeam } from './products-fixtures';

/** Silver 25.00, gold 2000.00; stored a day ahead so the simulated feed never replaces it during a test. */
export const SPOT = { gold: '2000', silver: '25', platinum: '900', palladium: '1000', rhodium: '4500' };

const side = (premiumKind: string, premium: string) => ({
  premiumKind,
  tiers: [{ minQuantity: 1, premium }],
  tierMode: 'volume',
  rounding: { increment: '0.01', mode: 'nearest' },
  minimumUnitPrice: null,
});

/** Silver: ask +2.00/ozt, bid −1.00/ozt. Gold: ask +3 %, bid −2 %. */
export const RULES = [
  { id: 'silver', match: { metal: 'silver' }, ask: side('per_ozt', '2'), bid: side('per_ozt', '-1') },
  { id: 'gold', match: { metal: 'gold' }, ask: side('percent', '3'), bid: side('percent', '-2') },
];

export interface OrderDesk {
  team: ProductTeam;
  as: Caller;
  templateId: string;
  /** A group product: Test Silver Round 1 oz, 0.999 fine. */
  silverRoundId: string;
  goldCoinId: string;
}

export async function setUpOrderDesk(api: TestApi, name: string): Promise<OrderDesk> {
  const team = await setUpProductTeam(api, name);
  const as = caller(api, team);
  const template = await as('POST', '/api/price-templates', { name: 'Counter', rules: RULES });
  if (template.status !== 201) throw new Error(`template: ${template.status} ${template.text}`);
  const silverRoundId = await createProduct(api, team.admin, team.tokens.admin, validProduct());
  const goldCoinId = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Test Gold Coin 1 oz', metal: 'gold', type: 'coin', purity: 0.9999, metalContent: 1 }));
  return { team, as, templateId: (template.body as { id: string }).id, silverRoundId, goldCoinId };
}

export async function storeTestSpot(api: TestApi) {
  await storeSpot(api, new Date(Date.now() + 86_400_000).toISOString(), SPOT);
}

export function expectStatus(result: CallResult, status: number, what: string) {
  if (result.status !== status) throw new Error(`${what}: expected ${status}, got ${result.status} ${result.text}`);
}

export async function addCustomer(as: Caller, name: string): Promise<Customer> {
  const result = await as('POST', '/api/customers', { name });
  expectStatus(result, 201, 'add customer');
  return result.body as Customer;
}

export async function silverLot(as: Caller, quantity = 10, cost = '250.00'): Promise<InventoryItem> {
  return addItem(as, { title: 'Silver round lot', metal: 'silver', form: 'round', weight: '1', weightUnit: 'ozt', purity: '0.999', quantity, cost, acquiredOn: '2026-01-15' });
}

export async function newOrder(as: Caller, body: Record<string, unknown>, role: Role = 'member'): Promise<Order> {
  const result = await as('POST', '/api/orders', body, role);
  expectStatus(result, 201, 'create order');
  return result.body as Order;
}

export async function act(as: Caller, order: { id: string }, action: string, body: Record<string, unknown> = {}, role: Role = 'member'): Promise<Order> {
  const result = await as('POST', `/api/orders/${order.id}/${action}`, body, role);
  expectStatus(result, action === 'payments' ? 201 : 200, action);
  return result.body as Order;
}

export async function getOrder(as: Caller, id: string): Promise<Order> {
  const result = await as('GET', `/api/orders/${id}`, undefined, 'viewer');
  expectStatus(result, 200, 'get order');
  return result.body as Order;
}

/** Quote, confirm, pay the balance (by `method`), fulfil: the order is ready to complete. */
export async function toFulfilled(as: Caller, order: Order, method = 'wire'): Promise<Order> {
  await act(as, order, 'quote');
  const confirmed = await act(as, order, 'confirm');
  await act(as, order, 'payments', { method, amount: confirmed.totals.balanceDue });
  return act(as, order, 'fulfil');
}

export { call };
