// The mock catalog: 28 public products and 3 of the mock team, with SVG art served by the mock API.
// Every value is built to parse with the real response schemas (mocks.test.ts proves it).
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_SERIES } from '../datasets/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import type { Product } from '@bullion/contract';

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
