// Deterministic, realistic product data in any quantity: bullion coins, bars and rounds of the real
// series and refiners, by year, size, strike and grade ("2019 American Silver Eagle 1 oz Proof
// PF70"). Used by bench/products-search.mjs (100 000 products) and by the import tests.
import type { ProductInputParsed, ProductMetal, WeightUnitValue } from '@bullion/contract';
import { CATEGORIES, PACKAGINGS, SERIES, THEMES } from '../datasets/reference-data';
import { slugify } from './slugs';

export type SampleProduct = ProductInputParsed & { title: string; slug: string };

interface Size {
  label: string;
  weight: number;
  unit: WeightUnitValue;
  diameter?: number;
}

interface Family {
  name: string;
  kind: 'coin' | 'bar' | 'round';
  country: string;
  metals: Partial<Record<ProductMetal, number>>;
  sizes: Size[];
  series?: string;
  theme?: string;
  mint: string;
  faceValue?: (size: Size) => string;
  /** Issued from this year on. */
  since: number;
}

const oz = (label: string, weight: number, diameter: number): Size => ({ label: `${label} oz`, weight, unit: 'ozt', diameter });
const grams = (weight: number): Size => ({ label: weight >= 1000 ? `${weight / 1000} kg` : `${weight} g`, weight, unit: 'g' });
const COIN_SIZES = [oz('1/10', 0.1, 16.5), oz('1/4', 0.25, 22), oz('1/2', 0.5, 27), oz('1', 1, 32.7)];
const SILVER_SIZES = [oz('1', 1, 40.6), oz('2', 2, 45), oz('5', 5, 65), oz('10', 10, 75)];
const BAR_SIZES = [grams(1), grams(2.5), grams(5), grams(10), grams(20), grams(50), grams(100), grams(250), grams(500), grams(1000)];

