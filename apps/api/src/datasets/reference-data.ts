// Reference data for product forms and filters. Ids are stable: products and filters refer to them.

const named = (names: readonly string[]) =>
  names.map((name, index) => ({ id: index + 1, name, value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') }));

export const METALS = [
  { id: 1, name: 'Gold', value: 'gold', symbol: 'Au' },
  { id: 2, name: 'Silver', value: 'silver', symbol: 'Ag' },
  { id: 3, name: 'Platinum', value: 'platinum', symbol: 'Pt' },
  { id: 4, name: 'Palladium', value: 'palladium', symbol: 'Pd' },
  { id: 5, name: 'Rhodium', value: 'rhodium', symbol: 'Rh' },
  { id: 6, name: 'Copper', value: 'copper', symbol: 'Cu' },
];

/** Grams per unit, exact where the unit is defined exactly. */
export const WEIGHT_UNITS = [
  { id: 1, name: 'Troy ounce', value: 'ozt', symbol: 'ozt', grams: '31.1034768' },
  { id: 2, name: 'Gram', value: 'g', symbol: 'g', grams: '1' },
  { id: 3, name: 'Kilogram', value: 'kg', symbol: 'kg', grams: '1000' },
  { id: 4, name: 'Pennyweight', value: 'dwt', symbol: 'dwt', grams: '1.55517384' },
  { id: 5, name: 'Grain', value: 'gr', symbol: 'gr', grams: '0.06479891' },
  { id: 6, name: 'Tola', value: 'tola', symbol: 'tola', grams: '11.6638038' },
  { id: 7, name: 'Tael (Hong Kong)', value: 'tael', symbol: 'tael', grams: '37.799364167' },
  { id: 8, name: 'Avoirdupois ounce', value: 'oz', symbol: 'oz', grams: '28.349523125' },
];

export const STRIKES = named([
  'Bullion',
  'Brilliant Uncirculated',
  'Uncirculated',
  'Proof',
  'Reverse Proof',
  'Enhanced Reverse Proof',
  'Burnished',
  'Matte',
  'Antiqued',
  'Prooflike',
  'High Relief',
  'Ultra High Relief',
  'Specimen',
]);

export const EDGE_DESIGNS = named(['Reeded', 'Plain', 'Lettered', 'Interrupted reeding', 'Security reeding', 'Decorated', 'Milled']);

export const GRADES = named(['MS70', 'MS69', 'MS68', 'MS67', 'MS65', 'MS63', 'PF70', 'PF69', 'PF68', 'AU58', 'AU50', 'XF45', 'VF30', 'BU', 'Ungraded']);

export const TYPES = named(['Coin', 'Bar', 'Round', 'Ingot', 'Medal', 'Set', 'Note']);

export const PACKAGINGS = named([
  'Capsule',
  'Tube',
  'Monster box',
  'Mint box',
  'Presentation case',
  'Assay card',
  'Blister pack',
  'Coin flip',
  'Bag',
  'Slab (graded holder)',
]);

export const SERIES = named([
  'American Eagle',
  'American Buffalo',
  'Canadian Maple Leaf',
  'South African Krugerrand',
  'British Britannia',
  'Austrian Philharmonic',
  'Australian Kangaroo',
  'Australian Kookaburra',
  'Australian Koala',
  'Australian Lunar',
  'Chinese Panda',
  'Mexican Libertad',
  "Queen's Beasts",
  'Tudor Beasts',
  'Somalian Elephant',
  'Noble',
  'Swiss Vreneli',
  'British Sovereign',
  'Mexican 50 Pesos',
  'Credit Suisse',
  'PAMP Suisse Fortuna',
  'Valcambi CombiBar',
  'Royal Canadian Mint Bar',
  'Perth Mint Cast Bar',
  // Appended for the seed catalog: ids above must never change.
  'America the Beautiful',
  'Australian Platypus',
  'Russian Ballet',
]);

export const THEMES = named(['Wildlife', 'Mythology', 'Royalty', 'Lunar calendar', 'Space', 'History', 'Military', 'Nature', 'Religion', 'Sport', 'Maritime', 'Architecture']);

/** Bullion and coin categories; level 0 are the roots. */
export const CATEGORIES = [
  { id: 1, parentId: null, name: 'Bullion', alias: 'bullion', value: 'bullion', order: 1, level: 0 },
  { id: 2, parentId: 1, name: 'Bullion coins', alias: 'bullion-coins', value: 'bullion-coins', order: 1, level: 1 },
  { id: 3, parentId: 1, name: 'Bars', alias: 'bars', value: 'bars', order: 2, level: 1 },
  { id: 4, parentId: 1, name: 'Rounds', alias: 'rounds', value: 'rounds', order: 3, level: 1 },
  { id: 5, parentId: null, name: 'Numismatic coins', alias: 'numismatic', value: 'numismatic', order: 2, level: 0 },
  { id: 6, parentId: 5, name: 'Proof coins', alias: 'proof-coins', value: 'proof-coins', order: 1, level: 1 },
  { id: 7, parentId: 5, name: 'Commemorative coins', alias: 'commemoratives', value: 'commemoratives', order: 2, level: 1 },
  { id: 8, parentId: 5, name: 'Graded coins', alias: 'graded-coins', value: 'graded-coins', order: 3, level: 1 },
  { id: 9, parentId: 5, name: 'Historic gold coins', alias: 'historic-gold', value: 'historic-gold', order: 4, level: 1 },
  { id: 10, parentId: 5, name: 'Junk silver', alias: 'junk-silver', value: 'junk-silver', order: 5, level: 1 },
  { id: 11, parentId: null, name: 'Sets', alias: 'sets', value: 'sets', order: 3, level: 0 },
];

export const REJECTION_REASONS = [
  { id: 1, name: 'Duplicate', value: 'duplicate', desc: 'The product already exists in the catalog.' },
  { id: 2, name: 'Incorrect specifications', value: 'incorrect-specifications', desc: 'Weight, purity or dimensions do not match the mint or refiner.' },
  { id: 3, name: 'Poor images', value: 'poor-images', desc: 'The obverse or reverse image is missing, blurred or not of this product.' },
  { id: 4, name: 'Insufficient information', value: 'insufficient-information', desc: 'Required details such as metal, weight or country are missing.' },
  { id: 5, name: 'Not precious metal', value: 'not-precious-metal', desc: 'The item is not a bullion or coin product.' },
];

/** Site-level user roles (distinct from group member roles). */
export const USER_ROLES = [
  { id: 1, name: 'User', value: 'user', permissions: { 'catalog.submit': true, 'catalog.review': false } },
  { id: 2, name: 'Catalog editor', value: 'catalog-editor', permissions: { 'catalog.submit': true, 'catalog.review': true } },
];
