// Turns the human values of a file ("Gold", "Troy ounce", "United States", "American Eagle") into
// the values and ids products store, using the datasets (GET /datasets).
import type { Datasets } from '@bullion/contract';

/** Case, accents, spaces and punctuation do not matter: "Queen's Beasts" = "queens beasts". */
export function lookupKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export interface IdLookup {
  byKey: ReadonlyMap<string, number>;
  ids: ReadonlySet<number>;
}

export interface DatasetLookups {
  metals: ReadonlyMap<string, string>;
  weightUnits: ReadonlyMap<string, string>;
  strikes: ReadonlyMap<string, string>;
  types: ReadonlyMap<string, string>;
  edgeDesigns: ReadonlyMap<string, string>;
  /** Country name, ISO2 or ISO3 code → ISO3 code. */
  countries: ReadonlyMap<string, string>;
  categories: IdLookup;
  series: IdLookup;
  packagings: IdLookup;
  themes: IdLookup;
}

/** Common ways to write a unit that are not the dataset's name, value or symbol. */
const WEIGHT_UNIT_ALIASES: Record<string, readonly string[]> = {
  ozt: ['troy oz', 'troy ounces', 'oz t', 'oz troy', 't oz', 'toz'],
  g: ['gram', 'grams', 'gm', 'gms'],
  kg: ['kilo', 'kilos', 'kilogram', 'kilograms'],
  gr: ['grain', 'grains'],
  dwt: ['pennyweight', 'pennyweights'],
  tael: ['tael', 'taels'],
};

/** Names people use for a country besides its common name. */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  USA: ['United States of America', 'America', 'U.S.', 'U.S.A.'],
  GBR: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England'],
};

function addKeys<T>(map: Map<string, T>, names: readonly (string | undefined)[], target: T) {
  for (const name of names) {
    if (!name) continue;
    const key = lookupKey(name);
    // The first entry wins: a dataset's own names come before plurals and aliases.
    if (key && !map.has(key)) map.set(key, target);
  }
}

function valueLookup(records: readonly { name: string; value: string; symbol?: string }[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const record of records) addKeys(map, [record.value, record.name, record.symbol], record.value);
  for (const record of records) addKeys(map, [`${record.name}s`], record.value);
  return map;
}

function idLookup(records: readonly { id: number; name: string; value?: string; alias?: string }[]): IdLookup {
  const byKey = new Map<string, number>();
  for (const record of records) addKeys(byKey, [record.name, record.value, record.alias], record.id);
  return { byKey, ids: new Set(records.map((record) => record.id)) };
}

export function buildDatasetLookups(datasets: Datasets): DatasetLookups {
  const { product, location } = datasets;

  const weightUnits = valueLookup(product.weightUnits);
  for (const [value, aliases] of Object.entries(WEIGHT_UNIT_ALIASES)) {
    if (product.weightUnits.some((unit) => unit.value === value)) addKeys(weightUnits, aliases, value);
  }

  const countries = new Map<string, string>();
  // Codes before names, so that no name can shadow another country's code.
  for (const country of location.countries) addKeys(countries, [country.iso3Code], country.iso3Code);
  for (const country of location.countries) addKeys(countries, [country.iso2Code], country.iso3Code);
  for (const country of location.countries) addKeys(countries, [country.name], country.iso3Code);
  for (const [iso3, aliases] of Object.entries(COUNTRY_ALIASES)) {
    if (location.countries.some((country) => country.iso3Code === iso3)) addKeys(countries, aliases, iso3);
  }

  return {
    metals: valueLookup(product.metals),
    weightUnits,
    strikes: valueLookup(product.strikes),
    types: valueLookup(product.types),
    edgeDesigns: valueLookup(product.edgeDesigns),
    countries,
    categories: idLookup(product.categories),
    series: idLookup(product.series),
    packagings: idLookup(product.packagings),
    themes: idLookup(product.themes),
  };
}
