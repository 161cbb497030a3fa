import { describe, expect, it } from 'vitest';
import { checkDisposition, emptyDisposition } from './disposition-values';

const lot = { quantity: 5, version: 3 };
const values = emptyDisposition(5, '2026-11-24');

describe('disposition form', () => {
  it('sends a sale with its amount and the item version', () => {
    expect(checkDisposition({ ...values, amount: ' 1900.00 ', counterparty: ' Dealer ' }, lot)).toEqual({
      ok: true,
      split: false,
      body: { kind: 'sold', date: '2026-11-24', quantity: 5, amount: '1900.00', counterparty: 'Dealer', notes: null, version: 3 },
    });
  });

  it('needs an amount for a sale', () => {
    const check = checkDisposition(values, lot);
    expect(check).toEqual({ ok: false, errors: { amount: ['Amount is required when the item was sold.'] } });
  });

  it('sends no amount for a loss, even one typed before the kind changed', () => {
    const check = checkDisposition({ ...values, kind: 'lost', amount: '10' }, lot);
    expect(check.ok && check.body.amount).toBeNull();
  });

  it('splits the lot when fewer pieces go, and refuses more than the lot has', () => {
    const partial = checkDisposition({ ...values, quantity: 2, amount: '760' }, lot);
    expect(partial.ok && partial.split).toBe(true);
    const tooMany = checkDisposition({ ...values, quantity: 6, amount: '760' }, lot);
    expect(tooMany).toEqual({ ok: false, errors: { quantity: ['This lot has 5 pieces.'] } });
  });

  it('asks for the date', () => {
    const check = checkDisposition({ ...values, date: null, amount: '1' }, lot);
    expect(check.ok ? null : check.errors.date).toEqual(['Choose the date.']);
  });
});
