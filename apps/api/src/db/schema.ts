// Row types of the tables in migrations/*.sql, for Kysely.
import type { GroupPermission } from '@bullion/contract';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = Record<string, unknown>> = ColumnType<T, T | string | undefined, T | string>;

export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  raw_user_meta_data: Json;
  raw_app_meta_data: Json;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  email_change: string | null;
  banned_until: Timestamp | null;
  invited_at: Timestamp | null;
}

export type AuthIdentityProvider = 'email' | 'google';

export interface AuthIdentitiesTable {
  id: Generated<string>;
  user_id: string;
  provider: AuthIdentityProvider;
  provider_id: string;
  identity_data: Json;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthMfaFactorsTable {
  id: Generated<string>;
  user_id: string;
  friendly_name: string | null;
  factor_type: Generated<'totp'>;
  status: Generated<'unverified' | 'verified'>;
  /** Encrypted TOTP secret. */
  secret: string;
  last_used_step: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_challenged_at: Timestamp | null;
}

export interface AuthMfaChallengesTable {
  id: Generated<string>;
  factor_id: string;
  created_at: Timestamp;
  verified_at: Timestamp | null;
  ip_address: string | null;
}

export type AuthAssuranceLevel = 'aal1' | 'aal2';

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  aal: Generated<AuthAssuranceLevel>;
  /** How the session was first signed in (password, oauth, otp, recovery). */
  amr: Generated<string>;
  created_at: Timestamp;
  refreshed_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** The factor that raised the session to aal2 (null again once that factor is deleted). */
  mfa_factor_id: string | null;
  mfa_verified_at: Timestamp | null;
  /** The User-Agent of the sign-in or the latest refresh (migration 0020). */
  user_agent: string | null;
  /** The peer address of the sign-in or the latest refresh. */
  ip: string | null;
}

export interface AuthRefreshTokensTable {
  token_hash: string;
  session_id: string;
  user_id: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuthOneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  kind: 'signup' | 'recovery' | 'oauth' | 'magiclink' | 'invite' | 'email_change_new' | 'email_change_current' | 'reauthentication';
  token_hash: string;
  redirect_to: string | null;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  code: string | null;
  link: string | null;
  /** Extra headers (migration 0020), e.g. List-Unsubscribe. */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  /** What the mail carried (0027): [{ filename, contentType, size, content (base64) }]. */
  attachments: ColumnType<MailAttachmentRow[], string | undefined, string>;
  created_at: Timestamp;
}

export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  size: number;
  content: string;
}

export interface PlanPermissions {
  enableDomain?: boolean;
  enableSubdomain?: boolean;
  enableBranding?: boolean;
}

export interface PlansTable {
  id: string;
  name: string;
  alias: string;
  stripe_product_id: string | null;
  permissions: Json<PlanPermissions>;
}

/** What a role grants, as stored in group_member_roles.permissions (a permission left out is not granted). */
export type RolePermissions = Partial<Record<GroupPermission, boolean>>;