const FAMILIES: Family[] = [
  { name: 'American Eagle', kind: 'coin', country: 'USA', metals: { gold: 0.9167, silver: 0.999, platinum: 0.9995 }, sizes: COIN_SIZES, series: 'American Eagle', mint: 'United States Mint', since: 1986, faceValue: (s) => `$${Math.round(s.weight * 50)}` },
  { name: 'American Buffalo', kind: 'coin', country: 'USA', metals: { gold: 0.9999 }, sizes: COIN_SIZES, series: 'American Buffalo', theme: 'Wildlife', mint: 'United States Mint', since: 2006 },
  { name: 'Canadian Maple Leaf', kind: 'coin', country: 'CAN', metals: { gold: 0.9999, silver: 0.9999, platinum: 0.9995, palladium: 0.9995 }, sizes: COIN_SIZES, series: 'Canadian Maple Leaf', theme: 'Nature', mint: 'Royal Canadian Mint', since: 1979 },
  { name: 'South African Krugerrand', kind: 'coin', country: 'ZAF', metals: { gold: 0.9167, silver: 0.999 }, sizes: COIN_SIZES, series: 'South African Krugerrand', theme: 'Wildlife', mint: 'South African Mint', since: 1967 },
  { name: 'British Britannia', kind: 'coin', country: 'GBR', metals: { gold: 0.9999, silver: 0.999, platinum: 0.9995 }, sizes: COIN_SIZES, series: 'British Britannia', theme: 'Mythology', mint: 'The Royal Mint', since: 1987 },
  { name: 'Austrian Philharmonic', kind: 'coin', country: 'AUT', metals: { gold: 0.9999, silver: 0.999, platinum: 0.9995 }, sizes: COIN_SIZES, series: 'Austrian Philharmonic', mint: 'Austrian Mint', since: 1989 },
  { name: 'Australian Kangaroo', kind: 'coin', country: 'AUS', metals: { gold: 0.9999, silver: 0.9999 }, sizes: COIN_SIZES, series: 'Australian Kangaroo', theme: 'Wildlife', mint: 'The Perth Mint', since: 1986 },
  { name: 'Australian Kookaburra', kind: 'coin', country: 'AUS', metals: { silver: 0.999 }, sizes: SILVER_SIZES, series: 'Australian Kookaburra', theme: 'Wildlife', mint: 'The Perth Mint', since: 1990 },
  { name: 'Australian Koala', kind: 'coin', country: 'AUS', metals: { silver: 0.999, platinum: 0.9995 }, sizes: SILVER_SIZES, series: 'Australian Koala', theme: 'Wildlife', mint: 'The Perth Mint', since: 2007 },
  { name: 'Chinese Panda', kind: 'coin', country: 'CHN', metals: { gold: 0.999, silver: 0.999 }, sizes: [grams(1), grams(3), grams(8), grams(15), grams(30)], series: 'Chinese Panda', theme: 'Wildlife', mint: 'China Gold Coin Corporation', since: 1982 },
  { name: 'Mexican Libertad', kind: 'coin', country: 'MEX', metals: { gold: 0.999, silver: 0.999 }, sizes: [oz('1/20', 0.05, 13), ...COIN_SIZES, oz('2', 2, 48), oz('5', 5, 65)], series: 'Mexican Libertad', theme: 'Mythology', mint: 'Casa de Moneda de México', since: 1981 },
  { name: "Queen's Beasts", kind: 'coin', country: 'GBR', metals: { gold: 0.9999, silver: 0.9999, platinum: 0.9995 }, sizes: [oz('1/4', 0.25, 22), oz('1', 1, 32.7), oz('2', 2, 38.6), oz('10', 10, 89)], series: "Queen's Beasts", theme: 'Royalty', mint: 'The Royal Mint', since: 2016 },
  { name: 'Tudor Beasts', kind: 'coin', country: 'GBR', metals: { gold: 0.9999, silver: 0.9999 }, sizes: [oz('1/4', 0.25, 22), oz('1', 1, 32.7), oz('2', 2, 38.6)], series: 'Tudor Beasts', theme: 'Royalty', mint: 'The Royal Mint', since: 2022 },
  { name: 'Somalian Elephant', kind: 'coin', country: 'SOM', metals: { gold: 0.9999, silver: 0.9999 }, sizes: [oz('1', 1, 38.6)], series: 'Somalian Elephant', theme: 'Wildlife', mint: 'Bavarian State Mint', since: 2004 },
  { name: 'Isle of Man Noble', kind: 'coin', country: 'IMN', metals: { platinum: 0.9995 }, sizes: [oz('1', 1, 32.7)], series: 'Noble', theme: 'Maritime', mint: 'Pobjoy Mint', since: 1983 },
  { name: 'Australian Lunar Year of the Dragon', kind: 'coin', country: 'AUS', metals: { gold: 0.9999, silver: 0.9999 }, sizes: [oz('1/10', 0.1, 16.1), oz('1/2', 0.5, 25.1), oz('1', 1, 40.6), oz('10', 10, 75.5)], series: 'Australian Lunar', theme: 'Lunar calendar', mint: 'The Perth Mint', since: 2000 },
  { name: 'Australian Lunar Year of the Snake', kind: 'coin', country: 'AUS', metals: { gold: 0.9999, silver: 0.9999 }, sizes: [oz('1/10', 0.1, 16.1), oz('1', 1, 40.6)], series: 'Australian Lunar', theme: 'Lunar calendar', mint: 'The Perth Mint', since: 2001 },
  { name: 'Australian Lunar Year of the Horse', kind: 'coin', country: 'AUS', metals: { gold: 0.9999, silver: 0.9999 }, sizes: [oz('1/10', 0.1, 16.1), oz('1', 1, 40.6)], series: 'Australian Lunar', theme: 'Lunar calendar', mint: 'The Perth Mint', since: 2002 },
  { name: 'Swiss Vreneli 20 Francs', kind: 'coin', country: 'CHE', metals: { gold: 0.9 }, sizes: [grams(6.45)], series: 'Swiss Vreneli', theme: 'History', mint: 'Swissmint', since: 1897 },
  { name: 'British Sovereign', kind: 'coin', country: 'GBR', metals: { gold: 0.9167 }, sizes: [grams(3.99), grams(7.98), grams(15.98)], series: 'British Sovereign', theme: 'Royalty', mint: 'The Royal Mint', since: 1957 },
  { name: 'Mexican 50 Pesos Centenario', kind: 'coin', country: 'MEX', metals: { gold: 0.9 }, sizes: [grams(41.67)], series: 'Mexican 50 Pesos', theme: 'History', mint: 'Casa de Moneda de México', since: 1921 },
  { name: 'Credit Suisse Bar', kind: 'bar', country: 'CHE', metals: { gold: 0.9999, silver: 0.999, platinum: 0.9995 }, sizes: BAR_SIZES, series: 'Credit Suisse', mint: 'Valcambi', since: 1990 },
  { name: 'PAMP Suisse Fortuna Bar', kind: 'bar', country: 'CHE', metals: { gold: 0.9999, silver: 0.999, platinum: 0.9995, palladium: 0.9995 }, sizes: BAR_SIZES, series: 'PAMP Suisse Fortuna', theme: 'Mythology', mint: 'PAMP', since: 1979 },
  { name: 'Valcambi CombiBar', kind: 'bar', country: 'CHE', metals: { gold: 0.9999, silver: 0.999, platinum: 0.9995 }, sizes: [grams(50), grams(100)], series: 'Valcambi CombiBar', mint: 'Valcambi', since: 2010 },
  { name: 'Royal Canadian Mint Bar', kind: 'bar', country: 'CAN', metals: { gold: 0.9999, silver: 0.9999 }, sizes: [oz('1', 1, 0), oz('10', 10, 0), grams(1000)], series: 'Royal Canadian Mint Bar', mint: 'Royal Canadian Mint', since: 1988 },
  { name: 'Perth Mint Cast Bar', kind: 'bar', country: 'AUS', metals: { gold: 0.9999, silver: 0.999 }, sizes: [oz('1', 1, 0), oz('10', 10, 0), grams(1000)], series: 'Perth Mint Cast Bar', mint: 'The Perth Mint', since: 1990 },
  { name: 'Heraeus Minted Bar', kind: 'bar', country: 'DEU', metals: { gold: 0.9999, silver: 0.999 }, sizes: BAR_SIZES, mint: 'Heraeus', since: 1985 },
  { name: 'Argor-Heraeus Kinebar', kind: 'bar', country: 'CHE', metals: { gold: 0.9999 }, sizes: BAR_SIZES.slice(0, 7), mint: 'Argor-Heraeus', since: 1995 },
  { name: 'Umicore Cast Bar', kind: 'bar', country: 'BEL', metals: { gold: 0.9999, silver: 0.999 }, sizes: BAR_SIZES.slice(5), mint: 'Umicore', since: 1990 },
  { name: 'Metalor Bar', kind: 'bar', country: 'CHE', metals: { gold: 0.9999, silver: 0.999 }, sizes: BAR_SIZES, mint: 'Metalor', since: 1985 },
  { name: 'Asahi Poured Bar', kind: 'bar', country: 'CAN', metals: { silver: 0.999 }, sizes: [oz('1', 1, 0), oz('10', 10, 0), oz('100', 100, 0)], mint: 'Asahi Refining', since: 2015 },
  { name: 'Johnson Matthey Bar', kind: 'bar', country: 'GBR', metals: { gold: 0.9999, silver: 0.999 }, sizes: [oz('1', 1, 0), oz('10', 10, 0), oz('100', 100, 0)], mint: 'Johnson Matthey', since: 1970 },
  { name: 'Engelhard Bar', kind: 'bar', country: 'USA', metals: { silver: 0.999 }, sizes: [oz('1', 1, 0), oz('10', 10, 0), oz('100', 100, 0)], mint: 'Engelhard', since: 1970 },
  { name: 'Sunshine Mint Buffalo Round', kind: 'round', country: 'USA', metals: { silver: 0.999, copper: 0.999 }, sizes: [oz('1', 1, 39)], theme: 'Wildlife', mint: 'Sunshine Minting', since: 1995 },
  { name: 'Walking Liberty Round', kind: 'round', country: 'USA', metals: { silver: 0.999 }, sizes: [oz('1/2', 0.5, 30.6), oz('1', 1, 39), oz('5', 5, 65)], theme: 'History', mint: 'Golden State Mint', since: 1990 },
  { name: 'Morgan Design Round', kind: 'round', country: 'USA', metals: { silver: 0.999, copper: 0.999 }, sizes: [oz('1', 1, 39)], theme: 'History', mint: 'SilverTowne', since: 2000 },
  { name: 'Prospector Round', kind: 'round', country: 'USA', metals: { silver: 0.999 }, sizes: [oz('1', 1, 39)], theme: 'History', mint: 'SilverTowne', since: 1980 },
];

