import type { InventoryItem } from '@bullion/contract';
import { mockInventoryItems, MOCK_ITEM_IDS, mockSpots } from '@bullion/api-mocks';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, CSV_COLUMNS, inventoryCsv, inventoryCsvRows } from './csv-export';

const NOW = Date.parse('2026-11-02T09:01:00.000Z');
const items = mockInventoryItems().map((item) => (item.spaceId ? { ...item, spacePath: ['Home safe', 'Top shelf'] } : item));
const byId = (id: string): InventoryItem => {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No fixture ${id}`);
  return item;
};

describe('inventory CSV export', () => {
  it('writes amounts as plain decimals and values melt and gain at the given spot', () => {
    const [row] = inventoryCsvRows([byId(MOCK_ITEM_IDS.goldEagles)], mockSpots(), NOW);
    expect(row).toMatchObject({
      Title: 'American Gold Eagle 1 oz',
      Metal: 'gold',
      Quantity: 10,
      'Fine ozt per piece': '1.00002803',
      'Fine ozt': '10.0002803',
      Space: 'Home safe > Top shelf',
      Tags: 'eagles, long-term',
      Cost: '26150.00',
      Shipping: '35.00',
      Fees: '',
      'Cost basis': '26185.00',
      // 10.0002803 × 2710.45 = 27105.2597…
      'Melt value': '27105.26',
      'Gain/loss': '920.26',
    });
  });

  it('leaves melt value and gain empty, never 0, without a spot, for copper, for an unweighed item and without cost', () => {
    const rows = inventoryCsvRows([byId(MOCK_ITEM_IDS.goldEagles), byId(MOCK_ITEM_IDS.copperRounds), byId(MOCK_ITEM_IDS.junkDimes), byId(MOCK_ITEM_IDS.libertads)], null, NOW);
    expect(rows.map((row) => [row['Melt value'], row['Gain/loss']])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    const [libertads] = inventoryCsvRows([byId(MOCK_ITEM_IDS.libertads)], mockSpots(), NOW);
    expect(libertads).toMatchObject({ 'Melt value': '635.76', 'Gain/loss': '', 'Cost basis': '' });
  });

  it('writes what a disposed item brought instead of a melt value', () => {
    const [row] = inventoryCsvRows([byId(MOCK_ITEM_IDS.soldBritannias)], mockSpots(), NOW);
    expect(row).toMatchObject({ Status: 'disposed', 'Melt value': '', 'Disposed as': 'sold', 'Disposed on': '2026-09-18', 'Disposal amount': '5390.00', 'Realised gain': '1240.00' });
  });

  it('is a CSV with a header row that quotes commas and quotes', () => {
    const csv = inventoryCsv([{ ...byId(MOCK_ITEM_IDS.sovereigns), notes: 'Says "VF", maybe, better' }], mockSpots(), NOW);
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[1]?.[CSV_COLUMNS.indexOf('Notes')]).toBe('Says "VF", maybe, better');
  });

  it('opens a title or note that starts like a formula (=1+1) as text, and keeps a negative gain a number', () => {
    const item = { ...byId(MOCK_ITEM_IDS.goldEagles), title: '=1+1', notes: '@SUM(A1:A9)' };
    const csv = inventoryCsv([item], mockSpots(), NOW);
    const [, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(row?.[CSV_COLUMNS.indexOf('Title')]).toBe("'=1+1");
    expect(row?.[CSV_COLUMNS.indexOf('Notes')]).toBe("'@SUM(A1:A9)");
    const loss = inventoryCsv([{ ...item, acquisition: { ...item.acquisition, cost: '99999.00' }, costBasis: '99999.00' }], mockSpots(), NOW);
    const gain = Papa.parse<string[]>(loss.trim()).data[1]?.[CSV_COLUMNS.indexOf('Gain/loss')];
    expect(gain).toMatch(/^-\d+\.\d{2}$/);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date('2026-11-24T12:00:00Z'))).toBe('inventory-2026-11-24.csv');
  });
});