export interface GroupMemberRolesTable {
  id: Generated<number>;
  name: string;
  value: string;
  permissions: Json<RolePermissions>;
  settings: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  id: string;
  name: Generated<string>;
  display_name: Generated<string>;
  email: string;
  avatar_url: string | null;
  metadata: Json;
  settings: Json;
  /** When the user's weekly portfolio summary was last handled (migration 0021). */
  weekly_summary_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type GroupType = 'personal' | 'team' | 'space';

export interface GroupsTable {
  id: Generated<string>;
  type: ColumnType<GroupType, GroupType | undefined, GroupType>;
  private: boolean | null;
  name: string;
  subdomain: string | null;
  avatar_url: string | null;
  settings: Json<{ productTitleFormat?: string; accentColor?: string; logoUrl?: string } & Record<string, unknown>>;
  require_mfa: Generated<boolean>;
  /** The business identity its documents carry (0027); the logo is an object of the `groups` bucket. */
  business_legal_name: string | null;
  business_address: string | null;
  business_phone: string | null;
  business_email: string | null;
  business_tax_id: string | null;
  business_logo_path: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type GroupDomainStatus = 'pending' | 'verified' | 'failed';

/** A group's custom domain (migration 0019). */
export interface GroupDomainsTable {
  id: Generated<string>;
  group_id: string;
  domain: string;
  verification_token: string;
  status: ColumnType<GroupDomainStatus, GroupDomainStatus | undefined, GroupDomainStatus>;
  failure_reason: string | null;
  last_checked_at: Timestamp | null;
  verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupMembersTable {
  id: Generated<number>;
  group_id: string;
  user_id: string;
  role_id: number;
  settings: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  group_id: string | null;
  user_id: string;
  subscription_plan_id: string;
  /** The provider's subscription id (Stripe's, or the local provider's `sub_local_…`). */
  stripe_subscription_id: string | null;
  status: Generated<string>;
  trial_ends_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  provider: BillingProviderName | null;
  billing_customer_id: string | null;
  /** The plan the provider subscription is for, whatever its status (subscription_plan_id is the plan the group has now). */
  paid_plan_id: string | null;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: Timestamp | null;
}

export type BillingProviderName = 'local' | 'stripe';

export interface BillingCustomersTable {
  id: Generated<string>;
  user_id: string;
  provider: BillingProviderName;
  provider_customer_id: string;
  email: string;
  name: Generated<string>;
  created_at: Generated<Date>;
}

export interface BillingInvoicesTable {
  id: Generated<string>;
  provider: BillingProviderName;
  provider_invoice_id: string;
  group_id: string | null;
  user_id: string;
  subscription_id: string | null;
  number: string | null;
  status: string;
  currency: string;
  amount_due: Decimal;
  amount_paid: Decimal;
  description: Generated<string>;
  plan_id: string | null;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Generated<Date>;
}

export interface BillingPaymentsTable {
  id: Generated<string>;
  provider: BillingProviderName;
  provider_payment_id: string;
  group_id: string | null;
  user_id: string;
  invoice_id: string | null;
  status: string;
  currency: string;
  amount: Decimal;
  description: Generated<string>;
  method: string | null;
  failure_message: string | null;
  created_at: Timestamp;
  updated_at: Generated<Date>;
}

export interface BillingEventsTable {
  provider: BillingProviderName;
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

export type BillingLocalObjectKind = 'customer' | 'checkout_session' | 'portal_session' | 'subscription' | 'invoice' | 'payment_intent';

export interface BillingLocalObjectsTable {
  id: string;
  kind: BillingLocalObjectKind;
  customer_id: string | null;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupInvitesTable {
  id: Generated<string>;
  group_id: string;
  code: string;
  role_id: number;
  email: string | null;
  created_by: string | null;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SpotPricesTable {
  id: Generated<string>;
  gold: ColumnType<string, string | number, string | number>;
  silver: ColumnType<string, string | number, string | number>;
  platinum: ColumnType<string, string | number, string | number>;
  palladium: ColumnType<string, string | number, string | number>;
  rhodium: ColumnType<string, string | number, string | number>;
  source: string;
  simulated: boolean;
  fetched_at: Timestamp;
}

export interface StorageObjectsTable {
  id: Generated<string>;
  bucket: string;
  name: string;
  owner: string | null;
  group_id: string | null;
  content_type: string;
  size: number;
  etag: string;
  cache_control: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** numeric: read back as a string (exact), written as a number or string. */
type Decimal = ColumnType<string, string | number, string | number>;
type DecimalWithDefault = ColumnType<string, string | number | undefined, string | number>;

export type ProductStatusValue = 'draft' | 'published' | 'archived' | 'deleted';

export interface ProductsTable {
  id: Generated<string>;
  group_id: string | null;
  public: GeneratedAlways<boolean>;
  status: ColumnType<ProductStatusValue, ProductStatusValue | undefined, ProductStatusValue>;
  version: Generated<number>;
  slug: string;
  title: string;
  name: string | null;
  description: string | null;
  year: number | null;
  metal: string | null;
  country: string | null;
  strike: string | null;
  type: string | null;
  category_id: number | null;
  packaging_id: number | null;
  theme_id: number | null;
  series_id: number | null;
  face_value: string | null;
  obverse_image: string | null;
  reverse_image: string | null;
  extra_images: Json<string[]>;
  videos: Json<string[]>;
  weight: Decimal | null;
  weight_unit: string | null;
  purity: Decimal | null;
  diameter: Decimal | null;
  thickness: Decimal | null;
  edge_design: string | null;
  inner_pack: number | null;
  outer_pack: number | null;
  metal_content: Decimal | null;
  metadata: Json<Record<string, string>>;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_text: GeneratedAlways<string>;
}

/** Rules are validated with priceRulesSchema on every write (migration 0009 explains the jsonb). */
export interface PriceTemplatesTable {
  id: Generated<string>;
  group_id: string;
  name: string;
  is_default: Generated<boolean>;
  version: Generated<number>;
  rules: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  state: 'started' | 'applied' | 'completed';
  locked_until: Timestamp;
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  created_at: Timestamp;
}

export type SpaceKindValue = 'home' | 'safe' | 'bank_box' | 'vault' | 'dealer' | 'other';

export interface StorageSpacesTable {
  id: Generated<string>;
  group_id: string;
  parent_id: string | null;
  name: string;
  kind: SpaceKindValue | null;
  notes: string | null;
  depth: number;
  version: Generated<number>;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type InventoryStatusValue = 'drawer' | 'stock' | 'disposed';
/** A date column: a calendar day as YYYY-MM-DD text (database.ts keeps pg from making it a Date). */
type DateColumn = string;

export interface InventoryItemsTable {
  id: Generated<string>;
  group_id: string;
  status: ColumnType<InventoryStatusValue, InventoryStatusValue | undefined, InventoryStatusValue>;
  version: Generated<number>;
  product_id: string | null;
  title: string;
  metal: string | null;
  form: Generated<string>;
  weight: Decimal | null;
  weight_unit: Generated<string>;
  purity: Decimal | null;
  /** The fine ozt of one piece its product declares (migration 0023); fine_weight_ozt prefers it to weight × purity. */
  declared_fine_ozt: Decimal | null;
  fine_weight_ozt: GeneratedAlways<string | null>;
  quantity: Generated<number>;
  year: number | null;
  grade: string | null;
  grading_service: string | null;
  certificate_number: string | null;
  serial_numbers: ColumnType<string[], string[] | undefined, string[]>;
  space_id: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  notes: string | null;
  obverse_image: string | null;
  reverse_image: string | null;
  acquired_on: DateColumn | null;
  source: string | null;
  cost: Decimal | null;
  shipping: Decimal | null;
  fees: Decimal | null;
  tax: Decimal | null;
  cost_basis: GeneratedAlways<string | null>;
  spot_at_acquisition: Decimal | null;
  split_from_item_id: string | null;
  merged_into_item_id: string | null;
  search_text: GeneratedAlways<string>;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InventoryDispositionsTable {
  id: Generated<string>;
  group_id: string;
  item_id: string;
  kind: string;
  disposed_on: DateColumn;
  quantity: number;
  amount: Decimal | null;
  counterparty: string | null;
  notes: string | null;
  realised_gain: Decimal | null;
  split_from_item_id: string | null;
  created_by_user_id: string | null;
  created_at: Timestamp;
  undone_at: Timestamp | null;
  undone_by_user_id: string | null;
}

/** Kept by triggers (migration 0034); bullion_app may only read it. */
export interface InventoryTotalsTable {
  group_id: string;
  status: InventoryStatusValue;
  metal: string | null;
  form: string;
  space_id: string | null;
  items: string;
  pieces: string;
  fine_ozt: Decimal;
  cost_basis: Decimal;
  costed_fine_ozt: Decimal;
  unvalued: string;
}

/** Kept by triggers (migration 0034): the net change of held fine ozt and cost basis per day and metal ('' for none). */
export interface InventoryHoldingDaysTable {
  group_id: string;
  day: DateColumn;
  metal: string;
  fine_ozt: Decimal;
  cost_basis: Decimal;
}

/** Append-only (bullion_app may select and insert only). */
export interface InventoryLedgerTable {
  id: GeneratedAlways<string>;
  group_id: string;
  item_id: string;
  kind: string;
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
  detail: Json;
  actor_user_id: string | null;
  at: Timestamp;
}

export interface CustomersTable {
  id: Generated<string>;
  group_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  shipping_address: string | null;
  notes: string | null;
  /** Form 8300 identification (0026): answered to the group's admins only. */
  date_of_birth: DateColumn | null;
  occupation: string | null;
  id_type: string | null;
  id_number: string | null;
  id_issuer: string | null;
  /** SSN, ITIN or EIN: nine digits. */
  tin: string | null;
  search_text: GeneratedAlways<string>;
  version: Generated<number>;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderCountersTable {
  group_id: string;
  side: string;
  last_number: number;
}

export interface OrdersTable {
  id: Generated<string>;
  group_id: string;
  number: string;
  side: string;
  status: Generated<string>;
  customer_id: string;
  customer_name: string;
  price_template_id: string | null;
  price_template_name: string | null;
  notes: string | null;
  subtotal: DecimalWithDefault;
  total: DecimalWithDefault;
  paid: DecimalWithDefault;
  /** Σ refunds not voided (0025); never above paid. */
  refunded: DecimalWithDefault;
  quoted_at: Timestamp | null;
  quote_expires_at: Timestamp | null;
  quote_spot: Json | null;
  form8300_review: Generated<boolean>;
  form8300_reason: string | null;
  form8300_flagged_at: Timestamp | null;
  form8300_cash_total: Decimal | null;
  form8300_related_order_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** The day the group filed the flagged order's Form 8300 (0026), and who recorded it. */
  form8300_filed_on: DateColumn | null;
  form8300_filed_by_user_id: string | null;
  version: Generated<number>;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<string>;
  group_id: string;
  order_id: string;
  position: number;
  kind: string;
  product_id: string | null;
  inventory_item_id: string | null;
  title: string;
  metal: string | null;
  form: string | null;
  weight: Decimal | null;
  weight_unit: string;
  purity: Decimal | null;
  fine_ozt_per_unit: Decimal | null;
  category_path: ColumnType<number[], number[] | undefined, number[]>;
  quantity: number;
  manual_unit_price: Decimal | null;
  override_reason: string | null;
  melt_reason: string | null;
  unit_price: Decimal | null;
  line_total: Decimal | null;
  price_source: string;
  price_status: string;
  template_unit_price: Decimal | null;
  template_line_total: Decimal | null;
  rule_id: string | null;
  averaged: boolean;
  /** The template price's tier breakdown (PriceSlice[]); null for a manual price or none (0025). */
  price_slices: Json | null;
  spot: Decimal | null;
  fulfilment_item_id: string | null;
  fulfilment_disposition_id: string | null;
}

/** Append-only (bullion_app may select and insert only). */
export interface OrderPaymentsTable {
  id: Generated<string>;
  group_id: string;
  order_id: string;
  method: string;
  amount: Decimal;
  received_at: Timestamp;
  reference: string | null;
  created_by_user_id: string | null;
  created_at: Timestamp;
  /** payment: money for the order; refund: money going back (0025). */
  kind: Generated<string>;
  /** Set once when the payment is voided (recorded in error); it then counts for nothing. */
  voided_at: Timestamp | null;
  voided_by_user_id: string | null;
  void_reason: string | null;
}

/** Append-only (bullion_app may select and insert only). */
export interface OrderEventsTable {
  id: GeneratedAlways<string>;
  group_id: string;
  order_id: string;
  kind: string;
  from_status: string | null;
  to_status: string;
  detail: Json;
  actor_user_id: string | null;
  at: Timestamp;
}

export type CollectionSortOrderValue = 'position' | 'title' | 'year' | 'owned';

export interface CollectionsTable {
  id: Generated<string>;
  group_id: string;
  title: string;
  description: string | null;
  cover_image: string | null;
  sort_order: ColumnType<CollectionSortOrderValue, CollectionSortOrderValue | undefined, CollectionSortOrderValue>;
  share_token: string | null;
  version: Generated<number>;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Owned counts are not columns: collection_holdings() derives them (migration 0011). */
export interface CollectionEntriesTable {
  id: Generated<string>;
  group_id: string;
  collection_id: string;
  product_id: string;
  position: number;
  wanted_quantity: Generated<number>;
  target_grade: string | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Release registry (migration 0032): no group owns these; never granted to bullion_app. */
export interface PlatformAdminsTable {
  user_id: string;
  granted_at: Timestamp;
  granted_by: string;
}

export interface ReleaseFileRow {
  path: string;
  size: number;
  integrity: string;
}

/** Immutable: a trigger refuses every UPDATE. */
export interface ReleasesTable {
  remote: string;
  id: string;
  version: string;
  contract_range: string;
  files: Json<ReleaseFileRow[]>;
  total_bytes: ColumnType<string, number | string, never>;
  manifest_integrity: string;
  entry_integrity: string;
  entry_path: string;
  published_at: Timestamp;
  published_by_kind: 'user' | 'key' | 'system';
  published_by_id: string | null;
  published_by_label: string;
}

export interface ReleaseTargetsTable {
  environment: string;
  remote: string;
  release_id: string;
  canary_release_id: string | null;
  canary_percent: number | null;
  canary_started_at: Timestamp | null;
  revision: Generated<number>;
  updated_at: Timestamp;
}

export interface ReleaseDeploymentsTable {
  id: GeneratedAlways<string>;
  environment: string;
  remote: string;
  release_id: string;
  at: Timestamp;
  actor_label: string;
  rolled_back_at: Timestamp | null;
}

export interface DeployKeysTable {
  id: Generated<string>;
  name: string;
  remote: string;
  environments: string[];
  key_hash: string;
  key_prefix: string;
  created_by: string | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
  last_used_at: Timestamp | null;
}

export interface ReleaseAuditTable {
  id: GeneratedAlways<string>;
  at: Timestamp;
  actor_kind: 'user' | 'key' | 'system';
  actor_id: string | null;
  actor_label: string;
  action: string;
  remote: string | null;
  environment: string | null;
  release_id: string | null;
  detail: Json;
}

/** Counts, never personal data (migration 0033); bigint columns arrive as strings. */
type Counter = ColumnType<string, number | string | undefined, number | string>;

/** Release telemetry (migration 0033): what browsers reported per environment, remote, release and minute. */
export interface ReleaseTelemetryTable {
  environment: string;
  remote: string;
  release_id: string;
  minute: Timestamp;
  loaded: Counter;
  failed: Counter;
  failed_unreachable: Counter;
  failed_timeout: Counter;
  failed_contract: Counter;
  failed_integrity: Counter;
  failed_invalid: Counter;
  failed_crashed: Counter;
  failed_error: Counter;
}

export interface Database {
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  auth_identities: AuthIdentitiesTable;
  auth_mfa_factors: AuthMfaFactorsTable;
  auth_mfa_challenges: AuthMfaChallengesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  plans: PlansTable;
  group_member_roles: GroupMemberRolesTable;
  profiles: ProfilesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_domains: GroupDomainsTable;
  subscriptions: SubscriptionsTable;
  group_invites: GroupInvitesTable;
  storage_objects: StorageObjectsTable;
  spot_prices: SpotPricesTable;
  products: ProductsTable;
  /** Read-only view: the products the current scope may see (migration 0006). */
  products_visible: ProductsTable;
  idempotency_keys: IdempotencyKeysTable;
  storage_spaces: StorageSpacesTable;
  inventory_items: InventoryItemsTable;
  inventory_dispositions: InventoryDispositionsTable;
  inventory_ledger: InventoryLedgerTable;
  inventory_totals: InventoryTotalsTable;
  inventory_holding_days: InventoryHoldingDaysTable;
  price_templates: PriceTemplatesTable;
  customers: CustomersTable;
  order_counters: OrderCountersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_payments: OrderPaymentsTable;
  order_events: OrderEventsTable;
  collections: CollectionsTable;
  collection_entries: CollectionEntriesTable;
  billing_customers: BillingCustomersTable;
  billing_invoices: BillingInvoicesTable;
  billing_payments: BillingPaymentsTable;
  billing_events: BillingEventsTable;
  billing_local_objects: BillingLocalObjectsTable;
  platform_admins: PlatformAdminsTable;
  releases: ReleasesTable;
  release_targets: ReleaseTargetsTable;
  release_deployments: ReleaseDeploymentsTable;
  deploy_keys: DeployKeysTable;
  release_audit: ReleaseAuditTable;
  release_telemetry: ReleaseTelemetryTable;
}

export type AuthUser = Selectable<AuthUsersTable>;
export type Group = Selectable<GroupsTable>;
export type NewGroup = Insertable<GroupsTable>;
export type GroupUpdate = Updateable<GroupsTable>;
export type Profile = Selectable<ProfilesTable>;
export type GroupMemberRole = Selectable<GroupMemberRolesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type StorageSpaceRow = Selectable<StorageSpacesTable>;
export type InventoryItemRow = Selectable<InventoryItemsTable>;
export type PriceTemplateRow = Selectable<PriceTemplatesTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderPaymentRow = Selectable<OrderPaymentsTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type CollectionRow = Selectable<CollectionsTable>;