const STRIKES = [
  ['bullion', ''],
  ['bullion', ''],
  ['bullion', ''],
  ['proof', 'Proof'],
  ['reverse-proof', 'Reverse Proof'],
  ['burnished', 'Burnished'],
  ['brilliant-uncirculated', 'BU'],
  ['high-relief', 'High Relief'],
] as const;
const GRADES = ['', '', '', '', 'MS70', 'MS69', 'PF70', 'PF69', 'NGC MS70', 'PCGS MS69'];
const METAL_NAMES: Record<ProductMetal, string> = { gold: 'Gold', silver: 'Silver', platinum: 'Platinum', palladium: 'Palladium', rhodium: 'Rhodium', copper: 'Copper' };

const idOf = (records: readonly { id: number; name: string }[], name: string | undefined) =>
  name ? (records.find((record) => record.name === name)?.id ?? null) : null;
const categoryId = (value: string) => CATEGORIES.find((category) => category.value === value)?.id ?? null;
const PACKAGING = { capsule: idOf(PACKAGINGS, 'Capsule'), tube: idOf(PACKAGINGS, 'Tube'), assayCard: idOf(PACKAGINGS, 'Assay card'), slab: idOf(PACKAGINGS, 'Slab (graded holder)'), case: idOf(PACKAGINGS, 'Presentation case') };

