import type { LedgerEntry, StorageSpace } from '@bullion/contract';
import { mockInventoryLedger, MOCK_ITEM_IDS, MOCK_SPACE_IDS } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { dispositionSummary, ledgerChanges } from './ledger';

const ledger = mockInventoryLedger();
const spaces = new Map([[MOCK_SPACE_IDS.topShelf, { id: MOCK_SPACE_IDS.topShelf, path: ['Home safe', 'Top shelf'] } as StorageSpace]]);

describe('ledger entries in words', () => {
  it('shows edited fields from and to, with lists joined and empty values as a dash', () => {
    const edited = ledger.find((entry) => entry.itemId === MOCK_ITEM_IDS.goldEagles && entry.kind === 'edited') as LedgerEntry;
    expect(ledgerChanges(edited)).toEqual([
      { field: 'notes', label: 'Notes', from: '—', to: 'Two tubes of five, sealed.' },
      { field: 'tags', label: 'Tags', from: 'eagles', to: 'eagles, long-term' },
    ]);
  });

  it('names spaces by their path, and says so when one is gone', () => {
    const moved = ledger.find((entry) => entry.itemId === MOCK_ITEM_IDS.goldEagles && entry.kind === 'moved') as LedgerEntry;
    expect(ledgerChanges(moved, spaces)).toEqual([{ field: 'spaceId', label: 'Space', from: 'A deleted space', to: 'Home safe › Top shelf' }]);
  });

  it('shows money as dollars', () => {
    const split = ledger.find((entry) => entry.itemId === MOCK_ITEM_IDS.britannias && entry.kind === 'split') as LedgerEntry;
    expect(ledgerChanges(split)).toContainEqual({ field: 'costBasis', label: 'Cost basis', from: '$10,375.00', to: '$6,225.00' });
  });

  it('sums up what a disposal brought', () => {
    const disposed = ledger.find((entry) => entry.kind === 'disposed') as LedgerEntry;
    expect(dispositionSummary(disposed)).toBe('Sold for $5,390.00 · realised +$1,240.00');
    expect(dispositionSummary({ ...disposed, kind: 'edited' })).toBeNull();
  });
});
