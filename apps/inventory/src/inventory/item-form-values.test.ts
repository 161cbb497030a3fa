import type { InventoryItem } from '@bullion/contract';
import { mockInventoryItems, MOCK_ITEM_IDS } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { checkItemPatch, checkNewItem, EMPTY_ITEM_FORM, itemFormValuesOf } from './item-form-values';

const eagles = mockInventoryItems().find((item) => item.id === MOCK_ITEM_IDS.goldEagles) as InventoryItem;

describe('item form values', () => {
  it('makes a create body with amounts as decimal strings and blanks as no value', () => {
    const check = checkNewItem({ ...EMPTY_ITEM_FORM, title: ' Kilo bar ', metal: 'silver', form: 'bar', weight: '1', weightUnit: 'kg', purity: '0.999', cost: '1050.10', fees: ' ', tags: ['bars', ' '], acquiredOn: '2026-11-01' });
    expect(check).toEqual({
      ok: true,
      body: expect.objectContaining({ title: 'Kilo bar', weight: '1', weightUnit: 'kg', purity: '0.999', cost: '1050.10', fees: null, shipping: null, tags: ['bars'], acquiredOn: '2026-11-01', quantity: 1 }),
    });
  });

  it('says what is wrong, field by field, with the API’s messages', () => {
    const check = checkNewItem({ ...EMPTY_ITEM_FORM, purity: '999.9', cost: '12.345', quantity: 0 });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.title?.[0]).toMatch(/Title is required/);
    expect(check.errors.purity).toContain('Purity must be at most 1 (write 999.9 fine as 0.9999).');
    expect(check.errors.cost?.[0]).toMatch(/at most 12 digits before the point and 2 after it/);
    expect(check.errors.quantity).toEqual(['Quantity must be at least 1.']);
  });

  it('reads an item back into the form', () => {
    expect(itemFormValuesOf(eagles)).toMatchObject({ title: 'American Gold Eagle 1 oz', weight: '1.0909', purity: '0.9167', cost: '26150.00', shipping: '35.00', fees: '', acquiredOn: '2025-03-14', tags: ['eagles', 'long-term'] });
  });

  it('patches only the changed fields, with the version', () => {
    const saved = itemFormValuesOf(eagles);
    expect(checkItemPatch({ ...saved, notes: 'Resealed', fees: '12.50', tags: ['eagles'] }, saved, 2)).toEqual({
      ok: true,
      body: { notes: 'Resealed', fees: '12.50', tags: ['eagles'], version: 2 },
    });
    expect(checkItemPatch({ ...saved, notes: '' }, saved, 2)).toEqual({ ok: true, body: { notes: null, version: 2 } });
    expect(checkItemPatch(saved, saved, 2)).toEqual({ ok: true, body: { version: 2 } });
  });
});
