// One file row → the product input the schema checks: text trimmed, empty cells left out, numbers
// read (decimal commas in `;` files), dataset names turned into values and ids. The readers of
// plain values are the import engine's; the datasets and the product's own rules are here.
import {
  convertCells,
  mappedFields,
  readList,
  readNumber,
  readPurity,
  readText,
  type ColumnMapping,
  type ConvertedRow,
  type ParsedImportFile,
  type Read,
} from '@bullion/data-import';
import { lookupKey, type DatasetLookups, type IdLookup } from './dataset-lookups';
import type { ImportFieldKey } from './import-fields';

export interface RowConversion {
  /** [column index, field] of every imported column. */
  fields: readonly (readonly [number, ImportFieldKey])[];
  lookups: DatasetLookups;
  /** In `;` files a comma in a number is the decimal separator ("31,1035"). */
  decimalComma: boolean;
  /** A unit named in the weight column's header ("Weight (ozt)"), used when a row names none. */
  headerWeightUnit: string | null;
}

/** The unit note of a column name: "Weight (ozt)", "Weight [g]", "Fine weight, oz t". */
function headerUnit(name: string, lookups: DatasetLookups): string | null {
  const note = /\(([^)]*)\)|\[([^\]]*)\]|,([^,]*)$/.exec(name);
  const text = note?.[1] ?? note?.[2] ?? note?.[3];
  return text ? (lookups.weightUnits.get(lookupKey(text)) ?? null) : null;
}

export function rowConversion(file: Pick<ParsedImportFile, 'columns' | 'delimiter'>, mapping: ColumnMapping<ImportFieldKey>, lookups: DatasetLookups): RowConversion {
  const fields = mappedFields(mapping);
  const unitFrom = (field: ImportFieldKey) => {
    const index = mapping.indexOf(field);
    return index === -1 ? null : headerUnit(file.columns[index] ?? '', lookups);
  };
  return {
    fields,
    lookups,
    decimalComma: file.delimiter === ';',
    headerWeightUnit: unitFrom('weight') ?? unitFrom('metalContent'),
  };
}

// ------------------------------------------------------------------ value readers

/** Millimetres may carry their unit: "32.7 mm". */
function readMillimetres(value: unknown, decimalComma: boolean): unknown {
  return readNumber(typeof value === 'string' ? value.replace(/\s*mm$/i, '') : value, decimalComma);
}

function readMetadata(value: unknown): Read {
  let object = value;
  if (typeof value === 'string') {
    try {
      object = JSON.parse(value);
    } catch {
      object = null;
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    return { error: 'Metadata must be a JSON object such as {"sku": "AGE-1"}.' };
  }
  // The schema stores text values: numbers and booleans become text, nested values JSON text.
  const entries = Object.entries(object).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]);
  return { value: Object.fromEntries(entries) };
}

function readVocabulary(value: unknown, vocabulary: ReadonlyMap<string, string>): unknown {
  const text = readText(value);
  return typeof text === 'string' ? (vocabulary.get(lookupKey(text)) ?? text) : text;
}

function readCountry(value: unknown, countries: ReadonlyMap<string, string>): Read {
  const text = readText(value);
  if (typeof text !== 'string') return { value: text };
  const code = countries.get(lookupKey(text));
  return code ? { value: code } : { error: `"${text}" is not a known country name or ISO code.` };
}

function readReference(value: unknown, lookup: IdLookup, noun: string): Read {
  const text = readText(value);
  if (typeof text !== 'string') return { value: text };
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return lookup.ids.has(id) ? { value: id } : { error: `There is no ${noun} with id ${id}.` };
  }
  const id = lookup.byKey.get(lookupKey(text));
  return id === undefined ? { error: `"${text}" is not a known ${noun}.` } : { value: id };
}

function readField(field: ImportFieldKey, value: unknown, context: RowConversion): Read {
  const { lookups, decimalComma } = context;
  switch (field) {
    case 'year':
    case 'weight':
    case 'metalContent':
    case 'innerPack':
    case 'outerPack':
      return { value: readNumber(value, decimalComma) };
    case 'diameter':
    case 'thickness':
      return { value: readMillimetres(value, decimalComma) };
    case 'purity':
      return { value: readPurity(value) };
    case 'metal':
      return { value: readVocabulary(value, lookups.metals) };
    case 'weightUnit':
      return { value: readVocabulary(value, lookups.weightUnits) };
    case 'strike':
      return { value: readVocabulary(value, lookups.strikes) };
    case 'type':
      return { value: readVocabulary(value, lookups.types) };
    case 'edgeDesign':
      return { value: readVocabulary(value, lookups.edgeDesigns) };
    case 'country':
      return readCountry(value, lookups.countries);
    case 'categoryId':
      return readReference(value, lookups.categories, 'category');
    case 'seriesId':
      return readReference(value, lookups.series, 'series');
    case 'packagingId':
      return readReference(value, lookups.packagings, 'packaging');
    case 'themeId':
      return readReference(value, lookups.themes, 'theme');
    case 'extraImages':
    case 'videos':
      return { value: readList(value) };
    case 'metadata':
      return readMetadata(value);
    case 'status': {
      const text = readText(value);
      return { value: typeof text === 'string' ? text.toLowerCase() : text };
    }
    default:
      return { value: readText(value) };
  }
}

/** Converts one row; blank cells are left out (a missing title still fails as "Title is required."). */
export function convertRow(cells: readonly unknown[], context: RowConversion): ConvertedRow {
  const { input, errors } = convertCells(cells, context.fields, (field, value) => readField(field, value, context));
  if (input['title'] === undefined && !errors.some((error) => error.field === 'title')) input['title'] = '';
  if (input['weightUnit'] === undefined && context.headerWeightUnit && (input['weight'] !== undefined || input['metalContent'] !== undefined)) {
    input['weightUnit'] = context.headerWeightUnit;
  }
  return { input, errors };
}
