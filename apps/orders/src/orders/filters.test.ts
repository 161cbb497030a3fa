import { describe, expect, it } from 'vitest';
import { activeOrderFilterCount, dayOf, EMPTY_ORDER_FILTERS, orderFiltersFromParams, orderListQueryOf, paramsWithOrderFilters } from './filters';

const CUSTOMER = '30000000-0000-4000-8000-000000000001';
const read = (search: string) => orderFiltersFromParams(new URLSearchParams(search));

describe('order list filters in the URL', () => {
  it('reads every filter', () => {
    expect(read(`q=eagle&side=sell&status=quoted,confirmed&customer=${CUSTOMER}&from=2026-01-01&to=2026-01-31&flagged=true&sort=-total`)).toEqual({
      q: 'eagle',
      side: 'sell',
      status: ['quoted', 'confirmed'],
      customer: CUSTOMER,
      from: '2026-01-01',
      to: '2026-01-31',
      flagged: true,
      sort: '-total',
    });
  });

  it('drops values it does not know instead of sending them to be refused', () => {
    expect(read('side=swap&status=lost,PAID&customer=bob&from=2026-02-30&to=yesterday&flagged=yes&sort=random')).toEqual({ ...EMPTY_ORDER_FILTERS, status: ['paid'] });
  });

  it('reads a range given backwards the right way round', () => {
    expect(read('from=2026-03-10&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-10' });
  });

  it('writes only what differs from the defaults and keeps parameters that are not filters', () => {
    const params = paramsWithOrderFilters(new URLSearchParams('panel=x&q=old'), { ...EMPTY_ORDER_FILTERS, side: 'buy', flagged: true });
    expect(params.toString()).toBe('panel=x&side=buy&flagged=true');
    expect(paramsWithOrderFilters(new URLSearchParams(), EMPTY_ORDER_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = read(`q=maple&status=draft&customer=${CUSTOMER}&from=2026-05-01`);
    expect(orderFiltersFromParams(paramsWithOrderFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('asks the API with its parameter names, leaving the defaults out', () => {
    expect(orderListQueryOf(read(`side=sell&status=paid,fulfilled&customer=${CUSTOMER}&flagged=true&from=2026-01-01`))).toEqual({
      q: undefined,
      side: 'sell',
      status: 'paid,fulfilled',
      customerId: CUSTOMER,
      from: '2026-01-01',
      to: undefined,
      flagged: true,
      sort: undefined,
    });
  });

  it('counts the filters that narrow the list', () => {
    expect(activeOrderFilterCount(read('q=x&flagged=true'))).toBe(0);
    expect(activeOrderFilterCount(read(`side=buy&status=draft&customer=${CUSTOMER}&from=2026-01-01&to=2026-01-02`))).toBe(4);
  });

  it('knows real days only', () => {
    expect(dayOf('2024-02-29')).toBe('2024-02-29');
    expect(dayOf('2023-02-29')).toBeNull();
    expect(dayOf('0000-01-01')).toBeNull();
  });
});
