import { describe, expect, it } from 'vitest';
import { form8300FiledBodySchema, form8300FilingRefusal, latestDayAt } from './form-8300-filing';

const flagged = { form8300: { review: true }, createdAt: '2026-10-20T15:00:00.000Z' };
const now = new Date('2026-11-02T09:00:00.000Z');

describe('Form 8300 filing', () => {
  it('records a filing of a flagged order on a day from the order on, up to today', () => {
    expect(form8300FilingRefusal(flagged, '2026-11-02', now)).toBeNull();
    expect(form8300FilingRefusal(flagged, '2026-10-20', now)).toBeNull();
  });

  it('refuses an order that is not flagged', () => {
    expect(form8300FilingRefusal({ ...flagged, form8300: { review: false } }, '2026-11-02', now)).toEqual({ code: 'not_flagged', message: 'Only an order flagged for Form 8300 review can be recorded as filed.' });
  });

  it('refuses a day in the future anywhere on Earth, and one before the order', () => {
    // 09:00 UTC is already 23:00 on 2 November at UTC+14: the 3rd is tomorrow everywhere.
    expect(latestDayAt(now)).toBe('2026-11-02');
    expect(form8300FilingRefusal(flagged, '2026-11-03', now)?.message).toBe('The filing date cannot be in the future.');
    // 11:00 UTC is the 3rd at UTC+14, where a dealer may well be filing today.
    expect(form8300FilingRefusal(flagged, '2026-11-03', new Date('2026-11-02T11:00:00.000Z'))).toBeNull();
    expect(form8300FilingRefusal(flagged, '2026-10-19', now)?.message).toBe('The filing date cannot be before the order was made.');
  });

  it('takes the day as YYYY-MM-DD', () => {
    expect(form8300FiledBodySchema.safeParse({ filedOn: '11/02/2026' }).error?.issues[0]?.message).toBe('Use a date as YYYY-MM-DD.');
    expect(form8300FiledBodySchema.parse({ filedOn: '2026-11-02', version: 3 })).toEqual({ filedOn: '2026-11-02', version: 3 });
  });
});
