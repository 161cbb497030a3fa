// One file row → the product input the schema checks: text trimmed, empty cells left out, numbers
// read (decimal commas in `;` files), dataset names turned into values and ids.
import type { ProductImportRowError } from '@bullion/api-client';
import type { ColumnMapping } from './column-mapping';
import { lookupKey, type DatasetLookups, type IdLookup } from './dataset-lookups';
import type { ImportFieldKey } from './import-fields';
import type { ParsedImportFile } from './parse-file';

export type FieldError = ProductImportRowError['errors'][number];

export interface RowConversion {
  /** [column index, field] of every imported column. */
  fields: readonly (readonly [number, ImportFieldKey])[];
  lookups: DatasetLookups;
  /** In `;` files a comma in a number is the decimal separator ("31,1035"). */
  decimalComma: boolean;
  /** A unit named in the weight column's header ("Weight (ozt)"), used when a row names none. */
  headerWeightUnit: string | null;
}

export interface ConvertedRow {
  input: Record<string, unknown>;
  /** Values that cannot be converted (unknown country, category…); the schema reports the rest. */
  errors: FieldError[];
}

/** The unit note of a column name: "Weight (ozt)", "Weight [g]", "Fine weight, oz t". */
function headerUnit(name: string, lookups: DatasetLookups): string | null {
  const note = /\(([^)]*)\)|\[([^\]]*)\]|,([^,]*)$/.exec(name);
  const text = note?.[1] ?? note?.[2] ?? note?.[3];
  return text ? (lookups.weightUnits.get(lookupKey(text)) ?? null) : null;
}

export function rowConversion(file: Pick<ParsedImportFile, 'columns' | 'delimiter'>, mapping: ColumnMapping, lookups: DatasetLookups): RowConversion {
  const fields = mapping.flatMap((field, index) => (field ? [[index, field] as const] : []));
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

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text trimmed; numbers and booleans as text; anything else as it is, for the schema to report. */
function readText(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

/**
 * A number from a cell: "1,000.5" (comma files) or "1.000,5" and "31,1" (semicolon files). Text
 * that is not a number is returned as it is, so the schema says "… must be a number".
 */
export function readNumber(value: unknown, decimalComma: boolean): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/[\s\u00a0']/g, '');
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number(text);
  if (!decimalComma && /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (decimalComma && /^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^[-+]?\d*,\d+$/.test(text)) return Number(text.replace(',', '.'));
  return value.trim();
}

/** Millimetres may carry their unit: "32.7 mm". */
function readMillimetres(value: unknown, decimalComma: boolean): unknown {
  return readNumber(typeof value === 'string' ? value.replace(/\s*mm$/i, '') : value, decimalComma);
}

/**
 * Purity as the schema takes it (0.9999, '.9167', '999.9'), plus "99.99%" and karats ("22K"). A
 * decimal comma is read as a point.
 */
export function readPurity(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/^(\d*),(\d+)/, '$1.$2');
  const percent = /^(\d*\.?\d+)\s*%$/.exec(text);
  if (percent) return Number(percent[1]) / 100;
  const karat = /^(\d{1,2}(?:\.\d+)?)\s*(k|kt|karat|carat)$/i.exec(text);
  if (karat) return Math.round((Number(karat[1]) / 24) * 10_000) / 10_000;
  return text;
}

function readList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readText).filter((item) => !isBlank(item));
  if (typeof value === 'string') return value.split(/[\s|]+/).filter(Boolean);
  return value;
}

type Read = { value: unknown } | { error: string };

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
  const input: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [index, field] of context.fields) {
    const cell = cells[index];
    if (isBlank(cell)) continue;
    const read = readField(field, cell, context);
    if ('error' in read) errors.push({ field, message: read.error });
    else if (!(Array.isArray(read.value) && read.value.length === 0)) input[field] = read.value;
  }
  if (input['title'] === undefined && !errors.some((error) => error.field === 'title')) input['title'] = '';
  if (input['weightUnit'] === undefined && context.headerWeightUnit && (input['weight'] !== undefined || input['metalContent'] !== undefined)) {
    input['weightUnit'] = context.headerWeightUnit;
  }
  return { input, errors };
}
