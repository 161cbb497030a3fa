// The inventory import as the import engine runs it (@bullion/data-import): the item fields, file
// values coerced to inventoryItemInputSchema's types (money and weights as exact decimal text,
// purity as a fraction, dates as YYYY-MM-DD, storage spaces by name or path), and
// POST /inventory/import through importInventoryMutationOptions, whose commit refreshes every
// inventory view.
import { importInventoryMutationOptions, runMutation } from '@bullion/api-client';
import { INVENTORY_IMPORT_MAX_ROWS, inventoryItemInputSchema, type InventoryImportBody, type InventoryImportResult, type InventoryMetal, type StorageSpace } from '@bullion/contract';
import {
  checkWithSchema,
  choiceLookup,
  convertCells,
  groupRowErrors,
  mappedFields,
  readChoice,
  readDate,
  readDecimal,
  readNumber,
  readText,
  type ConvertedRow,
  type ImportDefinition,
  type Read,
  type RowCheck,
} from '@bullion/data-import';
import type { QueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { INVENTORY_IMPORT_FIELDS, type InventoryImportKey } from './inventory-import-fields';

const METALS = choiceLookup({ gold: ['au'], silver: ['ag'], platinum: ['pt'], palladium: ['pd'], rhodium: ['rh'], copper: ['cu'] } satisfies Record<InventoryMetal, string[]>);
const FORMS = choiceLookup({ coin: [], bar: ['ingot'], round: [], other: [] });
const WEIGHT_UNITS = choiceLookup({ ozt: ['troy ounce', 'troy oz', 'oz t', 'oz troy', 't oz', 'toz'], g: ['gram', 'gm', 'grams'], kg: ['kilo', 'kilogram', 'kilograms'] });
const STATUSES = choiceLookup({ drawer: ['in drawer', 'received'], stock: ['in stock', 'stored', 'put away'] });

/** "31.1 g", "1 ozt", "1kg": a weight with its unit in the same cell. */
const WEIGHT_WITH_UNIT = /^(.*\d)\s*([a-z][a-z .]*)$/i;

/**
 * Purity as the schema takes it, a fraction of 1 as exact decimal text: "0.9999" and ".9167" as
 * they are, "999.9" (millesimal) → "0.9999", "99.99%" → "0.9999", "22K" → "0.9167".
 */
export function readFineness(value: unknown, decimalComma: boolean): unknown {
  if (typeof value === 'number') return readFineness(String(value), false);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const percent = /^(.+?)\s*%$/.exec(text);
  const karat = /^(\d{1,2}(?:[.,]\d+)?)\s*(?:k|kt|karat|carat)$/i.exec(text);
  const number = readDecimal(percent?.[1] ?? karat?.[1] ?? text, decimalComma || Boolean(karat));
  if (typeof number !== 'string' || !/^\d*\.?\d+$/.test(number)) return text;
  const amount = new Decimal(number);
  if (percent) return amount.dividedBy(100).toString();
  if (karat) return amount.dividedBy(24).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString();
  return amount.greaterThan(1) && amount.lessThanOrEqualTo(1000) ? amount.dividedBy(1000).toString() : number;
}

/** Serial numbers and tags: separated by |, comma or semicolon (they may hold spaces); a JSON list as it is. */
export function readItems(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readText).filter((item) => typeof item !== 'string' || item !== '');
  if (typeof value === 'string') return value.split(/[|,;]/).map((item) => item.trim()).filter(Boolean);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const spaceKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Finds a storage space by id, path ("Home safe / Shelf 2", also with > or \) or a name only one space has. */
export function spaceFinder(spaces: readonly StorageSpace[] | null) {
  const byPath = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const space of spaces ?? []) {
    byPath.set(spaceKey(space.path.join(' / ')), space.id);
    const name = spaceKey(space.name);
    byName.set(name, [...(byName.get(name) ?? []), space.id]);
  }
  return (value: unknown): Read => {
    const text = readText(value);
    if (typeof text !== 'string') return { value: text };
    if (UUID.test(text)) return { value: text };
    if (!spaces) return { error: `The storage spaces could not be loaded, so "${text}" cannot be matched: give the space's id, or try again later.` };
    const key = spaceKey(text.replace(/\s*[>\\/]\s*/g, ' / '));
    const byPathId = byPath.get(key);
    if (byPathId) return { value: byPathId };
    const named = byName.get(key) ?? [];
    if (named.length === 1) return { value: named[0] };
    if (named.length > 1) return { error: `"${text}" names ${named.length} storage spaces; write its path, such as "${spaces.find((space) => space.id === named[0])?.path.join(' / ')}".` };
    return { error: `"${text}" is not a storage space of this group. Create it first, or leave the cell empty to put the item in the drawer.` };
  };
}

