import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-layout';

describe('text for the standard PDF fonts', () => {
  it('keeps Western European text and the typography the fonts have', () => {
    expect(pdfText('José Müller × 3 · “Œuvre” € — ’ …')).toBe('José Müller × 3 · “Œuvre” € — ’ …');
  });

  it('makes the minus of formatted money a hyphen, drops accents the fonts lack, and shows other scripts as "?"', () => {
    expect(pdfText('−$250.00')).toBe('-$250.00');
    expect(pdfText('Łódź Dvořák')).toBe('?ódz Dvorák');
    expect(pdfText('王 Ltd')).toBe('? Ltd');
    expect(pdfText('12 Assay Lane\nDenver')).toBe('12 Assay Lane\nDenver');
  });
});
