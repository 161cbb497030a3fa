// The CSV export of a filtered inventory view: one row per item, amounts as plain decimals (what a
// spreadsheet reads), melt value and gain at the spot of the moment of the export. Written by writeCsv,
// so a title or note that starts like a formula opens as text.
import { gainLoss, meltValue, moneyText, type InventoryItem, type SpotQuoteInput } from '@bullion/contract';
import { writeCsv } from '@bullion/data-import';
import Decimal from 'decimal.js';

export const CSV_COLUMNS = [
  'Title',
  'Metal',
  'Form',
  'Weight',
  'Weight unit',
  'Purity',
  'Fine ozt per piece',
  'Quantity',
  'Fine ozt',
  'Space',
  'Status',
  'Tags',
  'Serial numbers',
  'Year',
  'Grade',
  'Acquired on',
  'Source',
  'Cost',
  'Shipping',
  'Fees',
  'Tax',
  'Cost basis',
  'Spot at acquisition',
  'Melt value',
  'Gain/loss',
  'Disposed as',
  'Disposed on',
  'Disposal amount',
  'Realised gain',
  'Notes',
  'Id',
] as const;

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string | number>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : value);

/** One row per item; melt value and gain are empty (never 0) when the spot or the weight is missing. */
export function inventoryCsvRows(items: readonly InventoryItem[], quote: SpotQuoteInput | null, now = Date.now()): CsvRow[] {
  return items.map((item) => {
    const melt = item.status === 'disposed' ? null : meltValue(item, quote, now).value;
    const gain = gainLoss(melt, item.costBasis);
    const lotFine = item.fineWeightOzt === null ? null : new Decimal(item.fineWeightOzt).times(item.quantity).toFixed();
    return {
      Title: item.title,
      Metal: text(item.metal),
      Form: item.form,
      Weight: text(item.weight),
      'Weight unit': item.weightUnit,
      Purity: text(item.purity),
      'Fine ozt per piece': text(item.fineWeightOzt),
      Quantity: item.quantity,
      'Fine ozt': text(lotFine),
      Space: item.spacePath.join(' > '),
      Status: item.status,
      Tags: item.tags.join(', '),
      'Serial numbers': item.serialNumbers.join(', '),
      Year: text(item.year),
      Grade: [item.gradingService, item.grade].filter(Boolean).join(' '),
      'Acquired on': text(item.acquisition.date),
      Source: text(item.acquisition.source),
      Cost: text(item.acquisition.cost),
      Shipping: text(item.acquisition.shipping),
      Fees: text(item.acquisition.fees),
      Tax: text(item.acquisition.tax),
      'Cost basis': text(item.costBasis),
      'Spot at acquisition': text(item.acquisition.spotAtAcquisition),
      'Melt value': text(moneyText(melt)),
      'Gain/loss': text(gain ? moneyText(gain.amount) : null),
      'Disposed as': text(item.disposition?.kind),
      'Disposed on': text(item.disposition?.date),
      'Disposal amount': text(item.disposition?.amount),
      'Realised gain': text(item.disposition?.realisedGain),
      Notes: text(item.notes),
      Id: item.id,
    };
  });
}

export function inventoryCsv(items: readonly InventoryItem[], quote: SpotQuoteInput | null, now = Date.now()): string {
  return writeCsv(
    CSV_COLUMNS,
    inventoryCsvRows(items, quote, now).map((row) => CSV_COLUMNS.map((column) => row[column])),
  );
}

/** inventory-2026-11-24.csv */
export function csvFileName(now = new Date()): string {
  return `inventory-${now.toISOString().slice(0, 10)}.csv`;
}
