import { describe, expect, it } from 'vitest';
import { orderDocumentFileName, orderDocumentKind, orderDocumentRefusal, orderDocumentTitle } from './documents';
import { lineMeltPerUnit, linePremiumPerUnit } from './price-guards';

describe('order documents', () => {
  it('are an invoice while confirmed, a receipt from paid on, and none for a draft or a quote', () => {
    expect(orderDocumentKind({ status: 'draft', payments: [] })).toBeNull();
    expect(orderDocumentKind({ status: 'quoted', payments: [] })).toBeNull();
    expect(orderDocumentKind({ status: 'confirmed', payments: [{}] })).toBe('invoice');
    for (const status of ['paid', 'fulfilled', 'completed', 'reversed'] as const) expect(orderDocumentKind({ status, payments: [] })).toBe('receipt');
    expect(orderDocumentKind({ status: 'cancelled', payments: [] })).toBeNull();
    expect(orderDocumentKind({ status: 'cancelled', payments: [{}] })).toBe('receipt');
    expect(orderDocumentRefusal('quoted')).toBe('A quoted order is not a deal yet: confirm it to make its invoice.');
  });

  it('are titled by kind and side, and named after the order', () => {
    expect(orderDocumentTitle('invoice', 'sell')).toBe('Invoice');
    expect(orderDocumentTitle('receipt', 'sell')).toBe('Sale receipt');
    expect(orderDocumentTitle('receipt', 'buy')).toBe('Purchase receipt');
    expect(orderDocumentFileName('SO-000012', 'receipt')).toBe('SO-000012-receipt.pdf');
    expect(orderDocumentFileName('BO-000003', 'form-8300-worksheet')).toBe('BO-000003-form-8300-worksheet.pdf');
  });
});

describe('a line’s melt and premium', () => {
  it('melt one piece at the line’s spot in cents, half up, and price the rest as premium', () => {
    // 0.999 ozt × $25.00 = $24.975 → $24.98; $26.97 − $24.98 = $1.99.
    expect(lineMeltPerUnit({ fineOztPerUnit: '0.999', spot: '25' })).toBe('24.98');
    expect(linePremiumPerUnit({ unitPrice: '26.97', fineOztPerUnit: '0.999', spot: '25' })).toBe('1.99');
    // A purchase under melt has a negative premium.
    expect(linePremiumPerUnit({ unitPrice: '2400.00', fineOztPerUnit: '1', spot: '2500' })).toBe('-100.00');
  });

  it('are unknown without a fine weight, a spot or a price', () => {
    expect(lineMeltPerUnit({ fineOztPerUnit: null, spot: '25' })).toBeNull();
    expect(linePremiumPerUnit({ unitPrice: '10.00', fineOztPerUnit: '1', spot: null })).toBeNull();
    expect(linePremiumPerUnit({ unitPrice: null, fineOztPerUnit: '1', spot: '25' })).toBeNull();
  });
});
