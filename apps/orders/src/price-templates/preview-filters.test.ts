import { describe, expect, it } from 'vitest';
import { activePreviewFilters, EMPTY_PREVIEW_FILTERS, paramsWithPreviewFilters, previewFiltersFromParams, previewQueryOf, quantityOf } from './preview-filters';

describe('preview filters in the URL', () => {
  it('reads q, metal, form and quantity, ignoring values it does not know', () => {
    const params = new URLSearchParams('q=%20eagle%20&metal=Gold,tin,silver&form=bar,medal&quantity=12&tab=x');
    expect(previewFiltersFromParams(params)).toEqual({ q: 'eagle', metal: ['gold', 'silver'], form: ['bar'], quantity: 12 });
  });

  it('takes a quantity that is not a whole number from 1 to 1 000 000 as 1', () => {
    expect(['0', '-3', '2.5', 'ten', '1000001', '', null].map(quantityOf)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect([quantityOf('1000000'), quantityOf(' 7 '), quantityOf(50)]).toEqual([1_000_000, 7, 50]);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = paramsWithPreviewFilters(new URLSearchParams('tab=x&q=old&quantity=5'), { ...EMPTY_PREVIEW_FILTERS, metal: ['gold'], quantity: 1 });
    expect(next.toString()).toBe('tab=x&metal=gold');
    const all = paramsWithPreviewFilters(new URLSearchParams(), { q: ' maple ', metal: ['gold', 'silver'], form: ['coin'], quantity: 25 });
    expect(previewFiltersFromParams(all)).toEqual({ q: 'maple', metal: ['gold', 'silver'], form: ['coin'], quantity: 25 });
  });

  it('asks the API for the products only, not the quantity', () => {
    expect(previewQueryOf({ q: 'eagle', metal: [], form: ['coin'], quantity: 40 })).toEqual({ q: 'eagle', metal: undefined, form: ['coin'] });
    expect(activePreviewFilters({ q: '', metal: ['gold'], form: ['bar'], quantity: 3 })).toBe(2);
  });
});