function readField(field: InventoryImportKey, value: unknown, decimalComma: boolean, findSpace: (value: unknown) => Read): Read {
  switch (field) {
    case 'metal':
      return { value: readChoice(value, METALS) };
    case 'form':
      return { value: readChoice(value, FORMS) };
    case 'weightUnit':
      return { value: readChoice(value, WEIGHT_UNITS) };
    case 'status':
      return { value: readChoice(value, STATUSES) };
    case 'quantity':
    case 'year':
      return { value: readNumber(value, decimalComma) };
    case 'weight':
    case 'cost':
    case 'shipping':
    case 'fees':
    case 'tax':
      return { value: readDecimal(value, decimalComma) };
    case 'purity':
      return { value: readFineness(value, decimalComma) };
    case 'acquiredOn':
      return { value: readDate(value) };
    case 'serialNumbers':
    case 'tags':
      return { value: readItems(value) };
    case 'spaceId':
      return findSpace(value);
    default:
      return { value: readText(value) };
  }
}

/** A weight cell that names its unit ("31.1 g") sets the unit when the row has none of its own. */
function splitWeightUnit(input: Record<string, unknown>, decimalComma: boolean) {
  const weight = input['weight'];
  if (typeof weight !== 'string') return;
  const match = WEIGHT_WITH_UNIT.exec(weight);
  const unit = match ? readChoice(match[2], WEIGHT_UNITS) : null;
  if (!match || typeof unit !== 'string' || !WEIGHT_UNITS.has(unit)) return;
  input['weight'] = readDecimal(match[1], decimalComma);
  input['weightUnit'] ??= unit;
}

/** The schema's output without empty values: absent and null mean the same to a new item, and the rows stay small. */
function withoutEmpty(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined));
}

export function checkInventoryItem(input: Record<string, unknown>): RowCheck {
  const checked = checkWithSchema(inventoryItemInputSchema, input);
  return 'errors' in checked ? checked : { value: withoutEmpty(checked.value) };
}

export interface InventoryImportContext {
  /** The group's storage spaces, or null when they could not be loaded (spaces are then matched by id only). */
  spaces: readonly StorageSpace[] | null;
  /** The page's QueryClient: a commit refreshes its inventory queries. */
  client: QueryClient;
}

export function inventoryImportDefinition({ spaces, client }: InventoryImportContext): ImportDefinition<undefined, InventoryImportBody, InventoryImportResult> {
  const findSpace = spaceFinder(spaces);
  return {
    fields: INVENTORY_IMPORT_FIELDS,
    wording: {
      noun: 'item',
      listKey: 'items',
      exampleColumns: 'Title, Metal, Quantity',
      templateFileName: 'inventory-import-template.csv',
      uploadNote: 'Every row adds an item: with a storage space it is put away there, without one it goes to the drawer.',
      doneLabel: 'Go to inventory',
    },
    maxRows: INVENTORY_IMPORT_MAX_ROWS,
    reportsUpdates: false,
    rowConverter: (file, mapping) => {
      const decimalComma = file.delimiter === ';';
      const fields = mappedFields(mapping as readonly (InventoryImportKey | null)[]);
      return (cells): ConvertedRow => {
        const converted = convertCells(cells, fields, (field, value) => readField(field, value, decimalComma, findSpace));
        splitWeightUnit(converted.input, decimalComma);
        return converted;
      };
    },
    check: checkInventoryItem,
    request: (rows, mode) => ({ mode, rows }),
    send: (body) => runMutation(client, importInventoryMutationOptions(), body),
    outcome: (result) => {
      const errors = groupRowErrors(result.errors);
      return { added: result.added, updated: 0, skipped: 0, failed: errors.length, errors };
    },
  };
}