/** mulberry32: a small, fast, well-spread PRNG; the same seed gives the same products everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** `count` products; slugs are unique within the set. */
export function sampleProducts(count: number, seed = 20_261_121): SampleProduct[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const slugCounts = new Map<string, number>();
  const products: SampleProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const family = pick(FAMILIES);
    const metal = pick(Object.keys(family.metals) as ProductMetal[]);
    const purity = family.metals[metal] as number;
    const size = pick(family.sizes);
    const firstYear = Math.max(family.since, 1960);
    const year = firstYear + Math.floor(next() * (2027 - firstYear));
    const [strike, strikeLabel] = family.kind === 'coin' ? pick(STRIKES) : (['bullion', ''] as const);
    const grade = family.kind === 'coin' ? pick(GRADES) : '';
    const metalWord = family.name.includes(METAL_NAMES[metal]) ? '' : METAL_NAMES[metal];
    const title = [family.kind === 'coin' ? String(year) : '', family.name.replace(/ (Bar|Round)$/, ''), size.label, metalWord, family.kind === 'bar' ? 'Bar' : family.kind === 'round' ? 'Round' : '', strikeLabel, grade]
      .filter(Boolean)
      .join(' ');
    const base = slugify(title);
    const seen = slugCounts.get(base) ?? 0;
    slugCounts.set(base, seen + 1);
    // Coins of 22-karat and similar alloys are sold by fine content: the gross weight is larger.
    const alloyed = size.unit === 'ozt' && purity < 0.95;
    const fine = alloyed ? size.weight : round(size.weight * purity, 4);
    products.push({
      title,
      slug: seen ? `${base}-${seen + 1}` : base,
      name: family.name,
      status: 'published',
      year: family.kind === 'bar' ? null : year,
      desc: `${family.name} in ${METAL_NAMES[metal].toLowerCase()} (${(purity * 1000).toFixed(1)} fine), ${size.label}, by ${family.mint}.`,
      metal,
      country: family.country,
      strike,
      type: family.kind,
      categoryId: categoryId(grade ? 'graded-coins' : strike === 'proof' || strike === 'reverse-proof' ? 'proof-coins' : family.kind === 'bar' ? 'bars' : family.kind === 'round' ? 'rounds' : 'bullion-coins'),
      packagingId: grade ? PACKAGING.slab : family.kind === 'bar' ? PACKAGING.assayCard : strike === 'proof' ? PACKAGING.case : PACKAGING.capsule,
      themeId: idOf(THEMES, family.theme),
      seriesId: idOf(SERIES, family.series),
      faceValue: family.faceValue?.(size) ?? null,
      weight: alloyed ? round(size.weight / purity, 4) : size.weight,
      weightUnit: size.unit,
      purity,
      diameter: size.diameter || null,
      thickness: family.kind === 'bar' ? null : round(1 + size.weight * 1.5, 2),
      edgeDesign: family.kind === 'bar' ? null : 'reeded',
      innerPack: family.kind === 'bar' ? null : 20,
      outerPack: family.kind === 'bar' ? null : 500,
      metalContent: fine,
      metadata: { mint: family.mint },
      extraImages: [],
      videos: [],
    });
  }
  return products;
}
