// Cell values → what a schema takes: text trimmed, numbers read whatever the file's conventions
// (thousands separators, decimal commas in `;` files), decimals kept as exact text, purity from
// percentages and karats, dates from the ways people write them. A value that cannot be read is
// passed on as it is, so the schema's own message says what is wrong with it.
import { normalizeColumnName } from './fields';

export interface FieldError {
  /** The field's key, or `row` for a problem with the whole row. */
  field: string;
  message: string;
}

export interface ConvertedRow {
  input: Record<string, unknown>;
  /** Values that cannot be converted (an unknown name, a malformed list…); the schema reports the rest. */
  errors: FieldError[];
}

export type Read = { value: unknown } | { error: string };

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text trimmed; numbers and booleans as text; anything else as it is, for the schema to report. */
export function readText(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

/**
 * A number written in a cell as canonical decimal text ("1,000.5" → "1000.5"; in `;` files
 * "1.000,5" → "1000.5" and "31,1" → "31.1"), or null when the text is not a number.
 */
export function decimalText(value: string, decimalComma: boolean): string | null {
  const text = value.replace(/[\s\u00a0']/g, '');
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return text;
  if (!decimalComma && /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, '');
  if (decimalComma && /^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return text.replace(/\./g, '').replace(',', '.');
  if (/^[-+]?\d*,\d+$/.test(text)) return text.replace(',', '.');
  return null;
}

/**
 * A number from a cell: "1,000.5" (comma files) or "1.000,5" and "31,1" (semicolon files). Text
 * that is not a number is returned as it is, so the schema says "… must be a number".
 */
export function readNumber(value: unknown, decimalComma: boolean): unknown {
  if (typeof value !== 'string') return value;
  const decimal = decimalText(value, decimalComma);
  return decimal === null ? value.trim() : Number(decimal);
}

/**
 * A decimal kept exact, as text ("1,234.50" → "1234.50"), for money and weights; a currency sign
 * or code around it is dropped ("$1,234.50", "1 234,50 USD"). Text that is not a number is
 * returned as it is.
 */
export function readDecimal(value: unknown, decimalComma: boolean): unknown {
  if (typeof value !== 'string') return value;
  const bare = value.trim().replace(/^(?:US)?\$\s*|^USD\s*|\s*USD$/i, '');
  const decimal = decimalText(bare, decimalComma);
  if (decimal === null) return value.trim();
  return decimal.replace(/^\+/, '').replace(/^\./, '0.');
}

/**
 * Purity as a fraction or as a product schema takes it (0.9999, '.9167', '999.9'), plus "99.99%"
 * and karats ("22K"). A decimal comma is read as a point.
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

/** A list from a cell: "a | b", "a b" (or a JSON list), empty items left out. */
export function readList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readText).filter((item) => !isBlank(item));
  if (typeof value === 'string') return value.split(/[\s|]+/).filter(Boolean);
  return value;
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * A calendar date as YYYY-MM-DD from the ways a spreadsheet writes one: 2024-03-15, 2024/3/15,
 * 3/15/2024 (en-US, like the rest of the app), 15.03.2024, or a date-time such as
 * 2024-03-15T10:00:00Z. Anything else is returned as it is, for the schema to report.
 */
export function readDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2] as string)}-${pad(iso[3] as string)}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${pad(us[1] as string)}-${pad(us[2] as string)}`;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return `${dotted[3]}-${pad(dotted[2] as string)}-${pad(dotted[1] as string)}`;
  return text;
}

/** A closed list of values and the other ways people write each: value → aliases. */
export function choiceLookup(choices: Readonly<Record<string, readonly string[]>>): ReadonlyMap<string, string> {
  const lookup = new Map<string, string>();
  for (const [value, aliases] of Object.entries(choices)) {
    for (const name of [value, ...aliases]) {
      const key = normalizeColumnName(name);
      if (key && !lookup.has(key)) lookup.set(key, value);
    }
  }
  return lookup;
}

/**
 * A value from a closed list (choiceLookup), whatever its case, accents, spacing or plural
 * ("Coins" → coin); anything else is returned as text, for the schema to list the choices.
 */
export function readChoice(value: unknown, choices: ReadonlyMap<string, string>): unknown {
  const text = readText(value);
  if (typeof text !== 'string') return text;
  const key = normalizeColumnName(text);
  return choices.get(key) ?? choices.get(key.replace(/s$/, '')) ?? text;
}

/**
 * Reads the mapped cells of one row with `read`; blank cells and empty lists are left out, so an
 * optional field without a value is simply absent.
 */
export function convertCells<K extends string>(cells: readonly unknown[], fields: readonly (readonly [number, K])[], read: (field: K, value: unknown) => Read): ConvertedRow {
  const input: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [index, field] of fields) {
    const cell = cells[index];
    if (isBlank(cell)) continue;
    const result = read(field, cell);
    if ('error' in result) errors.push({ field, message: result.error });
    else if (!(Array.isArray(result.value) && result.value.length === 0)) input[field] = result.value;
  }
  return { input, errors };
}

/** [column index, field] of every imported column of a mapping. */
export function mappedFields<K extends string>(mapping: readonly (K | null)[]): (readonly [number, K])[] {
  return mapping.flatMap((field, index) => (field ? [[index, field] as const] : []));
}
