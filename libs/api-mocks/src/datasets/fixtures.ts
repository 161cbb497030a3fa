// Reference datasets of the mock API: roles, locations, filters and the product vocabularies.
import type { Datasets } from '@bullion/contract';
import { mockMemberRoles } from '../members/fixtures';

const named = (names: readonly string[]) =>
  names.map((name, index) => ({ id: index + 1, name, value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') }));

const simpleRecords = (titles: readonly string[]) => titles.map((title, index) => ({ id: index + 1, title, value: title.toLowerCase() }));

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
      metals: simpleRecords(['Gold', 'Silver', 'Platinum', 'Palladium']),
      themes: [],
      types: simpleRecords(['Coin', 'Bar', 'Round']),
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
