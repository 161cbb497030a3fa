// Mock data for the API: one signed-in user with a team, reference datasets, spot prices and a small
// catalog. Every value is built to parse with the real response schemas (mocks.test.ts proves it).
import { localUrl } from '@bullion/shared/remotes';
import type { Profile } from '../account/schemas';
import type { AccessToken } from '../access-token/schemas';
import type { Datasets } from '../datasets/schemas';
import type { Group } from '../groups/schemas';
import type { GroupMember, GroupMemberRole } from '../members/schemas';
import type { Invite } from '../invites/schemas';
import type { Product } from '../products/schemas';
import type { SpotHistoryRange } from '../spots/schemas';

export const MOCK_API_URL = `${localUrl('api')}/api`;
export const MOCK_NOW = '2026-11-02T09:00:00.000Z';

export const MOCK_USER_ID = '6b1f3c2a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const MOCK_GROUP_ID = '4f9c2c1e-8d7a-4b52-9a55-0a4c3a1b2d3e';
const OTHER_USER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

/** What an admin of the mock team may do (the API puts these in the app access token). */
export const MOCK_GROUP_PERMISSIONS: Readonly<Record<string, boolean>> = {
  'catalog.read': true,
  'catalog.write': true,
  'inventory.read': true,
  'inventory.write': true,
  'orders.read': true,
  'orders.write': true,
  'members.read': true,
  'members.write': true,
  'group.write': true,
  'billing.write': true,
};

export function mockAccount(): Profile {
  return {
    id: MOCK_USER_ID,
    name: 'Ada Lovelace',
    displayName: 'Ada',
    email: 'ada@example.com',
    avatarUrl: null,
    metadata: {},
    settings: {},
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  };
}

export function mockGroups(): Group[] {
  return [
    {
      id: MOCK_GROUP_ID,
      type: 'team',
      private: false,
      name: 'Sterling & Sons',
      subdomain: 'sterling',
      avatarUrl: null,
      settings: { productTitleFormat: '{year} {title}' },
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
      subscription: {
        id: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
        groupId: MOCK_GROUP_ID,
        userId: MOCK_USER_ID,
        subscriptionPlanId: 'teams',
        stripeSubscriptionId: null,
        status: 'active',
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-01-05T10:00:00.000Z',
        plan: { id: 'teams', name: 'Teams', alias: 'teams', stripeProductId: null, permissions: { enableDomain: true, enableSubdomain: true, enableBranding: true } },
      },
    },
  ];
}

const ROLE_VALUES = ['admin', 'member', 'viewer'] as const;
const ROLE_NAMES: Record<(typeof ROLE_VALUES)[number], string> = { admin: 'Admin', member: 'Member', viewer: 'Viewer' };
const ROLE_PERMISSIONS: Record<(typeof ROLE_VALUES)[number], Record<string, boolean>> = {
  admin: { ...MOCK_GROUP_PERMISSIONS },
  member: { 'catalog.read': true, 'catalog.write': true, 'inventory.read': true, 'inventory.write': true, 'orders.read': true, 'orders.write': true, 'members.read': true },
  viewer: { 'catalog.read': true, 'inventory.read': true, 'orders.read': true, 'members.read': true },
};

