// Shared set-up for the inventory and storage space tests: calls as a team's roles, item and space
// helpers, the ledger of an item, and stored spot quotes at chosen times.
import type { InventoryItem, LedgerEntry, StorageSpace } from '@bullion/contract';
import { call, type CallResult } from './api-fixtures';
import type { TestApi } from './harness';
import type { ProductTeam } from './products-fixtures';

export type Role = 'admin' | 'member' | 'viewer';

/** Calls the API as one role of a team (session and the team's app token). */
export function caller(api: TestApi, team: ProductTeam) {
  return (method: string, path: string, body?: unknown, role: Role = 'member'): Promise<CallResult> =>
    call(api, method, path, { as: team[role], token: team.tokens[role], body });
}

export type Caller = ReturnType<typeof caller>;

function expectStatus(result: CallResult, status: number, what: string) {
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${result.text}`);
}

export async function addItem(as: Caller, body: Record<string, unknown>): Promise<InventoryItem> {
  const result = await as('POST', '/api/inventory', body);
  expectStatus(result, 201, 'add item');
  return (result.body as { item: InventoryItem }).item;
}

export async function getItem(as: Caller, id: string): Promise<InventoryItem> {
  const result = await as('GET', `/api/inventory/${id}`);
  expectStatus(result, 200, 'get item');
  return result.body as InventoryItem;
}

export async function ledgerOf(as: Caller, id: string): Promise<LedgerEntry[]> {
  const result = await as('GET', `/api/inventory/${id}/history`);
  expectStatus(result, 200, 'item history');
  return (result.body as { entries: LedgerEntry[] }).entries;
}

export async function addSpace(as: Caller, body: Record<string, unknown>): Promise<StorageSpace> {
  const result = await as('POST', '/api/spaces', body);
  expectStatus(result, 201, 'add space');
  return result.body as StorageSpace;
}

export async function spaces(as: Caller): Promise<StorageSpace[]> {
  const result = await as('GET', '/api/spaces');
  expectStatus(result, 200, 'list spaces');
  return (result.body as { spaces: StorageSpace[] }).spaces;
}

/** Stores a spot quote as the feed would, at a chosen time. */
export async function storeSpot(api: TestApi, at: string, prices: Partial<Record<'gold' | 'silver' | 'platinum' | 'palladium' | 'rhodium', string>>) {
  await api.database.db
    .insertInto('spot_prices')
    .values({ gold: '1', silver: '1', platinum: '1', palladium: '1', rhodium: '1', ...prices, source: 'test', simulated: true, fetched_at: new Date(at) })
    .execute();
}

/** The calendar day `days` before today (UTC), as YYYY-MM-DD. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
