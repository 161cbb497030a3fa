import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_FILTERS, filtersFromParams, heldSummaryFilters, listQueryOf, paramsWithFilters, showsDisposed, summaryFiltersOf, withDisposed } from './filters';

const SPACE = '5a000000-0000-4000-8000-000000000001';

describe('inventory filters in the URL', () => {
  it('reads every filter parameter', () => {
    const filters = filtersFromParams(new URLSearchParams(`q=%20eagle%20&metal=gold,Silver&form=coin&space=${SPACE}&tag=bars,graded&status=drawer,disposed&sort=-cost`));
    expect(filters).toEqual({ q: 'eagle', metal: ['gold', 'silver'], form: ['coin'], space: SPACE, tag: ['bars', 'graded'], status: ['drawer', 'disposed'], sort: '-cost' });
  });

  it('drops values the API would refuse instead of sending them', () => {
    const filters = filtersFromParams(new URLSearchParams(`metal=gold,tin,gold&form=ingot&space=shelf&status=sold&sort=-melt&tag=${'x'.repeat(41)},ok`));
    expect(filters).toEqual({ ...EMPTY_FILTERS, metal: ['gold'], tag: ['ok'] });
  });

  it('knows the items in no space', () => {
    expect(filtersFromParams(new URLSearchParams('space=none')).space).toBe('none');
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = paramsWithFilters(new URLSearchParams('view=compact&q=old&sort=title'), { ...EMPTY_FILTERS, q: ' kilo ', metal: ['silver'], tag: ['bars'] });
    expect(params.toString()).toBe('view=compact&q=kilo&metal=silver&tag=bars');
  });

  it('round-trips: the parameters written give back the same filters', () => {
    const filters = { q: 'maple', metal: ['silver' as const], form: ['coin' as const, 'bar' as const], space: 'none', tag: ['monster box'], status: ['stock' as const], sort: 'title' as const };
    expect(filtersFromParams(paramsWithFilters(new URLSearchParams(), filters))).toEqual(filters);
    expect(paramsWithFilters(new URLSearchParams(), EMPTY_FILTERS).toString()).toBe('');
  });

  it('turns filters into the list and summary queries', () => {
    const filters = { ...EMPTY_FILTERS, q: 'eagle', metal: ['gold' as const, 'platinum' as const], space: SPACE };
    expect(listQueryOf(filters)).toEqual({ q: 'eagle', metal: 'gold,platinum', form: undefined, space: SPACE, tag: undefined, status: undefined, sort: undefined });
    expect(listQueryOf({ ...filters, sort: 'weight' }).sort).toBe('weight');
    expect(summaryFiltersOf(filters)).not.toHaveProperty('sort');
  });

  it('shows and hides disposed items through the status filter', () => {
    expect(showsDisposed(EMPTY_FILTERS)).toBe(false);
    const shown = withDisposed(EMPTY_FILTERS, true);
    expect(shown).toEqual(['drawer', 'stock', 'disposed']);
    expect(withDisposed({ ...EMPTY_FILTERS, status: shown }, false)).toEqual([]);
    expect(withDisposed({ ...EMPTY_FILTERS, status: ['drawer'] }, true)).toEqual(['drawer', 'disposed']);
    expect(withDisposed({ ...EMPTY_FILTERS, status: ['drawer', 'disposed'] }, false)).toEqual(['drawer']);
  });

  it('sums only what is held, whatever disposed items the list shows', () => {
    expect(heldSummaryFilters({ ...EMPTY_FILTERS, metal: ['gold'] })).toMatchObject({ metal: 'gold', status: undefined });
    expect(heldSummaryFilters({ ...EMPTY_FILTERS, status: ['drawer', 'stock', 'disposed'] })?.status).toBeUndefined();
    expect(heldSummaryFilters({ ...EMPTY_FILTERS, status: ['drawer', 'disposed'] })?.status).toBe('drawer');
    expect(heldSummaryFilters({ ...EMPTY_FILTERS, status: ['disposed'] })).toBeNull();
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: 'x', sort: 'title', metal: ['gold', 'silver'], space: 'none' })).toBe(2);
  });
});
