// Test data: a small GET /datasets response with the vocabularies the import tests use.
import { datasetsSchema, type Datasets } from '@bullion/contract';

const named = (names: readonly string[]) =>
  names.map((name, index) => ({ id: index + 1, name, value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') }));

const country = (id: number, name: string, iso2Code: string, iso3Code: string) => ({
  id,
  name,
  regionCode: 'AM',
  iso2Code,
  iso3Code,
  nationality: name,
});

export const DATASETS_FIXTURE: Datasets = datasetsSchema.parse({
  role: { users: [], members: [] },
  location: {
    regions: [{ id: 1, code: 'AM', name: 'Americas' }],
    countries: [
      country(1, 'Australia', 'AU', 'AUS'),
      country(2, 'Canada', 'CA', 'CAN'),
      country(3, 'Mexico', 'MX', 'MEX'),
      country(4, 'South Africa', 'ZA', 'ZAF'),
      country(5, 'United Kingdom', 'GB', 'GBR'),
      country(6, 'United States', 'US', 'USA'),
      country(7, 'Côte d’Ivoire', 'CI', 'CIV'),
    ],
  },
  filter: { countries: [], metals: [], themes: [], types: [], categories: [] },
  product: {
    categories: [
      { id: 1, parentId: null, name: 'Bullion', alias: 'bullion', value: 'bullion', order: 1, level: 0 },
      { id: 2, parentId: 1, name: 'Bullion coins', alias: 'bullion-coins', value: 'bullion-coins', order: 1, level: 1 },
      { id: 3, parentId: 1, name: 'Bars', alias: 'bars', value: 'bars', order: 2, level: 1 },
    ],
    grades: named(['MS70']),
    edgeDesigns: named(['Reeded', 'Plain', 'Lettered']),
    metals: [
      { id: 1, name: 'Gold', value: 'gold', symbol: 'Au' },
      { id: 2, name: 'Silver', value: 'silver', symbol: 'Ag' },
      { id: 3, name: 'Platinum', value: 'platinum', symbol: 'Pt' },
    ],
    packagings: named(['Capsule', 'Tube', 'Monster box']),
    series: named(['American Eagle', 'Canadian Maple Leaf', "Queen's Beasts"]),
    strikes: named(['Bullion', 'Brilliant Uncirculated', 'Proof', 'Reverse Proof']),
    themes: named(['Wildlife', 'Royalty']),
    types: named(['Coin', 'Bar', 'Round']),
    weightUnits: [
      { id: 1, name: 'Troy ounce', value: 'ozt', symbol: 'ozt', grams: '31.1034768' },
      { id: 2, name: 'Gram', value: 'g', symbol: 'g', grams: '1' },
      { id: 3, name: 'Kilogram', value: 'kg', symbol: 'kg', grams: '1000' },
      { id: 8, name: 'Avoirdupois ounce', value: 'oz', symbol: 'oz', grams: '28.349523125' },
    ],
  },
  submissions: { rejectionReasons: [] },
});