export function mockMemberRoles(): GroupMemberRole[] {
  return ROLE_VALUES.map((value, index) => ({
    id: index + 1,
    name: ROLE_NAMES[value],
    value,
    permissions: ROLE_PERMISSIONS[value],
    settings: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}

/** A role by id (1 admin, 2 member, 3 viewer), as embedded in members and invites. */
export function mockMemberRole(roleId: number): GroupMember['role'] & object {
  const role = mockMemberRoles().find((candidate) => candidate.id === roleId);
  if (!role) throw new Error(`No mock role ${roleId}`);
  return { id: role.id, name: role.name, value: role.value, permissions: role.permissions };
}

export function mockMembers(): GroupMember[] {
  const member = (id: number, userId: string, name: string, email: string, roleId: number): GroupMember => {
    const role = mockMemberRole(roleId);
    return {
      id,
      groupId: MOCK_GROUP_ID,
      userId,
      roleId,
      settings: {},
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
      user: { id: userId, name, displayName: name.split(' ')[0] ?? name, email, avatarUrl: null },
      role,
    };
  };
  return [
    member(1, MOCK_USER_ID, 'Ada Lovelace', 'ada@example.com', 1),
    member(2, OTHER_USER_ID, 'Charles Babbage', 'charles@example.com', 2),
  ];
}

export function mockInvites(): Invite[] {
  const role = mockMemberRole(2);
  return [
    {
      code: 'mock-invite-code-0123456789abcdef',
      url: `${localUrl('shell')}/invite/mock-invite-code-0123456789abcdef`,
      groupId: MOCK_GROUP_ID,
      roleId: role.id,
      role,
      email: null,
      maxUses: 5,
      uses: 1,
      expiresAt: '2026-11-09T09:00:00.000Z',
      revokedAt: null,
      createdAt: MOCK_NOW,
      status: 'active',
    },
  ];
}

// ------------------------------------------------------------------ app access token

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An app access token for the mock team: JWT-shaped with the API's claims, unsigned (the client
 * only reads the claims; the mock API does not check them).
 */
export function mockAccessToken(groupId = MOCK_GROUP_ID, now = Date.now()): AccessToken {
  const iat = Math.floor(now / 1000);
  const claims = {
    aud: 'bullion-app',
    sub: MOCK_USER_ID,
    iat,
    exp: iat + 12 * 60 * 60,
    role: 'user',
    plan: 'teams',
    permissions: {},
    group: { id: groupId, role: 'admin', permissions: { ...MOCK_GROUP_PERMISSIONS }, plan: 'teams' },
  };
  return { ...claims, token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.mock` };
}

/** The signed-in session a standalone remote starts with: the token and the permissions it carries. */
export function mockSession(): { accessToken: string; permissions: { user: Record<string, boolean>; group: Record<string, boolean> } } {
  const token = mockAccessToken();
  return { accessToken: token.token, permissions: { user: token.permissions ?? {}, group: token.group?.permissions ?? {} } };
}

// ------------------------------------------------------------------ spots

const SPOT_BASE = { gold: 2710.45, silver: 31.82, platinum: 968.1, palladium: 1012.6, rhodium: 4725 };

export function mockSpots() {
  return { ...SPOT_BASE, updatedAt: MOCK_NOW, source: 'mock', simulated: true };
}

const HISTORY_SHAPE: Record<SpotHistoryRange, { points: number; stepMs: number }> = {
  '24h': { points: 24, stepMs: 60 * 60_000 },
  '7d': { points: 28, stepMs: 6 * 60 * 60_000 },
  '30d': { points: 30, stepMs: 24 * 60 * 60_000 },
};

/** A gentle deterministic wave around today's prices, oldest point first. */
export function mockSpotHistory(range: SpotHistoryRange) {
  const { points, stepMs } = HISTORY_SHAPE[range];
  const end = Date.parse(MOCK_NOW);
  return {
    range,
    points: Array.from({ length: points }, (_, index) => {
      const drift = 1 + Math.sin(index / 3) * 0.01 - (points - index) * 0.0004;
      const round = (value: number) => Math.round(value * drift * 100) / 100;
      return {
        at: new Date(end - (points - 1 - index) * stepMs).toISOString(),
        gold: round(SPOT_BASE.gold),
        silver: round(SPOT_BASE.silver),
        platinum: round(SPOT_BASE.platinum),
        palladium: round(SPOT_BASE.palladium),
        rhodium: round(SPOT_BASE.rhodium),
      };
    }),
  };
}

// ------------------------------------------------------------------ datasets

const named = (names: readonly string[]) =>
  names.map((name, index) => ({ id: index + 1, name, value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') }));

const COUNTRIES = [
  ['Australia', 'AU', 'AUS', 'OC', 'Australian'],
  ['Austria', 'AT', 'AUT', 'EU', 'Austrian'],
  ['Canada', 'CA', 'CAN', 'AM', 'Canadian'],
  ['China', 'CN', 'CHN', 'AS', 'Chinese'],
  ['Mexico', 'MX', 'MEX', 'AM', 'Mexican'],
  ['South Africa', 'ZA', 'ZAF', 'AF', 'South African'],
  ['Switzerland', 'CH', 'CHE', 'EU', 'Swiss'],
  ['United Kingdom', 'GB', 'GBR', 'EU', 'British'],
  ['United States', 'US', 'USA', 'AM', 'American'],
] as const;

export const MOCK_SERIES = ['American Eagle', 'Canadian Maple Leaf', 'South African Krugerrand', 'British Britannia', 'Austrian Philharmonic', 'Australian Kangaroo', 'Chinese Panda', 'Mexican Libertad', 'PAMP Suisse Fortuna'] as const;

export function mockDatasets(): Datasets {
  const roles = mockMemberRoles().map(({ id, name, value, permissions }) => ({ id, name, value, permissions }));
  return {
    role: { users: [{ id: 1, name: 'User', value: 'user', permissions: {} }], members: roles },
    location: {
      regions: [
        { id: 1, code: 'AF', name: 'Africa' },
        { id: 2, code: 'AM', name: 'Americas' },
        { id: 3, code: 'AS', name: 'Asia' },
        { id: 4, code: 'EU', name: 'Europe' },
        { id: 5, code: 'OC', name: 'Oceania' },
      ],
      countries: COUNTRIES.map(([name, iso2Code, iso3Code, regionCode, nationality], index) => ({ id: index + 1, name, iso2Code, iso3Code, regionCode, nationality })),
    },
    filter: {
      countries: COUNTRIES.map(([name, , iso3Code], index) => ({ id: index + 1, title: name, value: iso3Code })),
      metals: ['Gold', 'Silver', 'Platinum', 'Palladium'].map((title, index) => ({ id: index + 1, title, value: title.toLowerCase() })),
      themes: [],
      types: ['Coin', 'Bar', 'Round'].map((title, index) => ({ id: index + 1, title, value: title.toLowerCase() })),
      categories: [],
    },
    product: {
      categories: [
        { id: 1, parentId: null, name: 'Bullion', alias: 'bullion', value: 'bullion', order: 1, level: 0 },
        { id: 2, parentId: 1, name: 'Bullion coins', alias: 'bullion-coins', value: 'bullion-coins', order: 1, level: 1 },
        { id: 3, parentId: 1, name: 'Bars', alias: 'bars', value: 'bars', order: 2, level: 1 },
        { id: 4, parentId: 1, name: 'Rounds', alias: 'rounds', value: 'rounds', order: 3, level: 1 },
      ],
      grades: named(['MS69', 'MS70', 'PF70']),
      edgeDesigns: named(['Reeded', 'Plain', 'Lettered']),
      metals: [
        { id: 1, name: 'Gold', value: 'gold', symbol: 'Au' },
        { id: 2, name: 'Silver', value: 'silver', symbol: 'Ag' },
        { id: 3, name: 'Platinum', value: 'platinum', symbol: 'Pt' },
        { id: 4, name: 'Palladium', value: 'palladium', symbol: 'Pd' },
      ],
      packagings: named(['Capsule', 'Tube', 'Monster box', 'Assay card']),
      series: named(MOCK_SERIES),
      strikes: named(['Bullion', 'Brilliant Uncirculated', 'Proof', 'Reverse Proof']),
      themes: named(['Wildlife', 'Royalty', 'Mythology']),
      types: named(['Coin', 'Bar', 'Round']),
      weightUnits: [
        { id: 1, name: 'Troy ounce', value: 'ozt', symbol: 'ozt', grams: '31.1034768' },
        { id: 2, name: 'Gram', value: 'g', symbol: 'g', grams: '1' },
        { id: 3, name: 'Kilogram', value: 'kg', symbol: 'kg', grams: '1000' },
      ],
    },
    submissions: { rejectionReasons: [{ id: 1, name: 'Duplicate', value: 'duplicate', desc: 'The product already exists in the catalog.' }] },
  };
}

// ------------------------------------------------------------------ products

type Kind = 'coin' | 'bar' | 'round';
/** [title, metal, kind, country, year, weight, unit, purity, series (1-based index of MOCK_SERIES) or 0, face value] */
type Row = [string, string, Kind, string, number, number, 'ozt' | 'g', number, number, string | null];

const PUBLIC_ROWS: Row[] = [
  ['American Gold Eagle 1 oz', 'gold', 'coin', 'USA', 2024, 1.0909, 'ozt', 0.9167, 1, '$50'],
  ['American Gold Eagle 1/2 oz', 'gold', 'coin', 'USA', 2024, 0.5455, 'ozt', 0.9167, 1, '$25'],
  ['American Gold Eagle 1/10 oz', 'gold', 'coin', 'USA', 2023, 0.1091, 'ozt', 0.9167, 1, '$5'],
  ['American Silver Eagle 1 oz', 'silver', 'coin', 'USA', 2024, 1, 'ozt', 0.999, 1, '$1'],
  ['American Platinum Eagle 1 oz', 'platinum', 'coin', 'USA', 2023, 1, 'ozt', 0.9995, 1, '$100'],
  ['Canadian Gold Maple Leaf 1 oz', 'gold', 'coin', 'CAN', 2024, 1, 'ozt', 0.9999, 2, '$50'],
  ['Canadian Silver Maple Leaf 1 oz', 'silver', 'coin', 'CAN', 2024, 1, 'ozt', 0.9999, 2, '$5'],
  ['Canadian Platinum Maple Leaf 1 oz', 'platinum', 'coin', 'CAN', 2022, 1, 'ozt', 0.9995, 2, '$50'],
  ['Canadian Palladium Maple Leaf 1 oz', 'palladium', 'coin', 'CAN', 2022, 1, 'ozt', 0.9995, 2, '$50'],
  ['South African Gold Krugerrand 1 oz', 'gold', 'coin', 'ZAF', 2024, 1.0909, 'ozt', 0.9167, 3, null],
  ['South African Silver Krugerrand 1 oz', 'silver', 'coin', 'ZAF', 2023, 1, 'ozt', 0.999, 3, null],
  ['British Gold Britannia 1 oz', 'gold', 'coin', 'GBR', 2024, 1, 'ozt', 0.9999, 4, '£100'],
  ['British Silver Britannia 1 oz', 'silver', 'coin', 'GBR', 2024, 1, 'ozt', 0.999, 4, '£2'],
  ['Austrian Gold Philharmonic 1 oz', 'gold', 'coin', 'AUT', 2024, 1, 'ozt', 0.9999, 5, '€100'],
  ['Austrian Silver Philharmonic 1 oz', 'silver', 'coin', 'AUT', 2024, 1, 'ozt', 0.999, 5, '€1.50'],
  ['Austrian Platinum Philharmonic 1 oz', 'platinum', 'coin', 'AUT', 2021, 1, 'ozt', 0.9995, 5, '€100'],
  ['Australian Gold Kangaroo 1 oz', 'gold', 'coin', 'AUS', 2024, 1, 'ozt', 0.9999, 6, '$100'],
  ['Australian Silver Kangaroo 1 oz', 'silver', 'coin', 'AUS', 2024, 1, 'ozt', 0.9999, 6, '$1'],
  ['Chinese Gold Panda 30 g', 'gold', 'coin', 'CHN', 2024, 30, 'g', 0.999, 7, '¥500'],
  ['Chinese Silver Panda 30 g', 'silver', 'coin', 'CHN', 2024, 30, 'g', 0.999, 7, '¥10'],
  ['Mexican Silver Libertad 1 oz', 'silver', 'coin', 'MEX', 2023, 1, 'ozt', 0.999, 8, null],
  ['Mexican Gold Libertad 1/4 oz', 'gold', 'coin', 'MEX', 2022, 0.25, 'ozt', 0.999, 8, null],
  ['PAMP Suisse Fortuna Gold Bar 1 oz', 'gold', 'bar', 'CHE', 2024, 1, 'ozt', 0.9999, 9, null],
  ['PAMP Suisse Fortuna Gold Bar 10 g', 'gold', 'bar', 'CHE', 2024, 10, 'g', 0.9999, 9, null],
  ['PAMP Suisse Fortuna Platinum Bar 1 oz', 'platinum', 'bar', 'CHE', 2023, 1, 'ozt', 0.9995, 9, null],
  ['PAMP Suisse Fortuna Palladium Bar 1 oz', 'palladium', 'bar', 'CHE', 2023, 1, 'ozt', 0.9995, 9, null],
  ['Valcambi Gold CombiBar 50 g', 'gold', 'bar', 'CHE', 2024, 50, 'g', 0.9999, 0, null],
  ['Silver Buffalo Round 1 oz', 'silver', 'round', 'USA', 2024, 1, 'ozt', 0.999, 0, null],
];

const GROUP_ROWS: Row[] = [
  ['Sterling House Silver Round 1 oz', 'silver', 'round', 'GBR', 2025, 1, 'ozt', 0.999, 0, null],
  ['Sterling House Gold Bar 5 g', 'gold', 'bar', 'GBR', 2025, 5, 'g', 0.9999, 0, null],
  ['Estate lot: 1908 Sovereign', 'gold', 'coin', 'GBR', 1908, 7.98, 'g', 0.9167, 0, '£1'],
];

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where the mock art of a product is served (GET {apiUrl}/catalog-art/{slug}/{side}.svg, like the API). */
export const mockArtPath = (slug: string, side: 'obverse' | 'reverse') => `/api/catalog-art/${slug}/${side}.svg`;

const CATEGORY_OF: Record<Kind, number> = { coin: 2, bar: 3, round: 4 };

function productOf(row: Row, index: number, group: boolean): Product {
  const [title, metal, kind, country, year, weight, unit, purity, series, faceValue] = row;
  const slug = slugOf(title);
  const seriesName = series ? (MOCK_SERIES[series - 1] ?? null) : null;
  const created = new Date(Date.parse('2026-01-10T08:00:00.000Z') + index * 86_400_000).toISOString();
  return {
    id: group ? `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}` : `public-${slug}`,
    groupId: group ? MOCK_GROUP_ID : null,
    public: !group,
    status: group && index === 2 ? 'draft' : 'published',
    version: 1,
    year,
    title,
    name: seriesName,
    desc: `${title}: ${kind === 'bar' ? 'a minted bar' : kind === 'round' ? 'a privately minted round' : 'a bullion coin'} in ${metal}, ${purity} fine.`,
    metal,
    country,
    strike: 'bullion',
    type: kind,
    categoryId: CATEGORY_OF[kind],
    packagingId: kind === 'coin' ? 2 : kind === 'bar' ? 4 : 1,
    themeId: null,
    seriesId: series || null,
    faceValue,
    obverseImage: mockArtPath(slug, 'obverse'),
    reverseImage: mockArtPath(slug, 'reverse'),
    extraImages: [],
    videos: [],
    weight,
    weightUnit: unit,
    purity,
    diameter: kind === 'bar' ? null : 32.7,
    thickness: kind === 'bar' ? null : 2.8,
    edgeDesign: kind === 'coin' ? 'reeded' : null,
    innerPack: kind === 'coin' ? 20 : null,
    outerPack: kind === 'coin' ? 500 : null,
    metalContent: Number((weight * purity).toPrecision(6)),
    metadata: {},
    createdAt: created,
    updatedAt: created,
    createdByUserId: group ? MOCK_USER_ID : null,
    updatedByUserId: group ? MOCK_USER_ID : null,
    metafields: [],
    slug,
    content: null,
    image: null,
    category: { id: CATEGORY_OF[kind], name: kind === 'coin' ? 'Bullion coins' : kind === 'bar' ? 'Bars' : 'Rounds' },
    series: series && seriesName ? { id: series, name: seriesName } : null,
    group: group ? { id: MOCK_GROUP_ID, name: 'Sterling & Sons' } : null,
  };
}

/** 28 public catalog products and 3 of the mock team (one a draft). */
export function mockProducts(): Product[] {
  return [...PUBLIC_ROWS.map((row, index) => productOf(row, index, false)), ...GROUP_ROWS.map((row, index) => productOf(row, index, true))];
}

const METAL_COLOURS: Record<string, [string, string]> = {
  gold: ['#f5d76e', '#b8860b'],
  silver: ['#eef0f2', '#8a9299'],
  platinum: ['#e5e4e2', '#7d7f7d'],
  palladium: ['#dcdcd6', '#6f6f68'],
};

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain coin or bar drawing for the mock art route (offline, no external loads). */
export function mockArtSvg(product: Pick<Product, 'title' | 'metal' | 'type' | 'year'>, side: 'obverse' | 'reverse'): string {
  const [light, dark] = METAL_COLOURS[product.metal ?? ''] ?? ['#ddd', '#888'];
  const label = escapeXml(side === 'obverse' ? String(product.year ?? '') : (product.metal ?? '').toUpperCase());
  const shape =
    product.type === 'bar'
      ? `<rect x="40" y="20" width="120" height="160" rx="10" fill="${light}" stroke="${dark}" stroke-width="6"/>`
      : `<circle cx="100" cy="100" r="88" fill="${light}" stroke="${dark}" stroke-width="6"/><circle cx="100" cy="100" r="72" fill="none" stroke="${dark}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(product.title)}">${shape}<text x="100" y="108" font-family="serif" font-size="26" text-anchor="middle" fill="${dark}">${label}</text></svg>`;
}
