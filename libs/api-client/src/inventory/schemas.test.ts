import { describe, expect, it } from 'vitest';
import { spacePatchSchema } from '../spaces/schemas';
import { inventoryItemInputSchema, inventoryItemPatchSchema } from './schemas';

describe('inventory and space write schemas', () => {
  it('leave the fields a PATCH does not name absent, so they are not cleared', () => {
    expect(inventoryItemPatchSchema.parse({ tax: '5.00', version: 2 })).toEqual({ tax: '5.00', version: 2 });
    expect(spacePatchSchema.parse({ name: 'Box 215' })).toEqual({ name: 'Box 215' });
  });

  it('turn blank text into null, which clears the field', () => {
    expect(inventoryItemPatchSchema.parse({ notes: '  ', source: null })).toEqual({ notes: null, source: null });
    expect(spacePatchSchema.parse({ notes: '' })).toEqual({ notes: null });
  });

  it('keep text as given, trimmed', () => {
    expect(inventoryItemInputSchema.parse({ title: ' Kilo bar ', notes: ' Sealed ' })).toEqual({ title: 'Kilo bar', notes: 'Sealed' });
  });
});
