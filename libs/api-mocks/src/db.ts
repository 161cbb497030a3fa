// The mock API's in-memory state: writes (new products, edits, members, invites, inventory, spaces,
// price templates, customers, orders, collections, billing) show on the next read, as they would against the real API. resetMockDb()
// puts the fixtures back (tests call it).
import type { AccountSession, Profile, Group, InventoryItem, LedgerEntry, Invite, GroupMember, PriceTemplate, Product } from '@bullion/contract';
import { mockBillingState, type MockBillingState } from './billing/fixtures';
import { mockDomainsState, type MockDomainsState } from './domains/fixtures';
import { mockCustomerRecords, type MockCustomerRecord } from './customers/fixtures';
import { mockCollectionRecords, type MockCollectionRecord } from './collections/fixtures';
import { mockAccount, mockAccountSessions } from './account/fixtures';
import { mockAuthState, type MockAuthState } from './auth/fixtures';
import { mockGroups } from './groups/fixtures';
import { mockInventoryItems, mockInventoryLedger } from './inventory/fixtures';
import { mockInvites } from './invites/fixtures';
import { mockMembers } from './members/fixtures';
import { mockOrders, type MockOrderRecord } from './orders/fixtures';
import { mockPriceTemplates } from './price-templates/fixtures';
import { mockProducts } from './products/fixtures';
import { mockReleasesState, type MockReleasesState } from './releases/fixtures';
import { mockSpaceRecords, type MockSpaceRecord } from './spaces/fixtures';

export interface MockDb {
  account: Profile;
  /** The mock user's open sessions (login & security). */
  accountSessions: AccountSession[];
  /** The mock auth server's user (supabase-js calls: password, factors, identities, e-mail change). */
  auth: MockAuthState;
  /** The group's subscription, unassigned subscriptions, invoices and payments. */
  billing: MockBillingState;
  /** The group's subdomain and custom domain (the plan comes from billing). */
  domains: MockDomainsState;
  groups: Group[];
  members: GroupMember[];
  invites: Invite[];
  products: Product[];
  /** Storage spaces as stored; counts, holdings and paths are derived on read. */
  spaces: MockSpaceRecord[];
  inventory: InventoryItem[];
  /** Every item's ledger, oldest first. */
  inventoryLedger: LedgerEntry[];
  priceTemplates: PriceTemplate[];
  /** Customers as stored; order counts are derived on read. */
  customers: MockCustomerRecord[];
  /** Orders with their lines' pricing snapshots. */
  orders: MockOrderRecord[];
  /** Collections as stored; owned counts, totals and covers are derived on read. */
  collections: MockCollectionRecord[];
  /** The release registry: targets per environment, telemetry counts, audit log, deploy keys, and whether the user is a platform admin. */
  releases: MockReleasesState;
  nextId: number;
}

function freshDb(): MockDb {
  return {
    account: mockAccount(),
    accountSessions: mockAccountSessions(),
    auth: mockAuthState(),
    billing: mockBillingState(),
    domains: mockDomainsState(),
    groups: mockGroups(),
    members: mockMembers(),
    invites: mockInvites(),
    products: mockProducts(),
    spaces: mockSpaceRecords(),
    inventory: mockInventoryItems(),
    inventoryLedger: mockInventoryLedger(),
    priceTemplates: mockPriceTemplates(),
    customers: mockCustomerRecords(),
    orders: mockOrders(),
    collections: mockCollectionRecords(),
    releases: mockReleasesState(),
    nextId: 1,
  };
}

export const mockDb: MockDb = freshDb();

export function resetMockDb(): void {
  Object.assign(mockDb, freshDb());
}

/** A new id in the UUID shape the API uses, unique within this page's mock state. */
export function nextMockUuid(): string {
  const id = mockDb.nextId++;
  return `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
}
